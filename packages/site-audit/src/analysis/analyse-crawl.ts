import type { CrawledPage } from "../document";
import { auditPages } from "./audit-pages";
import type { CrawlAnalysis } from "./crawl-analysis";

export type { CrawlAnalysis, PageDigest } from "./crawl-analysis";

/**
 * The audit, the page digests and the inlinks of one crawl held in memory (the findings
 * worker's), with every check's default rules: `auditPages` over an array.
 */
export function analyseCrawl(
  pages: readonly CrawledPage[],
  startUrl: string,
): Promise<CrawlAnalysis> {
  return auditPages(pages, { startUrl, inlinks: true });
}
