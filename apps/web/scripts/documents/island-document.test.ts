import { describe, expect, it } from "vitest";
import {
  bootAfterFirstPaint,
  IslandDocumentError,
  isIslandDocument,
  islandOnlyBoot,
} from "./island-document";

// The shape React Router 7 prerenders (build/client/analysis/index.html), cut to what matters.
const routerBoot = [
  '<script>window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream();</script>',
  '<script type="module" async="">import "/assets/manifest-0bbfc9f9.js";',
  'import * as route0 from "/assets/root-DrAdObD7.js";',
  'import * as route2 from "/assets/analysis-DCFnmVne.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/analysis":route2};',
  "",
  'import("/assets/entry.client-Coz8Wxxo.js");</script>',
  '<script>window.__reactRouterContext.streamController.enqueue("[]\\n");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script>",
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
].join("\n");
const islandPage = `<html><body><div data-island=""><form></form></div>${routerBoot}</body></html>`;

describe("the analysis tool's document boots its island alone", () => {
  it("tells an island document from a marketing page", () => {
    expect(isIslandDocument(islandPage)).toBe(true);
    expect(isIslandDocument("<html><body><main>Home</main></body></html>")).toBe(false);
  });

  it("imports the client entry alone: no manifest, no route module, no router context", () => {
    const html = islandOnlyBoot(islandPage);
    expect(html).toContain(
      `<script type="module" async="">${bootAfterFirstPaint("/assets/entry.client-Coz8Wxxo.js")}</script>`,
    );
    expect(html.match(/import\(/g)).toHaveLength(1);
    expect(html).not.toContain("manifest-");
    expect(html).not.toContain("root-DrAdObD7");
    expect(html).not.toContain("__reactRouter");
    // React's own inline script (the streamed Suspense boundaries) and the island stay.
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('<div data-island=""><form></form></div>');
  });

  /** Runs the boot script with a fake browser; returns what it imported and its controls. */
  function runBoot({ hidden = false, reportsPaints = true } = {}) {
    const imported: string[] = [];
    const timers: Array<() => void> = [];
    const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
    class FakeObserver {
      static supportedEntryTypes = reportsPaints ? ["paint", "largest-contentful-paint"] : [];
      disconnected = false;
      constructor(
        private readonly callback: (list: {
          getEntriesByName: (name: string) => unknown[];
        }) => void,
      ) {
        observers.push(this);
      }
      observe() {}
      disconnect() {
        this.disconnected = true;
      }
      report(names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
    }
    new Function(
      "document",
      "PerformanceObserver",
      "setTimeout",
      "clearTimeout",
      "importEntry",
      bootAfterFirstPaint("/assets/entry.client-x.js").replaceAll("import(", "importEntry("),
    )(
      { hidden },
      FakeObserver,
      (task: () => void) => timers.push(task),
      () => undefined,
      (entry: string) => imported.push(entry),
    );
    return { imported, timers, observers };
  }

  it("imports the entry once the first contentful paint is reported, and once only", () => {
    const { imported, observers } = runBoot();
    expect(imported).toEqual([]);
    observers[0]?.report(["first-paint"]);
    expect(imported).toEqual([]);
    observers[0]?.report(["first-contentful-paint"]);
    observers[0]?.report(["first-contentful-paint"]);
    expect(imported).toEqual(["/assets/entry.client-x.js"]);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it("imports at once in a hidden tab or where paints are not reported, and after a wait if none is", () => {
    expect(runBoot({ hidden: true }).imported).toHaveLength(1);
    expect(runBoot({ reportsPaints: false }).imported).toHaveLength(1);
    const silent = runBoot();
    expect(silent.imported).toEqual([]);
    silent.timers.forEach((timer) => timer());
    expect(silent.imported).toEqual(["/assets/entry.client-x.js"]);
  });

  it("fails the build when the boot is not where React Router writes it", () => {
    expect(() =>
      islandOnlyBoot('<html><body><div data-island=""></div><script>x()</script></body></html>'),
    ).toThrow(IslandDocumentError);
  });
});
