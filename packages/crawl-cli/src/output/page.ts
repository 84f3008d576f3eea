import { createHash } from "node:crypto";

/** A page as both API versions send it; only the fields the CLI reads are named. */
export interface PageDocument {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * The page's URL as the provider reports it (`sourceURL`, else `url`), or its scrape id. A page with
 * neither is known by a hash of its content: the same page read twice is written once, and two
 * different pages are both kept, however alike their sizes.
 */
export function pageKey(document: PageDocument): string {
  const metadata = document.metadata ?? {};
  for (const field of ["sourceURL", "url", "scrapeId"]) {
    const value = metadata[field];
    if (typeof value === "string" && value !== "")
      return field === "scrapeId" ? `scrape:${value}` : value;
  }
  const digest = createHash("sha256").update(JSON.stringify(document)).digest("hex");
  return `page:${digest.slice(0, 32)}`;
}

/** How a page is written to its own file or to stdout. */
export type PageFormat = "markdown" | "html" | "json";

/** The content of a page in `format`; JSON when the page lacks that field. */
export function renderPage(
  document: PageDocument,
  format: PageFormat,
): { text: string; extension: "md" | "html" | "json" } {
  if (format === "markdown" && typeof document.markdown === "string")
    return { text: document.markdown, extension: "md" };
  if (format === "html" && typeof (document.html ?? document.rawHtml) === "string")
    return { text: (document.html ?? document.rawHtml) as string, extension: "html" };
  return { text: `${JSON.stringify(document, null, 2)}\n`, extension: "json" };
}
