import { type CrawlDiff, diffCrawls } from "@keystone/site-audit/compare";
import type { Severity } from "@keystone/site-audit/vocabulary";
import type { CrawlRecord } from "../history/crawl-record";
import type { HistoryEntry } from "../history/history-entry";
import { savedAuditOf, savedAuditSummary } from "../saved/saved-audit";

/** A kept crawl's line in the History section and its point on the trend. */
export interface CrawlSummary {
  crawledAt: number;
  pages: number;
  score: number;
  counts: Record<Severity, number>;
  /**
   * The record predates the kept score and counts (or they did not read): they are estimated from
   * the issues' first items it kept, and may be higher than the audit's own.
   */
  estimated: boolean;
}

/** The audit's own score and counts where the record kept them, else the saved audit's estimate. */
export function crawlSummary(record: CrawlRecord): CrawlSummary {
  // Severities come from the record or, for catalogue version 1, from its seven checks by id:
  // no catalogue is needed for the score, so the list never loads the audit's engine.
  const { crawledAt, pages, counts } = savedAuditSummary(record);
  const health = record.health ?? savedAuditOf(record, []).audit.health;
  return {
    crawledAt,
    pages,
    score: health.score,
    counts,
    estimated: record.health === undefined || record.counts === undefined,
  };
}

/** The kept crawls that read, oldest first in the order they were saved. */
export function readableOldestFirst(entries: readonly HistoryEntry[]) {
  return entries
    .flatMap((entry) => (entry.read.ok ? [{ id: entry.id, record: entry.read.record }] : []))
    .sort((a, b) => a.id - b.id);
}

/** What comparing two kept crawls gives: the diff, or why there is none. */
export type KeptComparison =
  | { kind: "diff"; diff: CrawlDiff }
  | { kind: "missing" }
  | { kind: "not-comparable"; problem: string };

/**
 * The diff from the crawl saved first of the two to the one saved after it. Records of other
 * catalogue versions compare on the checks both ran, the others listed in `notCompared`.
 */
export function compareKept(
  entries: readonly HistoryEntry[],
  older: number,
  newer: number,
): KeptComparison {
  const readOf = (id: number) => entries.find((entry) => entry.id === id)?.read;
  const from = readOf(older);
  const to = readOf(newer);
  if (!from || !to) return { kind: "missing" };
  if (!from.ok) return { kind: "not-comparable", problem: from.problem };
  if (!to.ok) return { kind: "not-comparable", problem: to.problem };
  try {
    return { kind: "diff", diff: diffCrawls(from.record, to.record) };
  } catch (error) {
    return {
      kind: "not-comparable",
      problem: error instanceof Error ? error.message : String(error),
    };
  }
}
