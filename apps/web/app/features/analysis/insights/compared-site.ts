import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../model/types";

/** A site with an audit on this page: what the comparison shows and the all-sites files hold. */
export interface ComparedSite {
  site: AnalysedSite;
  /** The crawl on screen, whose analysis and history the all-sites report waits on. */
  result: SiteCrawlResult;
  audit: SiteAudit;
}
