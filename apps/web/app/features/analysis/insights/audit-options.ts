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
 * The audit's options for a request. CONTRACT (issue 35): `sitemap` (h-hreflang) and `custom`
 * (h-custom) are `AuditOptions` fields; the intersection holds until both are on main.
 */
export function auditOptionsOf({ startUrl, sitemap, custom }: AnalysisRequest): AuditOptions {
  const options: AuditOptions & AnalysisExtras = {
    startUrl,
    ...(sitemap ? { sitemap } : {}),
    ...(custom ? { custom } : {}),
  };
  return options;
}
