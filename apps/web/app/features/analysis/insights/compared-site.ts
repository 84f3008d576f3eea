import type { SiteAudit } from "@keystone/site-audit";
import type { AnalysedSite } from "~/site.config";

/** A site with an audit on this page: what the comparison shows and the all-sites files hold. */
export interface ComparedSite {
  site: AnalysedSite;
  audit: SiteAudit;
}
