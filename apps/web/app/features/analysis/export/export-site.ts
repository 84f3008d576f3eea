import type { CrawlAnalysis, SiteAudit } from "@keystone/site-audit/vocabulary";
import { type SiteAuditRow, auditCsv, auditJson, pagesCsv } from "@keystone/site-audit/csv";
import type { AnalysedSite } from "~/site.config";
import { formatJson } from "../model/format-result";
import { CSV_TYPE, type DownloadFile, JSON_TYPE } from "./download-file";
import { findingsCsv, findingsCsvFileName, pagesCsvFileName } from "./site-csv";

/**
 * The crawl's pages as the Pages CSV: Screaming Frog's Internal columns (status, final URL, title,
 * description, H1, words, depth, inlinks, outlinks, indexability) and a column per custom search
 * and extraction, from the audit's page digests (`@keystone/site-audit`'s `pagesCsv`, which the
 * command line shares).
 */
export function pagesCsvFile(site: AnalysedSite, analysis: CrawlAnalysis): DownloadFile {
  return {
    fileName: pagesCsvFileName(site),
    content: pagesCsv(analysis.pages, analysis.audit.custom),
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
