import type { CrawlRecord } from "./crawl-record";

/** Crawls kept per site. */
export const CRAWLS_KEPT_PER_SITE = 10;
/** The whole history stays under this size; the oldest crawls go first. */
export const HISTORY_BYTES_CAP = 4 * 1024 * 1024;

type Stored = Pick<CrawlRecord, "siteId" | "crawledAt" | "bytes"> & { id: number };

/**
 * Which stored crawls to delete: beyond the newest `perSite` of each site, then the oldest of all
 * until the rest fits in `bytesCap`. The newest crawl is kept even when it alone is larger.
 */
export function crawlsToDrop(
  records: readonly Stored[],
  perSite = CRAWLS_KEPT_PER_SITE,
  bytesCap = HISTORY_BYTES_CAP,
): number[] {
  const newestFirst = [...records].sort((a, b) => b.crawledAt - a.crawledAt || b.id - a.id);
  const keptPerSite = new Map<string, number>();
  const kept: Stored[] = [];
  const dropped: number[] = [];
  for (const record of newestFirst) {
    const count = keptPerSite.get(record.siteId) ?? 0;
    if (count >= perSite) dropped.push(record.id);
    else {
      keptPerSite.set(record.siteId, count + 1);
      kept.push(record);
    }
  }
  let total = kept.reduce((sum, record) => sum + record.bytes, 0);
  for (let index = kept.length - 1; index > 0 && total > bytesCap; index--) {
    const oldest = kept[index] as Stored;
    dropped.push(oldest.id);
    total -= oldest.bytes;
  }
  return dropped;
}
