import * as React from "react";
import { cn } from "../../lib/utils";
import { type ChartSeverity, severities } from "./figures";

/** The severity badges' colours (see severity-badge), as SVG fills. */
export const severityFills: Record<ChartSeverity, string> = {
  error: "fill-destructive",
  warning: "fill-warning",
  notice: "fill-info",
};

export const severityTitles: Record<ChartSeverity, string> = {
  error: "Error",
  warning: "Warning",
  notice: "Notice",
};

/**
 * Ids for one chart's patterns. `useId` gives characters that a `url(#…)` reference may not
 * parse, so only letters, digits, `-` and `_` are kept.
 */
export function usePatternIds(): Record<ChartSeverity, string> {
  const base = `severity${React.useId().replace(/[^\w-]/g, "")}`;
  return { error: `${base}-error`, warning: `${base}-warning`, notice: `${base}-notice` };
}

/**
 * Colour is not the only cue: over its colour a warning is striped and a notice dotted, an error
 * stays solid, in the bars and in the legend alike (and in print, where colours may be lost).
 */
export function SeverityPatterns({ ids }: { ids: Record<ChartSeverity, string> }) {
  return (
    <defs>
      <pattern id={ids.warning} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={severityFills.warning} />
        <path
          d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2"
          className="stroke-warning-foreground"
          strokeWidth="1.2"
        />
      </pattern>
      <pattern id={ids.notice} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className={severityFills.notice} />
        <circle cx="2.5" cy="2.5" r="1" className="fill-info-foreground" />
      </pattern>
    </defs>
  );
}

/** The fill of a severity's mark: its pattern where it has one, else its colour class. */
export function severityMarkProps(severity: ChartSeverity, ids: Record<ChartSeverity, string>) {
  return severity === "error"
    ? { className: severityFills.error }
    : { fill: `url(#${ids[severity]})` };
}

/** The key to the bars: each severity's swatch, drawn as in the chart, and its name. */
export function SeverityLegend({ className }: { className?: string }) {
  const ids = usePatternIds();
  return (
    <ul
      data-slot="chart-legend"
      className={cn("flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground", className)}
    >
      {severities.map((severity) => (
        <li key={severity} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
            {severity === severities[0] && <SeverityPatterns ids={ids} />}
            <rect width="14" height="14" rx="2" {...severityMarkProps(severity, ids)} />
          </svg>
          {severityTitles[severity]}
        </li>
      ))}
    </ul>
  );
}
