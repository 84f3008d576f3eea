/**
 * The props of the charts `packages/ui` draws (issue 36), as this folder's functions produce them.
 * Written here because the components land from another branch: once they have, these must stay
 * assignable to theirs (the lazy wrappers in `lazy-charts.ts` pass them straight through).
 */

export type ChartSeverity = "error" | "warning" | "notice";

export interface SeverityCounts3 {
  error: number;
  warning: number;
  notice: number;
}

export interface CategoryBarsCategory {
  id: string;
  label: string;
  counts: SeverityCounts3;
}

export interface CategoryBarsSeries {
  id: string;
  name: string;
  categories: readonly CategoryBarsCategory[];
}

export interface CategoryBarsChartProps {
  title: string;
  /** One series for a site's tab; three side by side for the comparison. */
  series: readonly CategoryBarsSeries[];
  className?: string;
}

export interface DepthBucket {
  id: string;
  label: string;
  pages: number;
}

export interface DepthChartProps {
  title: string;
  buckets: readonly DepthBucket[];
  className?: string;
}

export interface StructureNode {
  /** The path, unique in the tree. */
  id: string;
  /** The segment, "/" for the root. */
  name: string;
  /** Pages at or under this path. */
  pages: number;
  worst?: ChartSeverity;
  /** When a crawled page sits at this path. */
  url?: string;
  children: readonly StructureNode[];
}

export interface StructureTreeProps {
  title: string;
  root: StructureNode;
  className?: string;
  initiallyExpandedDepth?: number;
}
