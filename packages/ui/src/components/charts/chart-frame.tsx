import * as React from "react";
import { cn } from "../../lib/utils";
import { SeverityLegend } from "./severity-marks";

type ChartFrameProps = {
  slot: string;
  title: string;
  className?: string;
  /** Said instead of the drawing and its table when there is nothing to draw. */
  empty?: string;
  legend?: boolean;
  /** What the summary of the text equivalent says, e.g. "Show the crawls as a table". */
  tableLabel: string;
  /** The text equivalent: a table or a list with every figure of the drawing. */
  table: React.ReactNode;
  /** The drawing. */
  children: React.ReactNode;
};

/**
 * What every chart shares: a figure named by its title, the drawing, and the same figures as a
 * table (or a list) behind a disclosure that a keyboard and a screen reader reach like any other.
 * The drawing itself is hidden from assistive technology, apart from the controls it holds.
 */
export function ChartFrame({
  slot,
  title,
  className,
  empty,
  legend,
  tableLabel,
  table,
  children,
}: ChartFrameProps) {
  const titleId = React.useId();
  return (
    <figure
      data-slot={slot}
      aria-labelledby={titleId}
      className={cn(
        "grid min-w-0 break-inside-avoid grid-cols-[minmax(0,1fr)] gap-3 print:text-black",
        className,
      )}
    >
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
      </figcaption>
      {empty !== undefined ? (
        <p
          data-slot="chart-empty"
          className="rounded-md border border-dashed p-4 text-sm text-muted-foreground print:text-neutral-700"
        >
          {empty}
        </p>
      ) : (
        <>
          {legend && <SeverityLegend />}
          {children}
          <details data-slot="chart-text-equivalent" className="text-sm">
            <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 print:hidden">
              {tableLabel}
            </summary>
            <div className="mt-2">{table}</div>
          </details>
        </>
      )}
    </figure>
  );
}
