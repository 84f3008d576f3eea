import { lazy, Suspense } from "react";
import type { AnalysedSite } from "~/site.config";

/** The site's kept crawls, read from the browser's history: their code loads with the tab's. */
const SiteHealthTrend = lazy(() =>
  import("../../history-view/site-health-trend").then((module) => ({
    default: module.SiteHealthTrend,
  })),
);
const SiteHistory = lazy(() =>
  import("../../history-view/site-history").then((module) => ({ default: module.SiteHistory })),
);

/** Beside the health score: the score of each kept crawl of the site, over time. */
export function HealthTrendSlot({ site }: { site: AnalysedSite }) {
  return (
    <Suspense fallback={null}>
      <SiteHealthTrend site={site} />
    </Suspense>
  );
}

/** After the structure: every kept crawl of the site, to open, compare or delete. */
export function SiteHistorySlot({ site, busy }: { site: AnalysedSite; busy: boolean }) {
  return (
    <Suspense fallback={null}>
      <SiteHistory site={site} busy={busy} />
    </Suspense>
  );
}
