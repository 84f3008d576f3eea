import { CircleCheck } from "lucide-react";
import type * as React from "react";
import { toneVariants, type Tone } from "../lib/tone";
import { cn } from "../lib/utils";
import { Badge } from "./badge";

type IndustryCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  title: string;
  description: React.ReactNode;
  marketStatus: string;
  /** How exposed the industry is to the economic cycle, e.g. "Low Susceptibility". */
  cyclical: string;
  reasons: string[];
  icon?: React.ReactNode;
  tone?: Tone;
  cyclicalLabel?: string;
};

/** An industry the group invests in, with its market status, cyclicality and the reasons why. */
function IndustryCard({
  title,
  description,
  marketStatus,
  cyclical,
  reasons,
  icon,
  tone,
  cyclicalLabel = "Cyclical exposure",
  className,
  ...props
}: IndustryCardProps) {
  return (
    <article
      data-slot="industry-card"
      className={cn(
        "flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    >
      <div data-slot="industry-card-header" className="flex items-start justify-between gap-3">
        <span
          data-slot="industry-card-icon"
          aria-hidden="true"
          className={cn(
            toneVariants({ tone }),
            "flex size-12 shrink-0 items-center justify-center rounded-lg [&_svg]:size-6",
          )}
        >
          {icon}
        </span>
        <Badge variant="outline" data-slot="industry-card-market-status">
          {marketStatus}
        </Badge>
      </div>
      <h3 data-slot="industry-card-title" className="text-xl font-semibold">
        {title}
      </h3>
      <p data-slot="industry-card-description" className="text-sm text-muted-foreground">
        {description}
      </p>
      <dl data-slot="industry-card-cyclical" className="flex flex-wrap gap-x-2 text-sm">
        <dt className="text-muted-foreground">{cyclicalLabel}:</dt>
        <dd className="font-medium">{cyclical}</dd>
      </dl>
      <ul data-slot="industry-card-reasons" className="flex flex-col gap-2 text-sm">
        {reasons.map((reason) => (
          <li key={reason} data-slot="industry-card-reason" className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {reason}
          </li>
        ))}
      </ul>
    </article>
  );
}

export { IndustryCard, type IndustryCardProps };
