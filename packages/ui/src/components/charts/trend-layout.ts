import { scaleBand, scaleLinear } from "d3-scale";
import { line, stack } from "d3-shape";
import { type ChartSeverity, type SeverityTally, severities, totalOf } from "./figures";

export interface TrendInput {
  /** 0..100, or undefined when the crawl has no score (no point, a gap in the line). */
  score: number | undefined;
  counts: SeverityTally;
}

export interface TrendSegment {
  severity: ChartSeverity;
  y: number;
  height: number;
}

export interface TrendMark {
  /** The centre of the crawl's column. */
  x: number;
  /** The score's height, when it has one. */
  y: number | undefined;
  barX: number;
  barWidth: number;
  segments: TrendSegment[];
  /** Whether its date is written under the axis (the others would collide). */
  labelled: boolean;
  /** Where the date goes: centred under its column, or ending at the edge when it would pass it. */
  labelX: number;
  labelAnchor: "middle" | "end";
}

export interface TrendLayout {
  width: number;
  height: number;
  left: number;
  right: number;
  /** Where the two panels' titles ("Score", "Issues") sit. */
  scoreTitleY: number;
  barsTitleY: number;
  scoreTop: number;
  scoreBottom: number;
  barsTop: number;
  barsBottom: number;
  labelY: number;
  line: string;
  scoreTicks: { value: number; y: number }[];
  countTicks: { value: number; y: number }[];
  marks: TrendMark[];
}

const MARGIN = { top: 26, right: 16, left: 40 };
const SCORE_HEIGHT = 140;
/** Between the score's panel and the issues' one: room for the second panel's title. */
const GAP = 40;
const BARS_HEIGHT = 72;
const LABELS_HEIGHT = 26;
/** The room one date label needs ("29 Nov", "14:05") before the next may be written. */
const LABEL_ROOM = 64;
const MAX_BAR_WIDTH = 28;

/**
 * Where each crawl's point and bar go. The x axis places crawls by their order in the array (the
 * order they were saved) at equal steps, with their dates as labels: a clock that moved backwards
 * or two crawls saved in the same millisecond would fold a time scale back on itself or stack two
 * points in one place, while the save order is always a line read left to right.
 */
export function trendLayout(points: readonly TrendInput[], width: number): TrendLayout {
  const scoreTop = MARGIN.top;
  const scoreBottom = scoreTop + SCORE_HEIGHT;
  const barsTop = scoreBottom + GAP;
  const barsBottom = barsTop + BARS_HEIGHT;
  const right = width - MARGIN.right;
  const columns = scaleBand<number>()
    .domain(points.map((_, index) => index))
    .range([MARGIN.left, right])
    .paddingInner(0.35)
    .paddingOuter(0.2);
  const barWidth = Math.min(columns.bandwidth(), MAX_BAR_WIDTH);
  const scoreY = scaleLinear().domain([0, 100]).range([scoreBottom, scoreTop]);
  const largest = Math.max(0, ...points.map((point) => totalOf(point.counts)));
  // A domain of [0, 0] would divide by zero: with no issues at all the bars sit on the axis.
  const countY = scaleLinear()
    .domain([0, Math.max(largest, 1)])
    .nice()
    .range([barsBottom, barsTop]);
  const stacked = stack<SeverityTally, ChartSeverity>().keys(severities)(
    points.map((point) => point.counts),
  );
  const step = Math.max(
    1,
    Math.ceil((points.length * LABEL_ROOM) / Math.max(1, right - MARGIN.left)),
  );
  const centre = (index: number) => (columns(index) ?? MARGIN.left) + columns.bandwidth() / 2;
  const marks = points.map((point, index): TrendMark => {
    const x = centre(index);
    const nearEdge = x + LABEL_ROOM / 2 > width;
    return {
      x,
      y: point.score === undefined ? undefined : scoreY(point.score),
      barX: x - barWidth / 2,
      barWidth,
      segments: stacked.map((layer) => {
        const [from, to] = layer[index] ?? [0, 0];
        return { severity: layer.key, y: countY(to), height: countY(from) - countY(to) };
      }),
      // Counted back from the latest crawl, the one staff look for, so that it always has its date.
      labelled: (points.length - 1 - index) % step === 0,
      labelX: nearEdge ? width : x,
      labelAnchor: nearEdge ? "end" : "middle",
    };
  });
  const path = line<TrendMark>()
    .defined((mark) => mark.y !== undefined)
    .x((mark) => mark.x)
    .y((mark) => mark.y ?? 0)(marks);
  return {
    width,
    height: barsBottom + LABELS_HEIGHT,
    left: MARGIN.left,
    right,
    scoreTitleY: scoreTop - 14,
    barsTitleY: barsTop - 14,
    scoreTop,
    scoreBottom,
    barsTop,
    barsBottom,
    labelY: barsBottom + 18,
    line: path ?? "",
    scoreTicks: scoreY.ticks(2).map((value) => ({ value, y: scoreY(value) })),
    countTicks: countY
      .ticks(2)
      .filter(Number.isInteger)
      .map((value) => ({ value, y: countY(value) })),
    marks,
  };
}
