import type { AnalysedSite } from "~/site.config";
import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import { auditCsv } from "@keystone/site-audit/csv";

export function pagesCsvFileName(site: AnalysedSite): string {
  return `${site.id}-pages.csv`;
}

export function findingsCsvFileName(site: AnalysedSite): string {
  return `${site.id}-findings.csv`;
}

/** A site's audit as CSV: one row per issue and page, with the site's name in the first column. */
export function findingsCsv(site: AnalysedSite, audit: SiteAudit): string {
  return auditCsv([{ site: site.name, audit }]);
}
