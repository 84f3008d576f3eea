import { scaleSqrt } from "d3-scale";
import { symbol, symbolCircle, symbolSquare, symbolTriangle } from "d3-shape";
import * as React from "react";
import { ChartFrame } from "./charts/chart-frame";
import { chartGrid, chartMutedText, chartText } from "./charts/chart-styles";
import { fitLabel } from "./charts/bars-layout";
import { countOf } from "./charts/figures";
import { buildStructure, type StructureRow, visibleRows } from "./charts/structure-rows";
import { useChartWidth } from "./charts/use-chart-width";

export interface StructureNode {
  /** The path, unique in the tree. */
  id: string;
  /** The path's last segment, "/" for the root. */
  name: string;
  /** Pages at or under this path. */
  pages: number;
  worst?: "error" | "warning" | "notice";
  /** When a crawled page sits at this path. */
  url?: string;
  children: readonly StructureNode[];
}

export interface StructureTreeProps {
  title: string;
  root: StructureNode;
  className?: string;
  /** Nodes shallower than this start expanded: 1 shows the root's children. */
  initiallyExpandedDepth?: number;
}

type Worst = StructureNode["worst"] | undefined;

/** Shape as well as colour tells the worst severity: a square, a triangle, a dot, a ring. */
const worstLooks: Record<
  NonNullable<Worst> | "none",
  { shape: typeof symbolCircle; className: string; word: string }
> = {
  error: { shape: symbolSquare, className: "fill-destructive", word: "Error" },
  warning: { shape: symbolTriangle, className: "fill-warning", word: "Warning" },
  notice: { shape: symbolCircle, className: "fill-info", word: "Notice" },
  none: {
    shape: symbolCircle,
    className: "fill-background stroke-muted-foreground print:stroke-black",
    word: "No issues",
  },
};

const ROW_HEIGHT = 30;
/** The step of one level, narrowed down to MIN_INDENT when a deep path would pass the edge. */
const INDENT = 20;
const MIN_INDENT = 6;
/** Kept for the deepest label, so that it shows a few characters at least. */
const LABEL_ROOM = 120;
const LEFT = 14;
/** The symbols' areas in px², from a page's worth to the whole site. */
const SYMBOL_AREA: [number, number] = [24, 170];
/** From a node's centre to its label: past the largest symbol. */
const LABEL_OFFSET = 13;
/** Rows of the list, the text equivalent: more than the drawing, still bounded for a hostile tree. */
const LIST_LIMITS = { children: 20, rows: 400 };

const pagesText = (pages: number) => `${pages} ${pages === 1 ? "page" : "pages"}`;
const lookOf = (worst: Worst) => worstLooks[worst ?? "none"];

function StructureLegend() {
  const path = (shape: typeof symbolCircle) => symbol(shape, 80)() ?? "";
  return (
    <ul
      data-slot="chart-legend"
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {(["error", "warning", "notice", "none"] as const).map((worst) => (
        <li key={worst} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="14" height="14" viewBox="-7 -7 14 14">
            <path
              d={path(worstLooks[worst].shape)}
              strokeWidth="1.5"
              className={worstLooks[worst].className}
            />
          </svg>
          {worst === "none" ? "No issues" : `Worst: ${worstLooks[worst].word}`}
        </li>
      ))}
    </ul>
  );
}

/** The text equivalent: the tree as nested lists, every node (up to the caps) with its figures. */
function StructureList({ rows }: { rows: readonly StructureRow[] }) {
  const children = new Map<number | undefined, number[]>();
  rows.forEach((row, index) => {
    const siblings = children.get(row.parent) ?? [];
    siblings.push(index);
    children.set(row.parent, siblings);
  });
  const render = (indexes: readonly number[]): React.ReactNode => (
    <ul className="grid gap-1 border-l pl-4 first:border-l-0 first:pl-0">
      {indexes.map((index) => {
        const row = rows[index];
        if (!row) return null;
        if (row.kind === "more") {
          return (
            <li key={row.id} className="text-muted-foreground">
              and {row.hidden} more ({pagesText(row.pages)})
            </li>
          );
        }
        const below = children.get(index);
        return (
          <li key={row.id} className="break-words">
            <span className="font-medium">{row.name}</span>: {pagesText(row.pages)},{" "}
            {row.worst ? `worst issue: ${lookOf(row.worst).word.toLowerCase()}` : "no issues"}
            {row.deeper > 0 && ` (${row.deeper} deeper paths left out)`}
            {row.url && (
              <span className="block text-xs break-all text-muted-foreground">{row.url}</span>
            )}
            {below && render(below)}
          </li>
        );
      })}
    </ul>
  );
  return render(children.get(undefined) ?? []);
}

/**
 * A site's URLs as a tree by path: each node a symbol sized by its pages and coloured and shaped
 * by its worst severity, indented under its parent (one row per node, so that labels never
 * collide on a phone). A folder is a button that collapses and expands it. Each parent shows its
 * largest 20 children and sums up the rest; the drawing stops at 120 rows and says how many it
 * left out; the list behind the disclosure holds the whole tree up to 400 rows.
 */
