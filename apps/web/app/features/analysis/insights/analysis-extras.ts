import type { SiteCrawlResult } from "../model/types";
import { toAuditCustom } from "./audit-custom";
import type { AnalysisExtras } from "./audit-options";

/** What a result was crawled with that its audit needs: the sitemap it got, its custom queries. */
export function analysisExtrasOf(result: SiteCrawlResult): AnalysisExtras {
  const sitemap = result.sitemap && "urls" in result.sitemap ? result.sitemap.urls : undefined;
  return {
    ...(sitemap ? { sitemap } : {}),
    ...(result.custom ? { custom: toAuditCustom(result.custom) } : {}),
  };
}
