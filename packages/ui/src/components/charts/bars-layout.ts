import { scaleLinear } from "d3-scale";
import { stack } from "d3-shape";
import { type ChartSeverity, type SeverityTally, severities } from "./figures";

/** A line of the chart: a heading (a category over its sites' bars) or a labelled bar. */
export type BarRowInput =
  | { kind: "heading"; key: string; label: string }
  /** `counts` stacks the bar by severity; without them it is one bar of `total`. */
  | { kind: "bar"; key: string; label: string; total: number; counts?: SeverityTally };

export interface BarPart {
  severity: ChartSeverity | undefined;
  x: number;
  width: number;
}

export interface BarRow {
  key: string;
  kind: "heading" | "bar";
  /** The label cut to fit the width (the whole of it is in the table and the tooltip). */
  shortLabel: string;
  label: string;
  total: number;
  labelY: number;
  barY: number;
  parts: BarPart[];
}

export interface BarsLayout {
  width: number;
  height: number;
  barHeight: number;
  rows: BarRow[];
}

const HEADING_HEIGHT = 24;
const BAR_ROW_HEIGHT = 40;
const BAR_HEIGHT = 14;
/**
 * A little over the widest average character of the 12 px label font (bold, for the headings),
 * to cut labels before they collide or pass the edge.
 */
const CHARACTER_WIDTH = 8;
/** Kept free at the right of each label line for the bar's figure. */
const FIGURE_ROOM = 64;

/** `text`, cut with an ellipsis to at most `characters` characters. */
export function fitLabel(text: string, characters: number): string {
  const room = Math.max(4, Math.floor(characters));
  const chars = Array.from(text);
  return chars.length <= room ? text : `${chars.slice(0, room - 1).join("")}…`;
}

/**
 * Where the bars go: one line per row, the label above the bar so that it reads on a phone, the
 * bars on one linear scale from 0 to the largest total. With every total at 0 the domain stays
 * [0, 1], so the bars are empty rather than `NaN` wide.
 */
export function barsLayout(inputs: readonly BarRowInput[], width: number): BarsLayout {
  const bars = inputs.filter((row) => row.kind === "bar");
  const largest = Math.max(0, ...bars.map((row) => row.total));
  const x = scaleLinear()
    .domain([0, Math.max(largest, 1)])
    .range([0, width]);
  const stacked = stack<SeverityTally, ChartSeverity>().keys(severities)(
    bars.map((row) => row.counts ?? { error: 0, warning: 0, notice: 0 }),
  );
  const labelCharacters = (width - FIGURE_ROOM) / CHARACTER_WIDTH;
  let top = 0;
  let barIndex = 0;
  const rows = inputs.map((row): BarRow => {
    const shared = {
      key: row.key,
      label: row.label,
      kind: row.kind,
      labelY: top + 14,
      barY: top + 20,
    };
    top += row.kind === "heading" ? HEADING_HEIGHT : BAR_ROW_HEIGHT;
    if (row.kind === "heading") {
      return {
        ...shared,
        shortLabel: fitLabel(row.label, width / CHARACTER_WIDTH),
        total: 0,
        parts: [],
      };
    }
    const position = barIndex++;
    const parts: BarPart[] = row.counts
      ? stacked.map((layer) => {
          const [from, to] = layer[position] ?? [0, 0];
          return { severity: layer.key, x: x(from), width: x(to) - x(from) };
        })
      : [{ severity: undefined, x: 0, width: x(row.total) }];
    return { ...shared, shortLabel: fitLabel(row.label, labelCharacters), total: row.total, parts };
  });
  return {
    width,
    height: top,
    barHeight: BAR_HEIGHT,
    rows,
  };
}
