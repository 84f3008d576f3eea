import type { AnalysedSite } from "~/site.config";
import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import { pageRows } from "../model/format-result";
import type { CrawledPage } from "../model/types";
import type { CustomColumns } from "./custom-columns";
import { auditCsv, toCsv } from "@keystone/site-audit/csv";

export function pagesCsvFileName(site: AnalysedSite): string {
  return `${site.id}-pages.csv`;
}

export function findingsCsvFileName(site: AnalysedSite): string {
  return `${site.id}-findings.csv`;
}

/**
 * The page table as CSV: title, URL and status code of every crawled page, then a column per
 * custom search and extraction when the crawl had any.
 */
export function pagesCsv(pages: readonly CrawledPage[], custom?: CustomColumns): string {
  return toCsv(
    ["Title", "URL", "Status code", ...(custom?.headings ?? [])],
    pageRows(pages).map((row, index) => [
      row.title,
      row.url,
      row.statusCode ?? "",
      ...(custom ? (custom.rows[index] ?? custom.headings.map(() => "")) : []),
    ]),
  );
}

/** A site's audit as CSV: one row per issue and page, with the site's name in the first column. */
export function findingsCsv(site: AnalysedSite, audit: SiteAudit): string {
  return auditCsv([{ site: site.name, audit }]);
}
