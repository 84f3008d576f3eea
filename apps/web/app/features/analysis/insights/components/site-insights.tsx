import { Badge } from "@keystone/ui/components/badge";
import { useEffect, useMemo } from "react";
import type { SiteAudit } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import type { SiteCrawlResult } from "../../model/types";
import type { ChangeStatus } from "../insights-controller";
import { insightsSession } from "../insights-session";
import { useInsights } from "../use-insights";
import { categoryCounts } from "../charts/category-counts";
import { depthBuckets } from "../charts/depth-buckets";
import { HealthTrendSlot, SiteHistorySlot } from "../charts/history-slots";
import { CategoryBarsChart, DepthChart, StructureTree } from "../charts/lazy-charts";
import { structureTree } from "../charts/structure-tree";
import AuditFilters from "./audit-filters";
import { AuditListings } from "./audit-listings";
import { ChangeView } from "./change-view";
import { CustomResults } from "./custom-results";
import { UnavailableChecks } from "./unavailable-checks";
import { AuditHealth, AuditIssues } from "./site-audit-view";
import { SiteTools } from "../../tools/components/site-tools";

interface SiteInsightsProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  busy: boolean;
}

/** Per check, how many of its pages are new since the previous crawl, to mark its issue row. */
function newPagesPerCheck(change: ChangeStatus): Map<string, number> {
  const counts = new Map<string, number>();
  if (change.kind !== "diff") return counts;
  for (const issue of change.diff.new)
    counts.set(issue.checkId, (counts.get(issue.checkId) ?? 0) + 1);
  return counts;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The issues of the site per category, each bar stacked by severity (every issue, unfiltered). */
function CategorySection({ site, audit }: { site: AnalysedSite; audit: SiteAudit }) {
  const headingId = `${site.id}-categories`;
  const categories = useMemo(() => categoryCounts(audit), [audit]);
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-slot="site-categories">
      <h4 id={headingId} className="font-semibold">
        Issues by category
      </h4>
      <CategoryBarsChart
        title={`Issues of ${site.name} per category and severity`}
        series={[{ id: site.id, name: site.name, categories }]}
      />
    </section>
  );
}

/** The site's paths as a tree, and its pages per number of clicks from the start URL. */
function StructureSection({
  site,
  result,
  audit,
}: {
  site: AnalysedSite;
  result: SiteCrawlResult;
  audit: SiteAudit;
}) {
  const headingId = `${site.id}-structure`;
  const structure = useMemo(() => structureTree(result.data, audit), [result.data, audit]);
  const buckets = useMemo(() => depthBuckets(audit.listings.depths), [audit.listings.depths]);
  const left = [
    structure.otherHost > 0 && `${plural(structure.otherHost, "page")} on another host`,
    structure.noAddress > 0 && `${plural(structure.noAddress, "page")} without an address`,
  ].filter(Boolean);
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-slot="site-structure">
      <h4 id={headingId} className="font-semibold">
        Structure and depth
      </h4>
      <StructureTree
        title={`Pages of ${site.name} by path`}
        root={structure.root}
        initiallyExpandedDepth={1}
      />
      {left.length > 0 && (
        <p className="text-sm text-muted-foreground">Not in the tree: {left.join(", ")}.</p>
      )}
      <DepthChart title={`Pages of ${site.name} by clicks from the start URL`} buckets={buckets} />
    </section>
  );
}

/**
 * A site's audit in its tab, computed off the main thread, in the order the audit tools read:
 * health and its trend, issues by category, the issue groups under their filters, the changes
 * since the last crawl, the structure and depth, then the site's history.
 */
export default function SiteInsights({ site, result, busy }: SiteInsightsProps) {
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
      <SiteTools
        site={site}
        analysis={insight.analysis}
        after={(audit) => (
          <>
            <ChangeView headingId={`${site.id}-changes`} change={insight.change} />
            <StructureSection site={site} result={result} audit={audit} />
            <AuditListings idPrefix={site.id} listings={audit.listings} />
            <SiteHistorySlot site={site} busy={busy} />
          </>
        )}
      >
        {(audit) => (
          <>
            <AuditHealth site={site} audit={audit} trend={<HealthTrendSlot site={site} />} />
            <CategorySection site={site} audit={audit} />
            <AuditIssues
              site={site}
              audit={audit}
              // The filters sit with the issues they filter, inside the tab: above the tabs they
              // pushed everything down when the first findings arrived. They apply to every site.
              filters={<AuditFilters />}
              badgeOf={(issue) => {
                const count = newPages.get(issue.id);
                return count === undefined ? undefined : (
                  <Badge variant="outline">New {count}</Badge>
                );
              }}
            />
            {/* Issue 35: the checks this crawl could not run, and the custom queries' answers. */}
            <UnavailableChecks
              siteId={site.id}
              audit={insight.analysis.audit}
              sitemap={result.sitemap}
            />
            <CustomResults siteId={site.id} audit={insight.analysis.audit} />
          </>
        )}
      </SiteTools>
    </div>
  );
}
