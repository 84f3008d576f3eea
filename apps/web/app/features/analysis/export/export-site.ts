import type { AnalysedSite } from "~/site.config";
import { insightsSession } from "../insights/insights-session";
import { formatJson } from "../model/format-result";
import type { SiteCrawlResult } from "../model/types";
import { type SiteAuditRow, auditCsv, auditJson } from "@keystone/site-audit";
import { saveFile } from "./save-file";
import { findingsCsv, findingsCsvFileName, pagesCsv, pagesCsvFileName } from "./site-csv";

const CSV_TYPE = "text/csv;charset=utf-8";

export function exportPagesCsv(site: AnalysedSite, result: SiteCrawlResult): void {
  saveFile(pagesCsvFileName(site), pagesCsv(result.data), CSV_TYPE);
}

/**
 * The audit on screen, waited for if it is still being computed; rejects, saving nothing, when it
 * could not be (the analysis failed or ran past its deadline).
 */
export async function exportFindingsCsv(
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<void> {
  const analysis = await insightsSession.analysisOf(site, result);
  saveFile(findingsCsvFileName(site), findingsCsv(site, analysis.audit), CSV_TYPE);
}

/** The comparison's "all sites" CSV: the audits given, one row per site, issue and page. */
export function exportAllSitesCsv(sites: readonly SiteAuditRow[]): void {
  saveFile("all-sites-findings.csv", auditCsv(sites), CSV_TYPE);
}

/** A site's audit as JSON (the same issues as its CSV, with each check's why and how). */
export async function exportAuditJson(site: AnalysedSite, result: SiteCrawlResult): Promise<void> {
  const analysis = await insightsSession.analysisOf(site, result);
  saveFile(
    `${site.id}-audit.json`,
    formatJson(auditJson(site.name, analysis.audit)),
    "application/json",
  );
}
