import type { AnalysedSite } from "~/site.config";
import { insightsSession } from "../insights/insights-session";
import type { SiteCrawlResult } from "../model/types";
import { saveFile } from "./save-file";
import { findingsCsv, findingsCsvFileName, pagesCsv, pagesCsvFileName } from "./site-csv";

const CSV_TYPE = "text/csv;charset=utf-8";

export function exportPagesCsv(site: AnalysedSite, result: SiteCrawlResult): void {
  saveFile(pagesCsvFileName(site), pagesCsv(result.data), CSV_TYPE);
}

/**
 * The findings on screen, waited for if they are still being computed; rejects, saving nothing,
 * when they could not be (the analysis failed or ran past its deadline).
 */
export async function exportFindingsCsv(
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<void> {
  const analysis = await insightsSession.analysisOf(site, result);
  saveFile(findingsCsvFileName(site), findingsCsv(analysis.findings), CSV_TYPE);
}
