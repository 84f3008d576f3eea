import type * as React from "react";
import { cn } from "../lib/utils";
import { SeverityBadge, type Severity } from "./severity-badge";

/** Most severe first, the order in which staff read them. */
const severityOrder = ["error", "warning", "notice"] as const satisfies readonly Severity[];

type SeverityCountsProps = React.ComponentProps<"dl"> & {
  counts: Record<Severity, number>;
};

/** A site's issue counts per severity in one line: each severity's badge, then its count. */
function SeverityCounts({ counts, className, ...props }: SeverityCountsProps) {
  return (
    <dl
      data-slot="severity-counts"
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-2 text-sm", className)}
      {...props}
    >
      {severityOrder.map((severity) => (
        <div
          key={severity}
          data-slot="severity-counts-item"
          data-severity={severity}
          className="flex items-center gap-1.5"
        >
          <dt>
            <SeverityBadge severity={severity} />
          </dt>
          <dd data-slot="severity-counts-count" className="font-semibold tabular-nums">
            {counts[severity]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export { SeverityCounts, type SeverityCountsProps };
