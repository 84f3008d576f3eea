import * as React from "react";
import { cn } from "../lib/utils";

type BarChartBar = { label: string; value: number };

type BarChartProps = Omit<React.ComponentProps<"figure">, "children"> & {
  bars: readonly BarChartBar[];
  /** What the chart shows, e.g. "Issues found per site". */
  caption: string;
  /** Where the same figures can be read, e.g. "The comparison table gives every figure." */
  alternative?: string;
};

const ROW_HEIGHT = 44;
const BAR_HEIGHT = 14;
const BAR_TOP = 24;

/**
 * A few labelled horizontal bars drawn as plain SVG: a charting library would weigh more than the
 * handful of rectangles it takes. Each row has its name and value above its bar, so it reads on a
 * phone. The drawing is hidden from assistive technology, which gets the same figures from the
 * table the caption points to.
 */
function BarChart({ bars, caption, alternative, className, ...props }: BarChartProps) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const captionId = React.useId();
  return (
    <figure
      data-slot="bar-chart"
      aria-labelledby={captionId}
      className={cn("grid gap-2", className)}
      {...props}
    >
      <figcaption id={captionId} className="text-sm font-medium">
        {caption}
        {alternative && (
          <span className="block font-normal text-muted-foreground">{alternative}</span>
        )}
      </figcaption>
      <svg
        aria-hidden="true"
        width="100%"
        height={bars.length * ROW_HEIGHT}
        className="overflow-visible text-xs"
      >
        {bars.map((bar, index) => {
          const top = index * ROW_HEIGHT;
          const share = largest === 0 ? 0 : (bar.value / largest) * 100;
          return (
            <g key={index} data-slot="bar-chart-bar">
              <text x="0" y={top + 14} className="fill-foreground">
                {bar.label}
              </text>
              <text
                x="100%"
                y={top + 14}
                textAnchor="end"
                className="fill-foreground font-semibold"
              >
                {bar.value}
              </text>
              <rect
                x="0"
                y={top + BAR_TOP}
                width="100%"
                height={BAR_HEIGHT}
                rx="3"
                className="fill-muted"
              />
              <rect
                x="0"
                y={top + BAR_TOP}
                width={`${share}%`}
                height={BAR_HEIGHT}
                rx="3"
                className="fill-primary"
              />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export { BarChart, type BarChartBar, type BarChartProps };
