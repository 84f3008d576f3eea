import { DataTable } from "@keystone/ui/components/data-table";
import { HealthScore } from "@keystone/ui/components/health-score";
import { CATEGORIES, HEALTH_FORMULA, SEVERITIES } from "@keystone/site-audit/vocabulary";
import { useAuditFilter } from "../../hooks/use-audit-filter";
import { isFiltering, passesFilter } from "../../model/audit-filter";
import type { ComparedSite } from "../compared-site";
import { itemCount } from "../item-count";
import { AllSitesDownloads } from "./all-sites-downloads";
import { comparisonSeries } from "../charts/category-counts";
import { CategoryBarsChart } from "../charts/lazy-charts";

const severityRows = { error: "Errors", warning: "Warnings", notice: "Notices" } as const;

/** The three sites side by side: health, then issues per severity and per category, filtered. */
export function SiteComparison({ compared }: { compared: readonly ComparedSite[] }) {
  const filter = useAuditFilter();
  const shown = compared.map(({ site, audit }) => ({
    site,
    audit,
    issues: audit.issues.filter((issue) => passesFilter(filter, issue)),
  }));
  type Shown = (typeof shown)[number];
  const columns = [
    { key: "measure", header: "Measure" },
    ...shown.map(({ site }) => ({ key: site.id, header: site.name, numeric: true })),
  ];
  const row = (measure: string, value: (entry: Shown) => number) => ({
    measure,
    ...Object.fromEntries(shown.map((entry) => [entry.site.id, value(entry)])),
  });
  const items = (entry: Shown, keep: (issue: Shown["issues"][number]) => boolean) =>
    entry.issues.filter(keep).reduce((sum, issue) => sum + itemCount(issue), 0);
  const severities = SEVERITIES.filter(
    (severity) => filter.severities.length === 0 || filter.severities.includes(severity),
  );
  const categories = CATEGORIES.filter(
    (category) => filter.categories.length === 0 || filter.categories.includes(category.id),
  );
  const rows = [
    row("Health score", ({ audit }) => audit.health.score),
    row("Pages", ({ audit }) => audit.pageCount),
    ...severities.map((severity) =>
      row(severityRows[severity], (entry) => items(entry, (issue) => issue.severity === severity)),
    ),
    ...categories.map((category) =>
      row(category.label, (entry) => items(entry, (issue) => issue.category === category.id)),
    ),
    row("All issues shown", (entry) => items(entry, () => true)),
  ];
  return (
    <section aria-labelledby="sites-comparison" className="grid gap-4" data-slot="site-comparison">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="sites-comparison" className="text-lg font-semibold">
          Comparison of the sites
        </h3>
        <AllSitesDownloads compared={compared} />
      </div>
      <div className="grid gap-6 sm:grid-cols-3">
        {compared.map(({ site, audit }) => (
          <HealthScore
            key={site.id}
            size="sm"
            score={audit.health.score}
            label={`Health score of ${site.name}`}
            formula={`${audit.health.pages - audit.health.pagesWithErrors} of ${audit.health.pages} pages without an error.`}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {HEALTH_FORMULA}. Issues are counted per page (and per link for the link checks)
        {isFiltering(filter) ? ", of the chosen severities and categories only." : "."}
      </p>
      <DataTable
        caption="Issues per severity and category of each crawled site"
        columns={columns}
        rows={rows}
      />
      {/* Each category's bars of the three sites side by side, stacked by severity, filtered. */}
      <CategoryBarsChart
        title="Issues shown per site, by category and severity"
        series={comparisonSeries(
          shown.map(({ site, issues }) => ({ id: site.id, name: site.name, issues })),
        )}
      />
    </section>
  );
}
