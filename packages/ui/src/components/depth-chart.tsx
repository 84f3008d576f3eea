import { barsLayout } from "./charts/bars-layout";
import { ChartFrame } from "./charts/chart-frame";
import { countOf } from "./charts/figures";
import { HorizontalBars } from "./charts/horizontal-bars";
import { useChartWidth } from "./charts/use-chart-width";
import { DataTable } from "./data-table";

export interface DepthBucket {
  id: string;
  /** e.g. "0 (start URL)", "1", "5+", "Not reached". */
  label: string;
  pages: number;
}

export interface DepthChartProps {
  title: string;
  buckets: readonly DepthBucket[];
  className?: string;
}

const columns = [
  { key: "depth", header: "Clicks from the start URL" },
  { key: "pages", header: "Pages", numeric: true },
  { key: "share", header: "Share", numeric: true },
];

/** "25%", or "<1%" for a share that would round to nothing while some pages are there. */
function shareText(pages: number, total: number): string {
  if (total === 0) return "0%";
  const percent = Math.round((pages / total) * 100);
  return percent === 0 && pages > 0 ? "<1%" : `${percent}%`;
}

/**
 * Pages per number of clicks from the start URL, a bar per bucket in the order given (the caller's
 * "0 (start URL)" … "5+", "Not reached"), as Screaming Frog's site structure shows crawl depth.
 */
export function DepthChart({ title, buckets, className }: DepthChartProps) {
  const [boxRef, width] = useChartWidth<HTMLDivElement>();
  const rows = buckets.map((bucket) => ({ ...bucket, pages: countOf(bucket.pages) }));
  const total = rows.reduce((sum, row) => sum + row.pages, 0);
  const layout = barsLayout(
    rows.map((row) => ({ kind: "bar", key: row.id, label: row.label, total: row.pages })),
    width,
  );
  return (
    <ChartFrame
      slot="depth-chart"
      title={title}
      className={className}
      empty={total === 0 ? "No pages" : undefined}
      tableLabel="Show the depths as a table"
      table={
        <DataTable
          caption={`${title}: pages per number of clicks from the start URL`}
          columns={columns}
          rows={rows.map((row) => ({
            depth: row.label,
            pages: row.pages,
            share: shareText(row.pages, total),
          }))}
        />
      }
    >
      <p className="text-xs text-muted-foreground print:text-neutral-700">
        Pages by the number of clicks it takes to reach them from the start URL.
      </p>
      <div ref={boxRef} className="w-full">
        <HorizontalBars layout={layout} slot="depth-chart-bar" />
      </div>
    </ChartFrame>
  );
}
