import type { ReportSite } from "@keystone/site-audit/report";
import type { AnalysedSite } from "~/site.config";
import { FindingsUnavailableError } from "../export/offer-download";
import type { SiteCrawlResult } from "../model/types";
import type { InsightsController } from "./insights-controller";

/**
 * A site of the report as the tab shows it: its audit (the one on screen, waited for, never a
 * second analysis) and, once the crawl is filed in the history, what changed since the previous
 * crawl when there is one to compare with.
 */
export async function reportSiteOf(
  insights: InsightsController,
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<ReportSite> {
  let analysis;
  try {
    analysis = await insights.analysisOf(site, result);
  } catch (error) {
    throw new FindingsUnavailableError(error);
  }
  // Settles once the crawl is saved and compared, or the history turned out unusable.
  await insights.observe(site, result);
  const insight = insights.getState().sites[site.id];
  const shown = insight?.kind === "ready" && insight.analysis === analysis ? insight : undefined;
  return {
    name: site.name,
    startUrl: site.url,
    crawledAt: shown?.crawledAt ?? Date.now(),
    audit: analysis.audit,
    ...(shown?.change.kind === "diff" ? { diff: shown.change.diff } : {}),
  };
}
