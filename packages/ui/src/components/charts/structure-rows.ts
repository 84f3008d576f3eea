import { hierarchy, type HierarchyNode } from "d3-hierarchy";
import { countOf } from "./figures";

export interface StructureInput {
  id: string;
  name: string;
  pages: number;
  worst?: "error" | "warning" | "notice";
  url?: string;
  children: readonly StructureInput[];
}

export type StructureRow =
  | {
      kind: "node";
      id: string;
      name: string;
      depth: number;
      pages: number;
      worst: StructureInput["worst"];
      url: string | undefined;
      /** How many children it has, shown or not. */
      childCount: number;
      /** Paths below it left out by the depth cap. */
      deeper: number;
      expanded: boolean;
      /** The row of its parent, for the connector; undefined for the root. */
      parent: number | undefined;
    }
  | {
      /** Stands for the children past the cap: how many, and their pages. */
      kind: "more";
      id: string;
      depth: number;
      hidden: number;
      pages: number;
      parent: number;
    };

export interface StructureLimits {
  /** Children shown under one node, the largest first; the rest are summed up in one row. */
  children: number;
  /** Rows drawn in all; past it the tree stops and says how many it left out. */
  rows: number;
}

export const defaultLimits: StructureLimits = { children: 20, rows: 120 };

export interface StructureView {
  rows: StructureRow[];
  /** Rows that would be visible, expanded as they are, but past `limits.rows`. */
  leftOut: number;
  /** Every node of the tree, the true total beside what is drawn. */
  nodes: number;
}

/** Levels kept below the root: far deeper than a site's paths go, and it bounds the cost below. */
export const MAX_DEPTH = 32;

interface TrimmedNode extends StructureInput {
  /** Paths below this node left out by the depth cap. */
  deeper: number;
  children: TrimmedNode[];
}

export interface Structure {
  tree: HierarchyNode<TrimmedNode>;
  /** Every path of the tree given, those past the depth cap too: the true total. */
  nodes: number;
}

/**
 * The tree cut at `maxDepth` levels (each cut node counts what it lost), its children ordered
 * largest first (then by name), as d3-hierarchy nodes. The cut comes first because d3-hierarchy
 * walks from each node up to the root to set heights: that is quadratic on a chain of paths
 * thousands of levels deep, which a hostile site can serve; bounded in depth it is linear.
 */
export function buildStructure(root: StructureInput, maxDepth = MAX_DEPTH): Structure {
  const copy = (node: StructureInput): TrimmedNode => ({ ...node, deeper: 0, children: [] });
  const top = copy(root);
  let nodes = 1;
  const pending: { source: StructureInput; target: TrimmedNode; depth: number }[] = [
    { source: root, target: top, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { source, target, depth } = next;
    if (depth < maxDepth) {
      for (const child of source.children) {
        const childCopy = copy(child);
        target.children.push(childCopy);
        nodes++;
        pending.push({ source: child, target: childCopy, depth: depth + 1 });
      }
      continue;
    }
    const below = [...source.children];
    for (let node = below.pop(); node; node = below.pop()) {
      target.deeper++;
      below.push(...node.children);
    }
    nodes += target.deeper;
  }
  const tree = hierarchy<TrimmedNode>(top, (node) => node.children).sort(
    (a, b) =>
      countOf(b.data.pages) - countOf(a.data.pages) || a.data.name.localeCompare(b.data.name),
  );
  return { tree, nodes };
}

/**
 * The rows of the tree as drawn: a node, then (when it is expanded) its children, depth first,
 * each parent's children capped with a row that sums up the rest, and the whole capped at
 * `limits.rows`. The walk uses a stack, not recursion, so a tree thousands of levels deep
 * cannot overflow it.
 */
export function visibleRows(
  { tree, nodes }: Structure,
  isExpanded: (id: string, depth: number) => boolean,
  limits: StructureLimits = defaultLimits,
): StructureView {
  const rows: StructureRow[] = [];
  let leftOut = 0;
  type Pending =
    | { kind: "node"; node: HierarchyNode<TrimmedNode>; parent: number | undefined }
    | {
        kind: "more";
        id: string;
        depth: number;
        hidden: HierarchyNode<TrimmedNode>[];
        parent: number;
      };
  const pending: Pending[] = [{ kind: "node", node: tree, parent: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    // Past the cap the walk goes on without drawing, to count what was left out.
    const drawn = rows.length < limits.rows;
    if (!drawn) leftOut++;
    if (next.kind === "more") {
      if (drawn) {
        rows.push({
          kind: "more",
          id: next.id,
          depth: next.depth,
          hidden: next.hidden.length,
          pages: next.hidden.reduce((sum, node) => sum + countOf(node.data.pages), 0),
          parent: next.parent,
        });
      }
      continue;
    }
    const { node, parent } = next;
    const children = node.children ?? [];
    const expanded = children.length > 0 && isExpanded(node.data.id, node.depth);
    const index = rows.length;
    if (drawn) {
      rows.push({
        kind: "node",
        id: node.data.id,
        name: node.data.name,
        depth: node.depth,
        pages: countOf(node.data.pages),
        worst: node.data.worst,
        url: node.data.url,
        childCount: children.length,
        deeper: node.data.deeper,
        expanded,
        parent,
      });
    }
    if (!expanded) continue;
    // A summary row standing for a single child would take its place and say less.
    const cap = children.length === limits.children + 1 ? children.length : limits.children;
    const shown = children.slice(0, cap);
    const hidden = children.slice(cap);
    // Pushed in reverse so that they come off the stack in order, the summary row last.
    if (hidden.length > 0) {
      pending.push({
        kind: "more",
        id: `${node.data.id}\u0000more`,
        depth: node.depth + 1,
        hidden,
        parent: index,
      });
    }
    for (const child of shown.reverse()) pending.push({ kind: "node", node: child, parent: index });
  }
  return { rows, leftOut, nodes };
}
