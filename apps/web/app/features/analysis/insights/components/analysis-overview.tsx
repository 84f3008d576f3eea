import { ConfirmAction } from "@keystone/ui/components/confirm-action";
import { useEffect } from "react";
import type { AnalysedSite } from "~/site.config";
import type { AnalysisState } from "../../model/analysis-state";
import { CRAWLS_KEPT_PER_SITE } from "../../history/retention";
import type { HistoryStatus } from "../insights-controller";
import { insightsSession } from "../insights-session";
import { useInsights } from "../use-insights";
import type { ComparedSite } from "../compared-site";
import { SiteComparison } from "./site-comparison";

interface AnalysisOverviewProps {
  sites: readonly AnalysedSite[];
  results: AnalysisState["results"];
  busy: boolean;
}

const historyNotices: Partial<Record<HistoryStatus, string>> = {
  unavailable:
    "History is off: this browser does not let the tool store data (private mode, or storage blocked). Findings still work.",
  full: "History is off: this browser's storage for the site is full. Findings still work.",
  blocked:
    "History is paused: an older version of this tool is open in another tab and holds the saved crawls. Close that tab and reload this page to keep history. Findings still work.",
};

/**
 * Below the site tabs: every finished crawl is analysed and filed here (even in a tab nobody
 * opened), the sites are compared once two have findings, and the history can be cleared.
 */
export default function AnalysisOverview({ sites, results, busy }: AnalysisOverviewProps) {
  const insights = useInsights();

  useEffect(() => {
    for (const site of sites) {
      const result = results[site.id];
      if (result) void insightsSession.observe(site, result);
    }
  }, [sites, results]);

  const crawled = sites.flatMap((site): ComparedSite[] => {
    // The session outlives a remounted page; only sites with a result on this page are compared.
    const result = results[site.id];
    const insight = result ? insights.sites[site.id] : undefined;
    return result && insight?.kind === "ready"
      ? [{ site, result, audit: insight.analysis.audit }]
      : [];
  });
  const notice = historyNotices[insights.history];

  return (
    <div className="grid gap-8">
      {crawled.length > 1 && <SiteComparison compared={crawled} />}
      <section aria-labelledby="crawl-history" className="grid gap-2">
        <h3 id="crawl-history" className="text-lg font-semibold">
          Crawl history
        </h3>
        <p className="text-sm text-muted-foreground">
          This browser keeps the last {CRAWLS_KEPT_PER_SITE} crawls of each site (addresses, titles
          and issues, never the key) to show what changed.
        </p>
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {notice ?? (insights.cleared ? "History cleared." : "")}
        </p>
        {insights.history !== "unavailable" && insights.history !== "blocked" && (
          <ConfirmAction
            label="Clear history"
            question="Delete every saved crawl of every site?"
            confirmLabel="Delete history"
            cancelLabel="Keep history"
            disabled={busy}
            onConfirm={() => {
              void insightsSession.clearHistory();
            }}
          />
        )}
      </section>
    </div>
  );
}
