import type { AnalysedSite } from "~/site.config";

export type SiteId = AnalysedSite["id"];

export type { CrawledPage } from "@keystone/site-audit/vocabulary";
import type { CrawledPage } from "@keystone/site-audit/vocabulary";
import type { CustomQueries } from "./custom-queries";

/** What the sitemap comparison got: the sitemap's URLs, or why the provider gave none. */
export type SitemapOutcome = { urls: string[] } | { error: string };

/** A site's stored crawl result: status, completed, creditsUsed, data. */
export interface SiteCrawlResult {
  status: string;
  completed: number;
  creditsUsed: number;
  data: CrawledPage[];
  /**
   * Set when the provider's paging stopped short of the job's own page count (self-hosted
   * servers that ignore `skip`): every distinct page received is in `data`, and this says so.
   */
  incomplete?: string;
  /** Asked with "Compare with the sitemap": the provider's map of the site's sitemap. */
  sitemap?: SitemapOutcome;
  /** The custom searches and extractions asked with this crawl, run by its audit. */
  custom?: CustomQueries;
}

/** A crawl that is still running, as the status endpoint reports it. */
export interface CrawlProgress {
  status: string;
  completed: number;
  total: number;
  /** Credits the job has used so far, when the provider says. */
  creditsUsed?: number;
  /** The provider's error text once the job has failed. */
  error?: string;
}

/** What the tool is doing right now; anything but `idle` makes it busy. */
export type Activity =
  | { kind: "idle" }
  | { kind: "validating" }
  | {
      kind: "crawling";
      siteId: SiteId;
      progress: number;
      completed: number;
      total: number;
      /** Crawl all: this site is number `index` (from 1) of `count`. */
      position?: { index: number; count: number };
      /** Since when the provider has not answered its status checks (ms since the epoch). */
      unansweredSince?: number;
    }
  | { kind: "pausing"; nextSiteId: SiteId };
