import { Badge } from "@keystone/ui/components/badge";
import { useEffect } from "react";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import type { ChangeStatus } from "../insights-controller";
import { insightsSession } from "../insights-session";
import { useInsights } from "../use-insights";
import { ChangeView } from "./change-view";
import { CustomResults } from "./custom-results";
import { UnavailableChecks } from "./unavailable-checks";
import { SiteAuditView } from "./site-audit-view";
import { SiteTools } from "../../tools/components/site-tools";

interface SiteInsightsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
}

/** Per check, how many of its pages are new since the previous crawl, to mark its issue row. */
function newPagesPerCheck(change: ChangeStatus): Map<string, number> {
  const counts = new Map<string, number>();
  if (change.kind !== "diff") return counts;
  for (const issue of change.diff.new)
    counts.set(issue.checkId, (counts.get(issue.checkId) ?? 0) + 1);
  return counts;
}

/** A site's audit and what changed since its previous crawl, computed off the main thread. */
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
  const newPages = newPagesPerCheck(insight.change);
  return (
    <div className="grid gap-6" data-slot="site-insights">
      <SiteTools site={site} analysis={insight.analysis}>
        {(audit) => (
          <SiteAuditView
            site={site}
            audit={audit}
            badgeOf={(issue) => {
              const count = newPages.get(issue.id);
              return count === undefined ? undefined : <Badge variant="outline">New {count}</Badge>;
            }}
          />
        )}
      </SiteTools>
      {/* Issue 35: the checks this crawl could not run, and the custom queries' answers. */}
      <UnavailableChecks siteId={site.id} audit={insight.analysis.audit} sitemap={result.sitemap} />
      <CustomResults siteId={site.id} audit={insight.analysis.audit} />
      <ChangeView headingId={`${site.id}-changes`} change={insight.change} />
    </div>
  );
}
