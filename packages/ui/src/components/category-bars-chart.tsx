import { barsLayout, type BarRowInput } from "./charts/bars-layout";
import { ChartFrame } from "./charts/chart-frame";
import { type SeverityTally, tallyOf, totalOf } from "./charts/figures";
import { HorizontalBars } from "./charts/horizontal-bars";
import { useChartWidth } from "./charts/use-chart-width";
import { DataTable } from "./data-table";

export interface SeverityCounts3 {
  error: number;
  warning: number;
  notice: number;
}

export interface CategoryBarsSeries {
  id: string;
  name: string;
  categories: readonly { id: string; label: string; counts: SeverityCounts3 }[];
}

export interface CategoryBarsChartProps {
  title: string;
  /** One for a site; three for the sites side by side. */
  series: readonly CategoryBarsSeries[];
  className?: string;
}

interface CategoryRow {
  id: string;
  label: string;
  /** One entry per series, in the series' order: zero counts where a site lacks the category. */
  counts: SeverityTally[];
}

/**
 * The categories of every series, in the order they first appear: a site whose crawl has no
 * issue of a category still gets its (empty) bar beside the others.
 */
export function categoryRows(series: readonly CategoryBarsSeries[]): CategoryRow[] {
  const rows = new Map<string, CategoryRow>();
  const none = (): SeverityTally => ({ error: 0, warning: 0, notice: 0 });
  series.forEach((one, seriesIndex) => {
    for (const category of one.categories) {
      let row = rows.get(category.id);
      if (!row) {
        row = { id: category.id, label: category.label, counts: series.map(none) };
        rows.set(category.id, row);
      }
      const counts = tallyOf(category.counts);
      const sum = row.counts[seriesIndex] ?? none();
      row.counts[seriesIndex] = {
        error: sum.error + counts.error,
        warning: sum.warning + counts.warning,
        notice: sum.notice + counts.notice,
      };
    }
  });
  return Array.from(rows.values());
}

/**
 * Issues per category as bars stacked by severity. With several series (the sites of a
 * comparison) each category is a heading over one bar per site, so that the sites read side by
 * side on a phone as on a desktop.
 */
export function CategoryBarsChart({ title, series, className }: CategoryBarsChartProps) {
  const [boxRef, width] = useChartWidth<HTMLDivElement>();
  const rows = categoryRows(series);
  const several = series.length > 1;
  const inputs: BarRowInput[] = rows.flatMap((row): BarRowInput[] => {
    const bars = series.map((one, index): BarRowInput => {
      const counts = row.counts[index] ?? { error: 0, warning: 0, notice: 0 };
      return {
        kind: "bar",
        key: `${row.id}\u0000${one.id}`,
        label: several ? one.name : row.label,
        total: totalOf(counts),
        counts,
      };
    });
    return several ? [{ kind: "heading", key: row.id, label: row.label }, ...bars] : bars;
  });
  const layout = barsLayout(inputs, width);
  const columns = [
    { key: "category", header: "Category" },
    ...(several ? [{ key: "site", header: "Site" }] : []),
    { key: "error", header: "Errors", numeric: true },
    { key: "warning", header: "Warnings", numeric: true },
    { key: "notice", header: "Notices", numeric: true },
    { key: "total", header: "Total", numeric: true },
  ];
  return (
    <ChartFrame
      slot="category-bars-chart"
      title={title}
      className={className}
      empty={rows.length === 0 ? "No issues found" : undefined}
      legend
      tableLabel="Show the categories as a table"
      table={
        <DataTable
          caption={`${title}: issues per category and severity`}
          columns={columns}
          rows={rows.flatMap((row) =>
            series.map((one, index) => {
              const counts = row.counts[index] ?? { error: 0, warning: 0, notice: 0 };
              return {
                category: row.label,
                ...(several ? { site: one.name } : {}),
                ...counts,
                total: totalOf(counts),
              };
            }),
          )}
        />
      }
    >
      <div ref={boxRef} className="w-full">
        <HorizontalBars layout={layout} slot="category-bars-chart-bar" />
      </div>
    </ChartFrame>
  );
}
