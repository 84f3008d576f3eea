import * as React from "react";
import { ChartFrame } from "./charts/chart-frame";
import { chartGrid, chartMotion, chartMutedText } from "./charts/chart-styles";
import {
  axisDateTexts,
  countOf,
  countsInWords,
  dateTimeText,
  scoreOf,
  type SeverityTally,
  tallyOf,
} from "./charts/figures";
import { SeverityPatterns, severityMarkProps, usePatternIds } from "./charts/severity-marks";
import { trendLayout } from "./charts/trend-layout";
import { useChartWidth } from "./charts/use-chart-width";
import { DataTable } from "./data-table";

export interface HealthTrendPoint {
  id: string;
  /** When the crawl was saved, in ms since the epoch. */
  time: number;
  /** 0..100. */
  score: number;
  counts: { error: number; warning: number; notice: number };
  pages: number;
  /** A word about the crawl, e.g. "latest", "opened". */
  label?: string;
}

export interface HealthTrendChartProps {
  title: string;
  /** Drawn in the given order, the save order, oldest first; their times may disagree. */
  points: readonly HealthTrendPoint[];
  onOpen?: (id: string) => void;
  selectedId?: string;
  className?: string;
}

interface Crawl {
  id: string;
  time: number;
  score: number | undefined;
  counts: SeverityTally;
  pages: number;
  label: string | undefined;
}

/** "29 Nov 2026, 14:05: score 85, 3 errors, 12 warnings, 27 notices, 40 pages (latest)". */
function crawlText(crawl: Crawl): string {
  const score = crawl.score === undefined ? "no score" : `score ${crawl.score}`;
  const pages = `${crawl.pages} ${crawl.pages === 1 ? "page" : "pages"}`;
  const label = crawl.label ? ` (${crawl.label})` : "";
  return `${dateTimeText(crawl.time)}: ${score}, ${countsInWords(crawl.counts)}, ${pages}${label}`;
}

const columns = [
  { key: "saved", header: "Saved" },
  { key: "score", header: "Score", numeric: true },
  { key: "error", header: "Errors", numeric: true },
  { key: "warning", header: "Warnings", numeric: true },
  { key: "notice", header: "Notices", numeric: true },
  { key: "pages", header: "Pages", numeric: true },
  { key: "note", header: "Note" },
];

/**
 * A site's health score over its kept crawls (the line) with each crawl's issues per severity
 * stacked beneath (the bars). Every crawl is a button over its point, named by its date, score
 * and counts; pressing it opens that crawl. The crawls are placed in the order given, which the
 * caller keeps as the save order, with their dates under the axis.
 */
/** A panel's horizontal grid lines, each with its value at the left. */
function GridTicks({
  name,
  ticks,
  left,
  right,
}: {
  name: string;
  ticks: readonly { value: number; y: number }[];
  left: number;
  right: number;
}) {
  return ticks.map((tick) => (
    <g key={`${name}-${tick.value}`}>
      <line x1={left} x2={right} y1={tick.y} y2={tick.y} className={chartGrid} />
      <text x={left - 8} y={tick.y} dy="0.32em" textAnchor="end" className={chartMutedText}>
        {tick.value}
      </text>
    </g>
  ));
}

