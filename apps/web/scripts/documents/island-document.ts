/**
 * The analysis tool's document hydrates its island alone (app/entry.client.tsx): no router starts
 * there. React Router's `<Scripts />` still writes the router's boot into it: its context, and a
 * module script that imports the manifest and every route module of the page (the router itself,
 * the header, the layout: 46 KB gzipped, evaluated before the first input) before the client
 * entry. In a prerendered island document the boot becomes the client entry alone, fetched once the
 * page has loaded and painted: its first screen is in the HTML, and the tool's script (114 KB) then
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

/**
 * Imports `entry` after the load event and the paint that follows it (a hidden tab paints nothing:
 * it imports at once).
 */
export function bootAfterFirstPaint(entry: string): string {
  return [
    `const boot = () => import(${JSON.stringify(entry)});`,
    "const afterPaint = () => (document.hidden ? boot() : requestAnimationFrame(() => setTimeout(boot)));",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
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
