import { LEGACY_CHECKS } from "@keystone/site-audit/compare";
import type {
  AuditItem,
  CategoryId,
  CheckMeta,
  HealthScore,
  IssueGroup,
  Severity,
  SiteAudit,
} from "@keystone/site-audit/vocabulary";
import type { CrawlRecord } from "../history/crawl-record";

/** What a saved audit shows: what the view of a crawl's audit needs, read from a history record. */
export type SavedAuditShown = Pick<
  SiteAudit,
  "catalogueVersion" | "pageCount" | "health" | "counts" | "issues" | "checksRun" | "checks"
>;

export interface SavedAudit {
  crawledAt: number;
  audit: SavedAuditShown;
  /**
   * An error-level issue had more pages than the record kept (its first 100): the health score
   * counts the pages kept, so the true one may be lower.
   */
  healthFromKeptPages: boolean;
  /** Issues of checks that neither this catalogue nor the first one knows: not shown. */
  unknownChecks: number;
}

/** Counts per severity and pages of a saved audit, for its line in the list: no catalogue needed. */
export interface SavedAuditSummary {
  crawledAt: number;
  pages: number;
  counts: Record<Severity, number>;
}

const legacy = new Map(LEGACY_CHECKS.map((check) => [check.id, check]));

/** The items as the views read them: records of catalogue version 1 kept a note, not a detail. */
function itemsOf(issue: CrawlRecord["issues"][number]): AuditItem[] {
  return issue.items.map((item) =>
    "note" in item
      ? { url: item.url, detail: item.note }
      : { url: item.url, detail: item.detail, ...(item.target ? { target: item.target } : {}) },
  );
}

function severityAndCategory(
  issue: CrawlRecord["issues"][number],
  meta: CheckMeta | undefined,
): { severity: Severity; category: CategoryId } | undefined {
  const known = meta ?? legacy.get(issue.id);
  const severity = issue.severity ?? known?.severity;
  const category = issue.category ?? known?.category;
  return severity && category ? { severity, category } : undefined;
}

function countsOf(issues: readonly { severity: Severity; total: number }[]) {
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  for (const issue of issues) counts[issue.severity] += issue.total;
  return counts;
}

export function savedAuditSummary(record: CrawlRecord): SavedAuditSummary {
  const issues = record.issues.flatMap((issue) => {
    const judged = severityAndCategory(issue, undefined);
    return judged ? [{ severity: judged.severity, total: issue.total ?? issue.items.length }] : [];
  });
  return {
    crawledAt: record.crawledAt,
    pages: record.health?.pages ?? record.pages.length,
    // The audit's own counts where the record kept them (issue 36), else those of its issues.
    counts: record.counts ?? countsOf(issues),
  };
}

/**
 * A history record as the audit's views show it. The record keeps each issue's label, severity,
 * category, first items and total, never why it matters or how to fix it: those come from
 * `catalogue` (today's checks, the same ids). Records of every earlier version read: catalogue
 * version 1 (no severity or category, items with a note: its seven checks are known by id), no
 * totals (every item was kept), no list of the checks that ran (its seven did). The health score and
 * the counts are the audit's own where the record kept them (issue 36), else estimated from the
 * items kept.
 */
export function savedAuditOf(record: CrawlRecord, catalogue: readonly CheckMeta[]): SavedAudit {
  const metaOf = new Map(catalogue.map((check) => [check.id, check]));
  const issues: IssueGroup[] = [];
  let unknownChecks = 0;
  for (const issue of record.issues) {
    const meta = metaOf.get(issue.id);
    const judged = severityAndCategory(issue, meta);
    if (!judged) {
      unknownChecks += 1;
      continue;
    }
    const items = itemsOf(issue);
    issues.push({
      id: issue.id,
      label: issue.label,
      ...judged,
      why: meta?.why ?? "This check is no longer in the audit; the saved audit names it as it was.",
      how: meta?.how ?? "Crawl the site again to see it judged by today's checks.",
      source: meta?.source ?? "",
      items,
      total: issue.total ?? items.length,
    });
  }
  const pagesWithErrors = new Set<string>();
  let healthFromKeptPages = false;
  for (const issue of issues) {
    if (issue.severity !== "error") continue;
    if (issue.total > issue.items.length) healthFromKeptPages = true;
    for (const item of issue.items) pagesWithErrors.add(item.url);
  }
  const pages = record.pages.length;
  const withErrors = record.pages.filter((page) => pagesWithErrors.has(page.url)).length;
  // The audit's own score where the record kept it (issue 36): it counts every page.
  const health: HealthScore = record.health ?? {
    score: pages === 0 ? 100 : Math.round((100 * (pages - withErrors)) / pages),
    pages,
    pagesWithErrors: withErrors,
  };
  const checks = record.checks ?? LEGACY_CHECKS.map(({ id, label }) => ({ id, label }));
  return {
    crawledAt: record.crawledAt,
    audit: {
      catalogueVersion: record.catalogueVersion ?? 1,
      pageCount: pages,
      health,
      counts: record.counts ?? countsOf(issues),
      issues,
      checksRun: checks.length,
      checks,
    },
    // Only an estimate can miss pages past the items kept.
    healthFromKeptPages: record.health === undefined && healthFromKeptPages,
    unknownChecks,
  };
}

/**
 * "29 Nov 2026, 14:05" (with `seconds`, "29 Nov 2026, 14:05:09": the History section tells apart two
 * crawls of one site a minute apart), in the browser's time zone unless one is given.
 */
export function savedOnText(
  crawledAt: number,
  { timeZone, seconds = false }: { timeZone?: string; seconds?: boolean } = {},
): string {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: seconds ? "medium" : "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(crawledAt);
}
