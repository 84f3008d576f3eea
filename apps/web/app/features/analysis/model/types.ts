import type { AnalysedSite } from "~/site.config";

export type SiteId = AnalysedSite["id"];

/** One crawled page as the provider returns it; only the fields the tool reads are typed. */
export interface CrawledPage {
  url?: string;
  markdown?: string;
  html?: string;
  metadata?: {
    title?: string;
    sourceURL?: string;
    url?: string;
    statusCode?: number;
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

/** A site's stored crawl result: status, completed, creditsUsed, data. */
export interface SiteCrawlResult {
  status: string;
  completed: number;
  creditsUsed: number;
  data: CrawledPage[];
}

/** A crawl that is still running, as the status endpoint reports it. */
export interface CrawlProgress {
  status: string;
  completed: number;
  total: number;
  /** The provider's error text once the job has failed. */
  error?: string;
}

/** What the tool is doing right now; anything but `idle` makes it busy. */
export type Activity =
  | { kind: "idle" }
  | { kind: "validating" }
  | { kind: "crawling"; siteId: SiteId; progress: number; completed: number; total: number }
  | { kind: "pausing"; nextSiteId: SiteId };
