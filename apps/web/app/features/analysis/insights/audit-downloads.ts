import type { CrawlAnalysis } from "@keystone/site-audit";
import type { AnalysedSite } from "~/site.config";
import { FindingsUnavailableError, offerDownload } from "../export/offer-download";
import type { SiteCrawlResult } from "../model/types";
import type { ComparedSite } from "./compared-site";

// Each download loads its builder (and the audit's serialisers) on its first click, not with the
// page; whatever fails, the module included, is told by offerDownload.
const builders = () => import("../export/export-site");

/** The analysis on screen, waited for if it is still being computed: never a second one. */
async function analysisOnScreen(
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<CrawlAnalysis> {
  const { insightsSession } = await import("./insights-session");
  try {
    return await insightsSession.analysisOf(site, result);
  } catch (error) {
    throw new FindingsUnavailableError(error);
  }
}

export const downloadPagesCsv = (site: AnalysedSite, result: SiteCrawlResult) =>
  offerDownload("Pages CSV", async () => (await builders()).pagesCsvFile(site, result));

export const downloadFindingsCsv = (site: AnalysedSite, result: SiteCrawlResult) =>
  offerDownload("Findings CSV", async () => {
    const { findingsCsvFile } = await builders();
    return findingsCsvFile(site, (await analysisOnScreen(site, result)).audit);
  });

export const downloadAuditJson = (site: AnalysedSite, result: SiteCrawlResult) =>
  offerDownload("Audit JSON", async () => {
    const { auditJsonFile } = await builders();
    return auditJsonFile(site, (await analysisOnScreen(site, result)).audit);
  });

export const downloadAllSitesCsv = (compared: readonly ComparedSite[]) =>
  offerDownload("Findings CSV of all sites", async () =>
    (await builders()).allSitesCsvFile(
      compared.map(({ site, audit }) => ({ site: site.name, audit })),
    ),
  );
