import type { AnalysedSite } from "~/site.config";
import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import { pageRows } from "../model/format-result";
import type { CrawledPage } from "../model/types";
import { auditCsv, toCsv } from "@keystone/site-audit/csv";

export function pagesCsvFileName(site: AnalysedSite): string {
  return `${site.id}-pages.csv`;
}

export function findingsCsvFileName(site: AnalysedSite): string {
  return `${site.id}-findings.csv`;
}

/**
 * The page table as CSV: title, requested URL, status ("redirected" for a redirect whose own 3xx
 * the provider did not give, "not reported" for none) and final URL of every crawled page.
 */
export function pagesCsv(pages: readonly CrawledPage[]): string {
  return toCsv(
    ["Title", "URL", "Status code", "Final URL"],
    pageRows(pages).map((row) => [row.title, row.url, row.status, row.finalUrl]),
  );
}

/** A site's audit as CSV: one row per issue and page, with the site's name in the first column. */
export function findingsCsv(site: AnalysedSite, audit: SiteAudit): string {
  return auditCsv([{ site: site.name, audit }]);
}
