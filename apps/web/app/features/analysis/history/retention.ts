import type { CrawlRecord } from "./crawl-record";

/** Crawls kept per site. */
export const CRAWLS_KEPT_PER_SITE = 10;
/** The whole history stays under this size; the oldest crawls go first. */
export const HISTORY_BYTES_CAP = 4 * 1024 * 1024;

/**
 * What retention needs of a stored crawl; the store reads these from an index, not the records.
 * Its id is the store's insertion order: the newest crawl is the one saved last, whatever the
 * clock said when it was dated (a record dated while the clock ran ahead would otherwise stay
 * the newest, and every later crawl would be compared with it).
 */
export type StoredCrawl = Pick<CrawlRecord, "siteId" | "bytes"> & { id: number };

/** The crawl saved last of those whose store ids are given. */
export function newestCrawlId(ids: readonly number[]): number | undefined {
  let newest: number | undefined;
  for (const id of ids) if (newest === undefined || id > newest) newest = id;
  return newest;
}

/** A record over the history's size cap by itself: saving it would leave the history over it. */
export class RecordTooLargeError extends Error {
  override readonly name = "RecordTooLargeError";
  constructor(bytes: number) {
    super(`A crawl of ${bytes} bytes does not fit in the history's ${HISTORY_BYTES_CAP} bytes`);
  }
}

/** Whether a record may be saved at all: one over the cap alone would leave the history over it. */
export function fitsHistory(record: Pick<CrawlRecord, "bytes">, bytesCap = HISTORY_BYTES_CAP) {
  return record.bytes <= bytesCap;
}

/**
 * Which stored crawls to delete: beyond the newest `perSite` of each site (newest by the order they
 * were saved in), then the oldest of all until the rest fits in `bytesCap`, the newest included
 * (the store refuses a record that does not fit alone, so that only happens to records saved
 * before it did).
 */
export function crawlsToDrop(
  records: readonly StoredCrawl[],
  perSite = CRAWLS_KEPT_PER_SITE,
  bytesCap = HISTORY_BYTES_CAP,
): number[] {
  const newestFirst = [...records].sort((a, b) => b.id - a.id);
  const keptPerSite = new Map<string, number>();
  const kept: StoredCrawl[] = [];
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
  for (let index = kept.length - 1; index >= 0 && total > bytesCap; index--) {
    const oldest = kept[index] as StoredCrawl;
    dropped.push(oldest.id);
    total -= oldest.bytes;
  }
  return dropped;
}
