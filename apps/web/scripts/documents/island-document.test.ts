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

  it("imports the entry once the page has loaded and painted, at once in a hidden tab", async () => {
    const imported: string[] = [];
    const listeners: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const document = { readyState: "interactive", hidden: false };
    const run = new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "importEntry",
      bootAfterFirstPaint("/assets/entry.client-x.js").replaceAll("import(", "importEntry("),
    );
    run(
      document,
      (_type: string, listener: () => void) => listeners.push(listener),
      (frame: () => void) => frames.push(frame),
      (task: () => void) => task(),
      (entry: string) => imported.push(entry),
    );
    expect(imported).toEqual([]);
    listeners.forEach((listener) => listener());
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    expect(imported).toEqual(["/assets/entry.client-x.js"]);

    const hiddenImports: string[] = [];
    run(
      { readyState: "complete", hidden: true },
      () => undefined,
      () => undefined,
      () => undefined,
      (entry: string) => hiddenImports.push(entry),
    );
    expect(hiddenImports).toEqual(["/assets/entry.client-x.js"]);
  });

  it("fails the build when the boot is not where React Router writes it", () => {
    expect(() =>
      islandOnlyBoot('<html><body><div data-island=""></div><script>x()</script></body></html>'),
    ).toThrow(IslandDocumentError);
  });
});
