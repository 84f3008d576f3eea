import { type ComponentType, Suspense } from "react";
import type { AnalysedSite } from "~/site.config";

/*
 * MERGE SLOT (issue 36, branch h-history): the history helper writes `SiteHealthTrend({ site })`
 * and `SiteHistory({ site, busy })` in `../../history-view/`, absent from this branch. At merge the
 * lead sets the two entries below, and the site's tab draws them where they belong:
 *
 *   SiteHealthTrend: lazy(() =>
 *     import("../../history-view/site-health-trend").then((m) => ({ default: m.SiteHealthTrend }))),
 *   SiteHistory: lazy(() =>
 *     import("../../history-view/site-history").then((m) => ({ default: m.SiteHistory }))),
 *
 * (`lazy` from "react"; with a default export, `lazy(() => import(...))` alone.) Until then the
 * slots draw nothing, and the tab reads as it will without them.
 */
interface HistoryViews {
  SiteHealthTrend?: ComponentType<{ site: AnalysedSite }>;
  SiteHistory?: ComponentType<{ site: AnalysedSite; busy: boolean }>;
}

const historyViews: HistoryViews = {};

/** Beside the health score: the score of each kept crawl of the site, over time. */
export function HealthTrendSlot({ site }: { site: AnalysedSite }) {
  const { SiteHealthTrend } = historyViews;
  if (!SiteHealthTrend) return null;
  return (
    <Suspense fallback={null}>
      <SiteHealthTrend site={site} />
    </Suspense>
  );
}

/** After the structure: every kept crawl of the site, to open, compare or delete. */
export function SiteHistorySlot({ site, busy }: { site: AnalysedSite; busy: boolean }) {
  const { SiteHistory } = historyViews;
  if (!SiteHistory) return null;
  return (
    <Suspense fallback={null}>
      <SiteHistory site={site} busy={busy} />
    </Suspense>
  );
}
