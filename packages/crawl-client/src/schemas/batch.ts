import type { CrawlResponse, CrawlStatusResponse } from "./crawl.js";

export type BatchScrapeResponse = CrawlResponse & { invalidURLs?: string[] };
export type BatchScrapeStatusResponse = CrawlStatusResponse;