export function HealthTrendChart({
  title,
  points,
  onOpen,
  selectedId,
  className,
}: HealthTrendChartProps) {
  const [boxRef, width] = useChartWidth<HTMLDivElement>();
  const patternIds = usePatternIds();
  const [activeId, setActiveId] = React.useState<string>();
  const crawls = points.map((point): Crawl => ({
    id: point.id,
    time: point.time,
    score: scoreOf(point.score),
    counts: tallyOf(point.counts),
    pages: countOf(point.pages),
    label: point.label,
  }));
  const layout = trendLayout(crawls, width);
  const dates = axisDateTexts(crawls.map((crawl) => crawl.time));
  const shown =
    crawls.find((crawl) => crawl.id === activeId) ??
    crawls.find((crawl) => crawl.id === selectedId) ??
    crawls.at(-1);
  return (
    <ChartFrame
      slot="health-trend-chart"
      title={title}
      className={className}
      empty={crawls.length === 0 ? "No crawls yet" : undefined}
      legend
      tableLabel="Show the crawls as a table"
      table={
        <DataTable
          caption={`${title}: every crawl, oldest first`}
          columns={columns}
          rows={crawls.map((crawl) => ({
            saved: dateTimeText(crawl.time),
            score: crawl.score ?? "None",
            ...crawl.counts,
            pages: crawl.pages,
            note: crawl.label ?? "",
          }))}
        />
      }
    >
      <p className="text-xs text-muted-foreground print:text-neutral-700">
        The health score of each crawl (the line, 0 to 100) and its issues by severity (the bars),
        oldest first.
      </p>
      <div ref={boxRef} data-slot="health-trend-plot" className="relative w-full">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          className="block h-auto w-full text-xs"
        >
          <SeverityPatterns ids={patternIds} />
          <text x="0" y={layout.scoreTitleY} className={`${chartMutedText} font-semibold`}>
            Health score
          </text>
          <text x="0" y={layout.barsTitleY} className={`${chartMutedText} font-semibold`}>
            Issues
          </text>
          <GridTicks
            name="score"
            ticks={layout.scoreTicks}
            left={layout.left}
            right={layout.right}
          />
          <GridTicks
            name="count"
            ticks={layout.countTicks}
            left={layout.left}
            right={layout.right}
          />
          {layout.marks.map((mark, index) => (
            <g key={crawls[index]?.id ?? index} data-slot="health-trend-bar">
              {mark.segments.map((segment) => (
                <rect
                  key={segment.severity}
                  data-severity={segment.severity}
                  x={mark.barX}
                  y={segment.y}
                  width={mark.barWidth}
                  height={segment.height}
                  {...severityMarkProps(segment.severity, patternIds)}
                />
              ))}
              {mark.labelled && (
                <text
                  x={mark.labelX}
                  y={layout.labelY}
                  textAnchor={mark.labelAnchor}
                  className={chartMutedText}
                >
                  {dates[index]}
                </text>
              )}
            </g>
          ))}
          <path
            data-slot="health-trend-line"
            d={layout.line}
            fill="none"
            strokeWidth="2"
            className="stroke-primary print:stroke-black"
          />
          {layout.marks.map((mark, index) => {
            const crawl = crawls[index];
            if (mark.y === undefined || !crawl) return null;
            const emphasised = crawl.id === selectedId || crawl.id === activeId;
            return (
              <circle
                key={crawl.id}
                data-slot="health-trend-point"
                cx={mark.x}
                cy={mark.y}
                r={emphasised ? 6 : 4.5}
                strokeWidth={emphasised ? 3 : 2}
                className={
                  crawl.id === selectedId
                    ? `fill-primary stroke-primary print:fill-black ${chartMotion}`
                    : `fill-background stroke-primary print:stroke-black ${chartMotion}`
                }
              />
            );
          })}
        </svg>
        {layout.marks.map((mark, index) => {
          const crawl = crawls[index];
          if (!crawl) return null;
          return (
            <button
              key={crawl.id}
              type="button"
              data-slot="health-trend-point-button"
              aria-label={crawlText(crawl)}
              aria-current={crawl.id === selectedId ? "true" : undefined}
              onClick={() => onOpen?.(crawl.id)}
              onFocus={() => setActiveId(crawl.id)}
              onBlur={() => setActiveId(undefined)}
              onMouseEnter={() => setActiveId(crawl.id)}
              onMouseLeave={() => setActiveId(undefined)}
              className="absolute size-6 -translate-x-1/2 -translate-y-1/2 cursor-pointer rounded-full outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring print:hidden"
              style={{
                left: `${(mark.x / layout.width) * 100}%`,
                top: `${((mark.y ?? layout.scoreBottom) / layout.height) * 100}%`,
              }}
            />
          );
        })}
      </div>
      {shown && (
        <p data-slot="health-trend-detail" className="text-sm break-words">
          {crawlText(shown)}
        </p>
      )}
    </ChartFrame>
  );
}
