import type { CrawlAnalysis, SiteAudit } from "@keystone/site-audit/vocabulary";
import { type SiteAuditRow, auditCsv, auditJson } from "@keystone/site-audit/csv";
import type { AnalysedSite } from "~/site.config";
import { formatJson } from "../model/format-result";
import type { SiteCrawlResult } from "../model/types";
import { customColumns } from "./custom-columns";
import { CSV_TYPE, type DownloadFile, JSON_TYPE } from "./download-file";
import { findingsCsv, findingsCsvFileName, pagesCsv, pagesCsvFileName } from "./site-csv";

export function pagesCsvFile(
  site: AnalysedSite,
  result: SiteCrawlResult,
  analysis?: CrawlAnalysis,
): DownloadFile {
  const custom = result.custom && analysis ? customColumns(result.custom, analysis) : undefined;
  return {
    fileName: pagesCsvFileName(site),
    content: pagesCsv(result.data, custom),
    type: CSV_TYPE,
  };
}

/** A site's audit as the Findings CSV: one row per issue and page. */
export function findingsCsvFile(site: AnalysedSite, audit: SiteAudit): DownloadFile {
  return { fileName: findingsCsvFileName(site), content: findingsCsv(site, audit), type: CSV_TYPE };
}

/** The comparison's "all sites" CSV: the audits given, one row per site, issue and page. */
export function allSitesCsvFile(sites: readonly SiteAuditRow[]): DownloadFile {
  return { fileName: "all-sites-findings.csv", content: auditCsv(sites), type: CSV_TYPE };
}

/** A site's audit as JSON (the same issues as its CSV, with each check's why and how). */
export function auditJsonFile(site: AnalysedSite, audit: SiteAudit): DownloadFile {
  return {
    fileName: `${site.id}-audit.json`,
    content: formatJson(auditJson(site.name, audit)),
    type: JSON_TYPE,
  };
}
