import type { CrawlDiff } from "../compare/crawl-changes";
import type { SiteAudit } from "../types";

/** One site of a report: its audit and, against a baseline, what changed. */
export interface ReportSite {
  name: string;
  startUrl: string;
  /** When the crawl ran, ms since the epoch. */
  crawledAt: number;
  audit: SiteAudit;
  /** New and fixed issues and changed pages since the baseline, when there is one. */
  diff?: CrawlDiff;
  /** Pages the crawl fetched, when it differs from the pages audited. */
  pageCount?: number;
}

/** What `renderReport` turns into one HTML document. */
export interface ReportInput {
  title: string;
  /** When the report was made, ms since the epoch. */
  generatedAt: number;
  sites: ReportSite[];
  /** What made it ("keystone-crawl 1.2.0"), named under the title. */
  tool?: string;
}
