import {
  type AuditSnapshot,
  type CrawlAnalysis,
  toAuditSnapshot,
} from "@keystone/site-audit/compare";
import type { SiteId } from "../model/types";

/**
 * One finished crawl as the browser keeps it: the audit's snapshot (pages with a digest of their
 * content, issues cut to their first items, every crawled text clipped) under its site. Never the
 * pages' content, never the key.
 */
export interface CrawlRecord extends AuditSnapshot {
  /** Set by the store. */
  id?: number;
  siteId: SiteId;
  /** Approximate size of the record (UTF-16), for the store's size cap. */
  bytes: number;
}

export function toCrawlRecord(
  siteId: SiteId,
  crawledAt: number,
  analysis: CrawlAnalysis,
): CrawlRecord {
  const record = { siteId, ...toAuditSnapshot(crawledAt, analysis) };
  return { ...record, bytes: JSON.stringify(record).length * 2 };
}
