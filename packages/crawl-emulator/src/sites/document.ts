/** Metadata of a scraped page, with the field names of the real answers. */
export interface DocumentMetadata {
  /** Absent when the page has no `<title>`; an array when it has more than one. */
  title?: string | string[];
  description?: string | string[];
  /** Absent when the page's `<html>` has no `lang`. */
  language?: string;
  robots?: string;
  viewport?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogLocaleAlternate: string[];
  scrapeId: string;
  "og:title"?: string;
  "og:description"?: string;
  "og:image"?: string;
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
