import { lazy, Suspense, useMemo } from "react";
import type { AnalysedSite } from "~/site.config";
import { trendPoints } from "./trend-points";
import { setHistoryChoice, useHistoryChoice } from "./use-history-choice";
import { useSiteHistory } from "./use-site-history";

// The chart's code (and its d3 modules) loads with the first site that has kept crawls to draw.
const HealthTrendChart = lazy(() =>
  import("@keystone/ui/components/health-trend-chart").then((chart) => ({
    default: chart.HealthTrendChart,
  })),
);

/**
 * The health score of each kept crawl of the site, oldest first in the order they were saved,
 * with its counts per severity; a point opens its crawl in the History section.
 */
export default function SiteHealthTrend({ site }: { site: AnalysedSite }) {
  const { state } = useSiteHistory(site.id);
  const [choice] = useHistoryChoice(site.id);
  const openedId = choice.kind === "open" ? choice.id : undefined;
  const entries = state.kind === "ready" ? state.entries : undefined;
  const points = useMemo(
    () => (entries ? trendPoints(entries, openedId) : []),
    [entries, openedId],
  );
  if (points.length === 0) return null;
  const estimated = points.some((point) => point.label?.includes("estimated"));
  return (
    <section
      aria-label={`Health of ${site.name} over time`}
      data-slot="site-health-trend"
      className="grid gap-2"
    >
      <Suspense fallback={null}>
        <HealthTrendChart
          title={`Health score of ${site.name}, crawl by crawl`}
          points={points}
          {...(openedId === undefined ? {} : { selectedId: String(openedId) })}
          onOpen={(id) => setHistoryChoice(site.id, { kind: "open", id: Number(id) })}
        />
      </Suspense>
      {estimated && (
        <p className="text-sm text-muted-foreground">
          Scores marked estimated are of crawls saved before the score itself was kept: they count
          the first pages kept of each issue.
        </p>
      )}
    </section>
  );
}

export { SiteHealthTrend };
