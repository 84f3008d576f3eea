import { chartMutedText, chartText, chartTrack } from "./chart-styles";
import type { BarsLayout } from "./bars-layout";
import { SeverityPatterns, severityMarkProps, usePatternIds } from "./severity-marks";

/**
 * Draws a bars layout: each label above its bar with the figure at the right, headings on lines
 * of their own. Hidden from assistive technology: the chart's table says the same.
 */
export function HorizontalBars({ layout, slot }: { layout: BarsLayout; slot: string }) {
  const patternIds = usePatternIds();
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      className="block h-auto w-full text-xs"
    >
      <SeverityPatterns ids={patternIds} />
      {layout.rows.map((row) =>
        row.kind === "heading" ? (
          <text key={row.key} x="0" y={row.labelY} className={`${chartText} font-semibold`}>
            <title>{row.label}</title>
            {row.shortLabel}
          </text>
        ) : (
          <g key={row.key} data-slot={slot}>
            <text x="0" y={row.labelY} className={chartText}>
              <title>{row.label}</title>
              {row.shortLabel}
            </text>
            <text
              x={layout.width}
              y={row.labelY}
              textAnchor="end"
              className={`${chartMutedText} font-semibold tabular-nums`}
            >
              {row.total}
            </text>
            <rect
              y={row.barY}
              width={layout.width}
              height={layout.barHeight}
              rx="3"
              className={chartTrack}
            />
            {row.parts.map((part, index) => (
              <rect
                key={part.severity ?? index}
                data-severity={part.severity}
                x={part.x}
                y={row.barY}
                width={part.width}
                height={layout.barHeight}
                {...(part.severity
                  ? severityMarkProps(part.severity, patternIds)
                  : { className: "fill-primary print:fill-neutral-700" })}
              />
            ))}
          </g>
        ),
      )}
    </svg>
  );
}
