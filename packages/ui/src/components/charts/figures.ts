/**
 * Figures handed to a chart come from stored crawls, some written by older versions of the tool:
 * a count that is missing, negative or not a number draws as 0 and a score outside 0..100 is
 * clamped, so that no chart ever computes a `NaN` coordinate or prints "NaN".
 */

/** A count of pages or issues: a whole number from 0 up. */
export function countOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/** A health score from 0 to 100, or `undefined` when the crawl has none that is a number. */
export function scoreOf(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.round(Math.min(Math.max(value, 0), 100));
}

/** The severities most severe first: the order of the legends, the tables and the stacks. */
export const severities = ["error", "warning", "notice"] as const;
export type ChartSeverity = (typeof severities)[number];
export type SeverityTally = Record<ChartSeverity, number>;

export const severityWords: Record<ChartSeverity, { one: string; many: string }> = {
  error: { one: "error", many: "errors" },
  warning: { one: "warning", many: "warnings" },
  notice: { one: "notice", many: "notices" },
};

/** "1 error", "3 errors". */
export function severityCountText(severity: ChartSeverity, count: number): string {
  const words = severityWords[severity];
  return `${count} ${count === 1 ? words.one : words.many}`;
}

/** The same counts with every value made a count (see `countOf`). */
export function tallyOf(counts: SeverityTally): SeverityTally {
  return {
    error: countOf(counts.error),
    warning: countOf(counts.warning),
    notice: countOf(counts.notice),
  };
}

export function totalOf(counts: SeverityTally): number {
  return counts.error + counts.warning + counts.notice;
}

/** "3 errors, 12 warnings, 27 notices": what a point's label and a table's row say. */
export function countsInWords(counts: SeverityTally): string {
  return severities.map((severity) => severityCountText(severity, counts[severity])).join(", ");
}

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const timeFormat = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

/** "29 Nov 2026, 14:05" (as the saved crawls say it), or "Unknown date" for a broken clock. */
export function dateTimeText(time: number): string {
  return Number.isFinite(time) ? dateTimeFormat.format(time) : "Unknown date";
}

/**
 * The axis's short labels: "29 Nov" per crawl, or "14:05" when every crawl fell on one day (where
 * the day alone would repeat one label).
 */
export function axisDateTexts(times: readonly number[]): string[] {
  const days = new Set(times.filter(Number.isFinite).map((time) => dayFormat.format(time)));
  const format = days.size === 1 ? timeFormat : dayFormat;
  return times.map((time) => (Number.isFinite(time) ? format.format(time) : "?"));
}
