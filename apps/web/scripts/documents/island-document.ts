/**
 * The analysis tool's document hydrates its island alone (app/entry.client.tsx): no router starts
 * there. React Router's `<Scripts />` still writes the router's boot into it: its context, and a
 * module script that imports the manifest and every route module of the page (the router itself,
 * the header, the layout: 46 KB gzipped, evaluated before the first input) before the client
 * entry. In a prerendered island document the boot becomes the client entry alone, fetched once the
 * page's first screen is on screen: it is in the HTML, and the tool's script (114 KB) then
 * takes no bandwidth from the document and its stylesheet, and no main-thread time before the
 * text is on screen. A key typed meanwhile is kept (e2e/analysis/key-setup.spec.ts). The dev
 * server and the SPA fallback keep the router's boot, which they use.
 */
import { islandAttribute } from "../../app/lib/island";

/** React Router's inline scripts that feed its context (unused where no router starts). */
const routerContextScript = /<script>window\.__reactRouterContext[^<]*<\/script>/g;
/** The boot module script; its last statement imports the client entry. */
const bootScript =
  /<script type="module" async="">(?:(?!<\/script>)[^])*?import\("(?<entry>\/assets\/entry\.client-[\w-]+\.js)"\);?\s*<\/script>/;

export class IslandDocumentError extends Error {
  override name = "IslandDocumentError";
}

/** Whether the prerendered document is an island page (see app/lib/island.tsx). */
export function isIslandDocument(html: string): boolean {
  return html.includes(` ${islandAttribute}=""`);
}

/** How long the boot waits for a first paint that the browser does not report. */
export const PAINT_WAIT_MS = 5000;

/**
 * Imports `entry` once the browser reports the page's first contentful paint: at presentation, a
 * frame or more after the paint task (an import queued after `requestAnimationFrame` alone
 * started before the paint was on screen, in one Lighthouse run of three). At once in a hidden tab,
 * which paints nothing, or where the browser does not report paints; after `PAINT_WAIT_MS` if no
 * report comes.
 */
export function bootAfterFirstPaint(entry: string): string {
  return [
    `const boot = () => import(${JSON.stringify(entry)});`,
    'const reportsPaints = typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");',
    "if (document.hidden || !reportsPaints) boot();",
    "else {",
    "  let booted = false;",
    "  const start = () => {",
    "    if (booted) return;",
    "    booted = true;",
    "    observer.disconnect();",
    "    clearTimeout(fallback);",
    "    boot();",
    "  };",
    '  const observer = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && start());',
    `  const fallback = setTimeout(start, ${PAINT_WAIT_MS});`,
    '  observer.observe({ type: "paint", buffered: true });',
    "}",
  ].join("\n");
}

/**
 * The document with the router's boot replaced by the client entry alone. Throws when the boot is
 * not where React Router writes it, so that a new version of the framework fails the build rather
 * than shipping a page that never hydrates.
 */
export function islandOnlyBoot(html: string): string {
  const boot = bootScript.exec(html);
  const entry = boot?.groups?.entry;
  if (!boot || !entry)
    throw new IslandDocumentError("the island document has no React Router boot script to replace");
  return html
    .replace(boot[0], `<script type="module" async="">${bootAfterFirstPaint(entry)}</script>`)
    .replace(routerContextScript, "");
}
