/** Metadata of a scraped page, with the field names of the real answers. */
export interface DocumentMetadata {
  /** Absent when the page has no `<title>`. */
  title?: string;
  description?: string;
  language: string;
  ogTitle?: string;
  ogLocaleAlternate: string[];
  scrapeId: string;
  "og:title"?: string;
  sourceURL: string;
  url: string;
  statusCode: number;
  contentType: string;
  proxyUsed: "basic";
  creditsUsed?: number;
  error?: string;
}

/** One scraped page as the API returns it; which fields are present depends on `formats`. */
export interface ScrapedDocument {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  links?: string[];
  screenshot?: string;
  json?: unknown;
  changeTracking?: { previousScrapeAt: null; changeStatus: "new"; visibility: "visible" };
  metadata: DocumentMetadata;
}

export const SCRAPE_FORMATS = [
  "markdown",
  "html",
  "rawHtml",
  "links",
  "screenshot",
  "screenshot@fullPage",
  "extract",
  "json",
  "changeTracking",
] as const;

export type ScrapeFormat = (typeof SCRAPE_FORMATS)[number];
