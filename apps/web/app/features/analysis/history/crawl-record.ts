import type { CrawlAnalysis, PageDigest } from "../insights/analyse-crawl";
import type { FindingItem, IssueId } from "../insights/findings";
import type { SiteId } from "../model/types";

/**
 * One finished crawl as the browser keeps it: when, which pages with a digest of their content, and
 * which issues it found. Never the pages' content, never the key.
 */
export interface CrawlRecord {
  /** Set by the store. */
  id?: number;
  siteId: SiteId;
  /** When the crawl finished, in ms since the epoch. */
  crawledAt: number;
  pages: PageDigest[];
  issues: { id: IssueId; label: string; items: FindingItem[] }[];
  /** Approximate size of the record, for the store's size cap. */
  bytes: number;
}

export function toCrawlRecord(
  siteId: SiteId,
  crawledAt: number,
  analysis: CrawlAnalysis,
): CrawlRecord {
  const record = {
    siteId,
    crawledAt,
    pages: analysis.pages,
    issues: analysis.findings.issues.map(({ id, label, items }) => ({ id, label, items })),
  };
  return { ...record, bytes: JSON.stringify(record).length * 2 };
}
