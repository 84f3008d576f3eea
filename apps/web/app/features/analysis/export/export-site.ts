import type { AnalysedSite } from "~/site.config";
import { analyseOffThread } from "../insights/analyse-off-thread";
import { insightsSession } from "../insights/insights-session";
import type { SiteCrawlResult } from "../model/types";
import { saveFile } from "./save-file";
import { findingsCsv, findingsCsvFileName, pagesCsv, pagesCsvFileName } from "./site-csv";

const CSV_TYPE = "text/csv;charset=utf-8";

export function exportPagesCsv(site: AnalysedSite, result: SiteCrawlResult): void {
  saveFile(pagesCsvFileName(site), pagesCsv(result.data), CSV_TYPE);
}

/** Uses the findings on screen when they are ready, else computes them for this result. */
export async function exportFindingsCsv(
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<void> {
  const insight = insightsSession.getState().sites[site.id];
  const analysis =
    insight?.kind === "ready" ? insight.analysis : await analyseOffThread(result.data, site.url);
  saveFile(findingsCsvFileName(site), findingsCsv(analysis.findings), CSV_TYPE);
}
