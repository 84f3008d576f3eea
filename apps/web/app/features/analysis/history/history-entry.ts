import type { SiteId } from "../model/types";
import { type ReadCrawlRecord, readCrawlRecord } from "./read-crawl-record";

/** One kept crawl of a site as the history lists it: its store id and what could be read of it. */
export interface HistoryEntry {
  /** The store's insertion id: a higher id was saved later, whatever its date says. */
  id: number;
  read: ReadCrawlRecord;
  /** When it was dated, where even a record that does not read has a date. */
  crawledAt?: number;
}

/**
 * The kept crawls of a site, newest first by the order they were saved in (the store's ids), not
 * by their dates: a crawl dated while the clock ran ahead, or after it was set back, keeps its
 * place. Each is read (checked) on its own, so that one damaged or foreign record is listed with
 * its problem and never hides the others.
 */
export function historyEntries(
  stored: readonly { id: number; value: unknown }[],
  siteId: SiteId,
): HistoryEntry[] {
  return stored
    .map(({ id, value }): HistoryEntry => {
      const read = readCrawlRecord(value, siteId);
      const crawledAt = read.ok ? read.record.crawledAt : datedAt(value);
      return {
        id,
        read: read.ok ? { ok: true, record: { ...read.record, id } } : read,
        ...(crawledAt === undefined ? {} : { crawledAt }),
      };
    })
    .sort((a, b) => b.id - a.id);
}

function datedAt(value: unknown): number | undefined {
  if (typeof value !== "object" || value === null || !("crawledAt" in value)) return undefined;
  const { crawledAt } = value;
  return typeof crawledAt === "number" && Number.isFinite(crawledAt) ? crawledAt : undefined;
}
