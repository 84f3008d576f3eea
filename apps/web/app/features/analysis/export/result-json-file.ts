import type { AnalysedSite } from "~/site.config";
import { downloadContent, downloadFileName } from "../model/format-result";
import type { SiteCrawlResult } from "../model/types";
import { type DownloadFile, JSON_TYPE } from "./download-file";

/** The site's whole crawl result as JSON, every page included (its raw HTML when asked). */
export function resultJsonFile(
  site: AnalysedSite,
  result: SiteCrawlResult,
  includeRawHtml = false,
): DownloadFile {
  return {
    fileName: downloadFileName(site),
    content: downloadContent(site, result, { includeRawHtml }),
    type: JSON_TYPE,
  };
}
