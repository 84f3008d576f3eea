import { Suspense, lazy } from "react";
import type { CategoryBarsChartProps, DepthChartProps, StructureTreeProps } from "./chart-types";

/**
 * The charts of `packages/ui`, each its own chunk, fetched when a view with results first draws
 * one: never with the marketing pages nor with /analysis before a crawl has a result. The props
 * are the components' own (`chart-types.ts` names them for the data functions).
 */
const CategoryBarsChartChunk = lazy(() =>
  import("@keystone/ui/components/category-bars-chart").then((chart) => ({
    default: chart.CategoryBarsChart,
  })),
);
const DepthChartChunk = lazy(() =>
  import("@keystone/ui/components/depth-chart").then((chart) => ({
    default: chart.DepthChart,
  })),
);
const StructureTreeChunk = lazy(() =>
  import("@keystone/ui/components/structure-tree").then((chart) => ({
    default: chart.StructureTree,
  })),
);

/** While a chart's chunk loads: its title, so that the section reads and moves little. */
function Loading({ title }: { title: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Drawing {title.toLowerCase()}...
    </p>
  );
}

export function CategoryBarsChart(props: CategoryBarsChartProps) {
  return (
    <Suspense fallback={<Loading title={props.title} />}>
      <CategoryBarsChartChunk {...props} />
    </Suspense>
  );
}

export function DepthChart(props: DepthChartProps) {
  return (
    <Suspense fallback={<Loading title={props.title} />}>
      <DepthChartChunk {...props} />
    </Suspense>
  );
}

export function StructureTree(props: StructureTreeProps) {
  return (
    <Suspense fallback={<Loading title={props.title} />}>
      <StructureTreeChunk {...props} />
    </Suspense>
  );
}
