/**
 * One crawled page as the provider returns it (a Firecrawl v1 or v2 document); only the fields the
 * audit reads are typed, and any of them may be missing or of another type in a hostile answer.
 */
export interface CrawledPage {
  url?: string;
  markdown?: string;
  html?: string;
  /** The document as served (the provider's `rawHtml` format): its head, JSON-LD and directives. */
  rawHtml?: string;
  metadata?: {
    /** An array when the page repeats its `<title>`, as the provider reports it. */
    title?: string | string[];
    sourceURL?: string;
    url?: string;
    statusCode?: number;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/**
 * A metadata field is a string or, when the page repeats its tag, an array of strings (the
 * provider returns every value of a repeated `<title>` or `<meta>`); any other value counts as
 * absent. The first non-empty text wins.
 */
export function metadataText(value: unknown): string {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  for (const candidate of values) {
    if (typeof candidate === "string" && candidate.trim() !== "") return candidate.trim();
  }
  return "";
}

/** The page's address: the URL it was fetched from, else the one it ended at. */
export function pageUrl(page: CrawledPage): string {
  const metadata = page.metadata ?? {};
  return (
    [metadata.sourceURL, metadata.url, page.url].find(
      (candidate): candidate is string => typeof candidate === "string" && candidate !== "",
    ) ?? ""
  );
}
