/** The product's fixed numbers for the analysis tool. */
export const CRAWL_LIMIT = 100;
export const KEY_TEST_LIMIT = 1;
export const CRAWL_FORMATS = ["markdown", "html"] as const;
export const TOAST_DURATION_MS = 3000;
export const CRAWL_ALL_PAUSE_MS = 2000;
/** The provider asks for status checks no more often than every 2 s. */
export const STATUS_POLL_INTERVAL_MS = 2000;
/** A crawl is given up after three failed status checks in a row. */
export const MAX_FAILED_STATUS_CHECKS = 3;
/** The key test crawl of one page is stopped, and the key refused, after 2 minutes. */
export const KEY_CHECK_DEADLINE_MS = 2 * 60_000;
