/**
 * The props of the charts `packages/ui` draws (issue 36), which this folder's functions produce:
 * type imports only, so that no chart code loads with the data functions.
 */
import type { CategoryBarsSeries } from "@keystone/ui/components/category-bars-chart";

export type {
  CategoryBarsChartProps,
  CategoryBarsSeries,
  SeverityCounts3,
} from "@keystone/ui/components/category-bars-chart";
export type { DepthBucket, DepthChartProps } from "@keystone/ui/components/depth-chart";
export type { StructureNode, StructureTreeProps } from "@keystone/ui/components/structure-tree";

/** One category's bar of a series. */
export type CategoryBarsCategory = CategoryBarsSeries["categories"][number];
