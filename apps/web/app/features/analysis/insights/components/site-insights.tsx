import { useEffect } from "react";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import { insightsSession } from "../insights-session";
import { useInsights } from "../use-insights";
import { ChangeView } from "./change-view";
import { FindingsView } from "./findings-view";

interface SiteInsightsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
}

/** A site's findings and what changed since its previous crawl, computed off the main thread. */
export default function SiteInsights({ site, result }: SiteInsightsProps) {
  const insight = useInsights().sites[site.id];
  useEffect(() => {
    void insightsSession.observe(site, result);
  }, [site, result]);

  if (!insight || insight.kind === "analysing") {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Analysing the crawl...
      </p>
    );
  }
  if (insight.kind === "failed") {
    return (
      <p role="status" className="text-sm text-destructive">
        The findings could not be computed: {insight.message}
      </p>
    );
  }
  return (
    <div className="grid gap-6" data-slot="site-insights">
      <FindingsView idPrefix={site.id} findings={insight.analysis.findings} />
      <ChangeView headingId={`${site.id}-changes`} change={insight.change} />
    </div>
  );
}
