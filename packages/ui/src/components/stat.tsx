import type * as React from "react";
import { cn } from "../lib/utils";

type StatProps = React.ComponentProps<"div"> & {
  value: React.ReactNode;
  label: React.ReactNode;
  icon?: React.ReactNode;
};

/** A key figure with its label, e.g. "$10M+" "Total Investment", read as one phrase. */
function Stat({ value, label, icon, className, ...props }: StatProps) {
  return (
    <div
      data-slot="stat"
      className={cn("flex flex-col items-center gap-2 text-center", className)}
      {...props}
    >
      {icon && (
        <span
          data-slot="stat-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6"
        >
          {icon}
        </span>
      )}
      <p data-slot="stat-text" className="flex flex-col">
        <span data-slot="stat-value" className="text-3xl font-bold tracking-tight tabular-nums">
          {value}
        </span>
        <span data-slot="stat-label" className="text-sm text-muted-foreground">
          {label}
        </span>
      </p>
    </div>
  );
}

export { Stat, type StatProps };
