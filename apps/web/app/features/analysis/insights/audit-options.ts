import type { AuditOptions } from "@keystone/site-audit";
import type { CrawledPage } from "../model/types";
import type { AuditCustomQueries } from "./custom-contract";

/** What the audit is asked beyond the pages: the sitemap's URLs and the custom queries. */
export interface AnalysisExtras {
  /** The sitemap's URLs, when "Compare with the sitemap" got them. */
  sitemap?: readonly string[];
  custom?: AuditCustomQueries;
}

/** What the findings worker is sent for one crawl. */
export interface AnalysisRequest extends AnalysisExtras {
  pages: readonly CrawledPage[];
  startUrl: string;
}

/**
 * The audit's options for a request: the start URL, every page's inlinks (the tool shows them),
 * and the sitemap and queries when asked.
 */
export function auditOptionsOf({ startUrl, sitemap, custom }: AnalysisRequest): AuditOptions {
  return {
    startUrl,
    inlinks: true,
    ...(sitemap ? { sitemap } : {}),
    ...(custom ? { custom } : {}),
  };
}
