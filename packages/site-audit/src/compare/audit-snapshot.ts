import type { CrawlAnalysis, PageDigest } from "../analysis/crawl-analysis";
import { QUOTED_TEXT_CHARS, clipText } from "../text/clip-text";
import type { CategoryId, HealthScore, Severity } from "../types";

/** Characters kept of a crawled URL: far past any real address, short of a hostile one. */
export const URL_CHARS_KEPT = 1024;
/** Items kept per issue; a 100-page crawl has at most 100 per page check, more per link check. */
export const ITEMS_KEPT_PER_ISSUE = 100;
/**
 * Items kept over all the issues of one snapshot, the most severe issues first: 57 checks of 100
 * items of hostile-length addresses would not fit in the browser history's cap.
 */
export const ITEMS_KEPT_PER_RECORD = 1500;

/** One occurrence of an issue as kept. */
export interface RecordedItem {
  url: string;
  detail: string;
  target?: string;
}

/** An item as records of catalogue version 1 kept it. */
export interface LegacyRecordedItem {
  url: string;
  note: string;
}

/** An issue as kept: its first items, and how many it had. */
export interface RecordedIssue {
  id: string;
  label: string;
  /** Absent from records of catalogue version 1 (see LEGACY_CHECKS). */
  severity?: Severity;
  category?: CategoryId;
  items: (RecordedItem | LegacyRecordedItem)[];
  /**
   * Items the issue had: more than `items` holds when it was cut to the cap. Absent from records
   * saved before issues were cut, which kept every item.
   */
  total?: number;
}

/** A page as kept; records saved before the audit have no description, status or H1. */
export type RecordedPage = Omit<PageDigest, "description" | "status" | "h1"> &
  Partial<Pick<PageDigest, "description" | "status" | "h1">>;

/**
 * One finished audit as it is kept for a later comparison (the browser's history, a CLI
 * baseline): when, which pages with a digest of their content, and which issues it found. Never
 * the pages' content. Every text in it is crawled and cut to a bounded length, and each issue to
 * its first items, so that its size follows from its page count and not from what a page chose
 * to declare.
 */
export interface AuditSnapshot {
  /** When the crawl finished, in ms since the epoch. */
  crawledAt: number;
  /** The catalogue that audited it; absent from records of version 1. */
  catalogueVersion?: number;
  /** Every check that ran (those that found nothing too); absent from records of version 1. */
  checks?: { id: string; label: string }[];
  pages: RecordedPage[];
  issues: RecordedIssue[];
  /**
   * The audit's own health score, counted before any item was cut. Absent from records saved
   * before it was kept: a history estimates it from the items kept (and says so).
   */
  health?: HealthScore;
  /** The audit's own counts per severity (every item, kept or not); absent like `health`. */
  counts?: Record<Severity, number>;
}

/** How much of an audit a snapshot keeps. */
export interface SnapshotLimits {
  itemsPerIssue: number;
  itemsPerSnapshot: number;
}

const clipUrl = (url: string) => clipText(url, URL_CHARS_KEPT);

/** The snapshot of one crawl's analysis, cut to `limits` (the history's by default). */
export function toAuditSnapshot(
  crawledAt: number,
  analysis: CrawlAnalysis,
  limits: SnapshotLimits = {
    itemsPerIssue: ITEMS_KEPT_PER_ISSUE,
    itemsPerSnapshot: ITEMS_KEPT_PER_RECORD,
  },
): AuditSnapshot {
  let budget = limits.itemsPerSnapshot;
  return {
    crawledAt,
    catalogueVersion: analysis.audit.catalogueVersion,
    checks: analysis.audit.checks.map(({ id, label }) => ({ id, label })),
    pages: analysis.pages.map((page) => ({
      key: clipUrl(page.key),
      url: clipUrl(page.url),
      title: clipText(page.title, QUOTED_TEXT_CHARS),
      description: clipText(page.description, QUOTED_TEXT_CHARS),
      status: page.status,
      h1: clipText(page.h1, QUOTED_TEXT_CHARS),
      hash: page.hash,
    })),
    // The audit's issues come most severe first, so a cut falls on notices.
    issues: analysis.audit.issues.map(({ id, label, severity, category, items, total }) => {
      const kept = items.slice(0, Math.min(limits.itemsPerIssue, budget));
      budget -= kept.length;
      return {
        id,
        label,
        severity,
        category,
        items: kept.map(({ url, detail, target }) => ({
          url: clipUrl(url),
          detail: clipText(detail, QUOTED_TEXT_CHARS),
          ...(target === undefined ? {} : { target: clipUrl(target) }),
        })),
        // The audit's own total: its items may already be capped (`../audit-caps`).
        total,
      };
    }),
    health: { ...analysis.audit.health },
    counts: { ...analysis.audit.counts },
  };
}
