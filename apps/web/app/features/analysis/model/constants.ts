/** The product's fixed numbers for the analysis tool. */
export const CRAWL_LIMIT = 100;
export const KEY_TEST_LIMIT = 1;
export const CRAWL_FORMATS = ["markdown", "html"] as const;
/** With "Full document" on: the spec's formats and the document as served. */
export const FULL_DOCUMENT_FORMATS = [...CRAWL_FORMATS, "rawHtml"] as const;
export const TOAST_DURATION_MS = 3000;
export const CRAWL_ALL_PAUSE_MS = 2000;
/**
 * A site's crawl is given up, and cancelled at the provider, after 30 minutes: the provider
 * crawls 100 pages in a few minutes, so a job still running then is stuck, and nobody waits that
 * long in front of the page.
 */
export const CRAWL_MAX_WAIT_MS = 30 * 60_000;
/** The key test crawl of one page is stopped, and the key refused, after 2 minutes. */
export const KEY_CHECK_DEADLINE_MS = 2 * 60_000;
/**
 * How long a crawl's status checks keep asking a provider that does not answer (a refused
 * connection, a 502, 503 or 504) before the tool gives the crawl up and lists it under "Crawls
 * left running": a restarting server is back within a minute or two, and the job goes on meanwhile.
 */
export const OUTAGE_PATIENCE_MS = 5 * 60_000;
