/** The product's fixed numbers for the analysis tool (SPEC §9). */
export const CRAWL_LIMIT = 100;
export const KEY_TEST_LIMIT = 1;
export const CRAWL_FORMATS = ["markdown", "html"] as const;
export const TOAST_DURATION_MS = 3000;
export const CRAWL_ALL_PAUSE_MS = 2000;
/** The provider asks for status checks no more often than every 2 s. */
export const STATUS_POLL_INTERVAL_MS = 2000;