export function StructureTree({
  title,
  root,
  className,
  initiallyExpandedDepth = 1,
}: StructureTreeProps) {
  const [boxRef, width] = useChartWidth<HTMLDivElement>();
  // Ids whose state differs from the initial one: a new tree keeps the choices that still apply.
  const [toggled, setToggled] = React.useState<ReadonlySet<string>>(() => new Set());
  const structure = React.useMemo(() => buildStructure(root), [root]);
  const view = visibleRows(
    structure,
    (id, depth) => depth < initiallyExpandedDepth !== toggled.has(id),
  );
  const list = React.useMemo(() => visibleRows(structure, () => true, LIST_LIMITS), [structure]);
  const total = countOf(root.pages);
  const area = scaleSqrt()
    .domain([0, Math.max(total, 1)])
    .range(SYMBOL_AREA)
    .clamp(true);
  const height = view.rows.length * ROW_HEIGHT;
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const deepest = Math.max(1, ...view.rows.map((row) => row.depth));
  const indent = Math.max(MIN_INDENT, Math.min(INDENT, (width - LEFT - LABEL_ROOM) / deepest));
  const xOf = (depth: number) => LEFT + depth * indent;
  const yOf = (index: number) => index * ROW_HEIGHT + ROW_HEIGHT / 2;
  return (
    <ChartFrame
      slot="structure-tree"
      title={title}
      className={className}
      empty={total === 0 && structure.tree.children === undefined ? "No pages" : undefined}
      tableLabel="Show the structure as a list"
      table={
        <div data-slot="structure-tree-list" className="grid gap-2">
          <StructureList rows={list.rows} />
          {list.leftOut > 0 && (
            <p className="text-muted-foreground">
              The list stops here: {list.leftOut} more of {list.nodes} paths are left out.
            </p>
          )}
        </div>
      }
    >
      <StructureLegend />
      <p
        data-slot="structure-tree-total"
        className="text-xs text-muted-foreground print:text-neutral-700"
      >
        {pagesText(total)} under {view.nodes} {view.nodes === 1 ? "path" : "paths"}
        {view.leftOut > 0 &&
          `; ${view.rows.length} rows drawn, ${view.leftOut} more left out (collapse a folder to see them)`}
      </p>
      <div ref={boxRef} data-slot="structure-tree-graph" className="relative w-full">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          className="block h-auto w-full text-xs"
        >
          {view.rows.map((row, index) => {
            if (row.parent === undefined) return null;
            const parentX = xOf(row.depth - 1);
            return (
              <path
                key={`link-${row.id}`}
                d={`M${parentX},${yOf(row.parent)}V${yOf(index)}H${xOf(row.depth)}`}
                fill="none"
                className={chartGrid}
              />
            );
          })}
          {view.rows.map((row, index) => {
            const x = xOf(row.depth);
            const y = yOf(index);
            const room = (width - x - 16) / 7.5;
            if (row.kind === "more") {
              return (
                <text key={row.id} x={x + 10} y={y} dy="0.32em" className={chartMutedText}>
                  {fitLabel(`+ ${row.hidden} more, ${pagesText(row.pages)}`, room)}
                </text>
              );
            }
            const look = lookOf(row.worst);
            const disclosure = row.childCount > 0 ? (row.expanded ? " ▾" : " ▸") : "";
            const deeper = row.deeper > 0 ? ` +${row.deeper} deeper` : "";
            const figures = ` ${row.pages}${disclosure}${deeper}`;
            return (
              <g key={row.id} data-slot="structure-tree-node" data-worst={row.worst ?? "none"}>
                <title>{`${row.name}: ${pagesText(row.pages)}, ${look.word.toLowerCase()}`}</title>
                <path
                  transform={`translate(${x},${y})`}
                  d={symbol(look.shape, area(row.pages))() ?? ""}
                  strokeWidth="1.5"
                  className={look.className}
                />
                <text x={x + LABEL_OFFSET} y={y} dy="0.32em" className={chartText}>
                  {fitLabel(row.name, room - figures.length)}
                  <tspan className={chartMutedText}>{figures}</tspan>
                </text>
              </g>
            );
          })}
        </svg>
        {view.rows.map((row, index) => {
          if (row.kind !== "node" || row.childCount === 0) return null;
          const x = xOf(row.depth) - 12;
          return (
            <button
              key={row.id}
              type="button"
              data-slot="structure-tree-toggle"
              aria-expanded={row.expanded}
              aria-label={`${row.name}, ${pagesText(row.pages)}, ${row.worst ? `worst issue ${lookOf(row.worst).word.toLowerCase()}` : "no issues"}`}
              onClick={() => toggle(row.id)}
              className="absolute cursor-pointer rounded-sm outline-hidden hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring print:hidden"
              style={{
                left: `${(x / width) * 100}%`,
                width: `${((width - x) / width) * 100}%`,
                top: `${((index * ROW_HEIGHT) / Math.max(height, 1)) * 100}%`,
                height: `${(ROW_HEIGHT / Math.max(height, 1)) * 100}%`,
              }}
            />
          );
        })}
      </div>
    </ChartFrame>
  );
}
