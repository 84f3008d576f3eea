import type * as React from "react";
import { toneVariants, type Tone } from "../lib/tone";
import { cn } from "../lib/utils";

type TimelineEntry = {
  year: string;
  title: string;
  description: React.ReactNode;
  icon?: React.ReactNode;
  tone?: Tone;
};

type TimelineProps = React.ComponentProps<"ol"> & { entries: TimelineEntry[] };

/**
 * Milestones in order, each with its year, title, description and a coloured marker. With no
 * entries it renders nothing: an empty list would still draw its vertical rule.
 */
function Timeline({ entries, className, ...props }: TimelineProps) {
  if (entries.length === 0) return null;
  return (
    <ol
      data-slot="timeline"
      className={cn("relative ml-5 flex flex-col gap-10 border-l-2 border-border", className)}
      {...props}
    >
      {entries.map((entry) => (
        <li
          key={`${entry.year} ${entry.title}`}
          data-slot="timeline-item"
          className="relative pl-10"
        >
          <span
            data-slot="timeline-marker"
            aria-hidden="true"
            className={cn(
              toneVariants({ tone: entry.tone }),
              "absolute top-0 -left-[1.3rem] flex size-10 items-center justify-center rounded-full ring-4 ring-background [&_svg]:size-5",
            )}
          >
            {entry.icon}
          </span>
          <p data-slot="timeline-year" className="text-sm font-semibold text-primary">
            {entry.year}
          </p>
          <h3 data-slot="timeline-title" className="text-lg font-semibold">
            {entry.title}
          </h3>
          <p data-slot="timeline-description" className="mt-1 text-muted-foreground">
            {entry.description}
          </p>
        </li>
      ))}
    </ol>
  );
}

export { Timeline, type TimelineEntry, type TimelineProps };
