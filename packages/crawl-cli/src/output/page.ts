/** A page as both API versions send it; only the fields the CLI reads are named. */
export interface PageDocument {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The page's URL as the provider reports it (`sourceURL`, else `url`), or its scrape id. */
export function pageKey(document: PageDocument): string {
  const metadata = document.metadata ?? {};
  for (const field of ["sourceURL", "url", "scrapeId"]) {
    const value = metadata[field];
    if (typeof value === "string" && value !== "")
      return field === "scrapeId" ? `scrape:${value}` : value;
  }
  return `page:${JSON.stringify(document).length}`;
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
