import type { CrawlAnalysis } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import {
  FindingsUnavailableError,
  type OfferOptions,
  offerDownload,
} from "../export/offer-download";
import { ALL_SITES_REPORT_FILE_NAME, reportFile, siteReportFileName } from "../export/report-file";
import type { SiteCrawlResult } from "../model/types";
import type { ComparedSite } from "./compared-site";

// Each download loads its builder (and the audit's serialisers) on its first click, not with the
// page; whatever fails, the module included, is told by offerDownload.
const builders = () => import("../export/export-site");
const session = async () => (await import("./insights-session")).insightsSession;

/** The analysis on screen, waited for if it is still being computed: never a second one. */
async function analysisOnScreen(
  site: AnalysedSite,
  result: SiteCrawlResult,
): Promise<CrawlAnalysis> {
  const insights = await session();
  try {
    return await insights.analysisOf(site, result);
  } catch (error) {
    throw new FindingsUnavailableError(error);
  }
}

async function reportSites(sites: readonly Pick<ComparedSite, "site" | "result">[]) {
  const [insights, { reportSiteOf }] = await Promise.all([session(), import("./report-site")]);
  return Promise.all(sites.map(({ site, result }) => reportSiteOf(insights, site, result)));
}

export const downloadPagesCsv = (
  site: AnalysedSite,
  result: SiteCrawlResult,
  options?: OfferOptions,
) =>
  offerDownload(
    "Pages CSV",
    async () => {
      const { pagesCsvFile } = await builders();
      return pagesCsvFile(site, await analysisOnScreen(site, result));
    },
    options,
  );

/** The Pages and Findings sheets in one XLSX workbook; its writer loads on the first click. */
export const downloadWorkbook = (
  site: AnalysedSite,
  result: SiteCrawlResult,
  options?: OfferOptions,
) =>
  offerDownload(
    "XLSX workbook",
    async () => {
      const [{ workbookFile }, analysis] = await Promise.all([
        import("../export/xlsx-file"),
        analysisOnScreen(site, result),
      ]);
      return workbookFile(site, analysis);
    },
    options,
  );

export const downloadFindingsCsv = (
  site: AnalysedSite,
  result: SiteCrawlResult,
  options?: OfferOptions,
) =>
  offerDownload(
    "Findings CSV",
    async () => {
      const { findingsCsvFile } = await builders();
      return findingsCsvFile(site, (await analysisOnScreen(site, result)).audit);
    },
    options,
  );

export const downloadAuditJson = (site: AnalysedSite, result: SiteCrawlResult) =>
  offerDownload("Audit JSON", async () => {
    const { auditJsonFile } = await builders();
    return auditJsonFile(site, (await analysisOnScreen(site, result)).audit);
  });

export const downloadAllSitesCsv = (compared: readonly Pick<ComparedSite, "site" | "audit">[]) =>
  offerDownload("Findings CSV of all sites", async () =>
    (await builders()).allSitesCsvFile(
      compared.map(({ site, audit }) => ({ site: site.name, audit })),
    ),
  );

/** The report of the site on screen, with its changes since the previous crawl when it has one. */
export const downloadSiteReport = (
  site: AnalysedSite,
  result: SiteCrawlResult,
  options?: OfferOptions,
) =>
  offerDownload(
    "report",
    async () =>
      reportFile(
        siteReportFileName(site),
        `Site audit: ${site.name}`,
        await reportSites([{ site, result }]),
        Date.now(),
      ),
    options,
  );

/** One report of every site with an audit on the page, each with its changes. */
export const downloadAllSitesReport = (compared: readonly ComparedSite[], options?: OfferOptions) =>
  offerDownload(
    "report of all sites",
    async () =>
      reportFile(
        ALL_SITES_REPORT_FILE_NAME,
        `Site audit: ${compared.map(({ site }) => site.name).join(", ")}`,
        await reportSites(compared),
        Date.now(),
      ),
    options,
  );
