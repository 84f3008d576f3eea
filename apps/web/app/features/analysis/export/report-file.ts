import type { ReportSite } from "@keystone/site-audit/report";
import type { AnalysedSite } from "~/site.config";
import { type DownloadFile, HTML_TYPE } from "./download-file";

/** What the report's footer says made it. */
const REPORT_TOOL = "the Website Analysis Tool";

export const siteReportFileName = (site: AnalysedSite) => `${site.id}-report.html`;
export const ALL_SITES_REPORT_FILE_NAME = "all-sites-report.html";

/**
 * The audit report of `sites` as one self-contained HTML file, made by the same code as the CLI's
 * `report.html`. That code loads here, on the first report asked for, and adds nothing to the
 * page's first load.
 */
export async function reportFile(
  fileName: string,
  title: string,
  sites: ReportSite[],
  generatedAt: number,
): Promise<DownloadFile> {
  const { renderReport } = await import("@keystone/site-audit/report");
  return {
    fileName,
    content: renderReport({ title, generatedAt, sites, tool: REPORT_TOOL }),
    type: HTML_TYPE,
  };
}
