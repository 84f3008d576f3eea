import type * as React from "react";
import { cn } from "../lib/utils";

type ProgressProps = Omit<React.ComponentProps<"div">, "role"> & {
  /** From 0 to `max`; `null` shows an indeterminate bar. */
  value: number | null;
  max?: number;
};

/** A progress bar. Give it a name with `aria-label` or `aria-labelledby`. */
function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? null : (clamped / max) * 100;
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped ?? undefined}
      data-state={clamped === null ? "indeterminate" : clamped === max ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          "h-full bg-primary transition-[width] duration-300 motion-reduce:transition-none",
          percent === null && "w-1/3 motion-safe:animate-pulse",
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

export { Progress, type ProgressProps };
