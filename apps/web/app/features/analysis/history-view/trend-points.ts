import type { Severity } from "@keystone/site-audit/vocabulary";
import type { HistoryEntry } from "../history/history-entry";
import { crawlSummary, readableOldestFirst } from "./kept-crawl";

/**
 * A point of the health trend, as `@keystone/ui/components/health-trend-chart` takes it (its
 * `HealthTrendPoint`), written out here so that this module and its tests need not load the chart.
 */
export interface TrendPoint {
  id: string;
  time: number;
  score: number;
  counts: Record<Severity, number>;
  pages: number;
  label?: string;
}

/**
 * The site's kept crawls that read, oldest first in the order they were saved (a clock that moved
 * backwards leaves them in that order): the newest labelled "latest", the opened one "opened".
 */
export function trendPoints(entries: readonly HistoryEntry[], openedId?: number): TrendPoint[] {
  const kept = readableOldestFirst(entries);
  const newest = kept.at(-1)?.id;
  return kept.map(({ id, record }) => {
    const summary = crawlSummary(record);
    const labels = [
      ...(id === newest ? ["latest"] : []),
      ...(id === openedId ? ["opened"] : []),
      ...(summary.estimated ? ["estimated"] : []),
    ];
    return {
      id: String(id),
      time: summary.crawledAt,
      score: summary.score,
      counts: summary.counts,
      pages: summary.pages,
      ...(labels.length > 0 ? { label: labels.join(", ") } : {}),
    };
  });
}
