import { ArrowRight, ExternalLink, TrendingUp } from "lucide-react";
import type * as React from "react";
import { isExternalHref, type LinkComponent } from "../lib/link";
import { toneVariants, type Tone } from "../lib/tone";
import { cn } from "../lib/utils";
import { StatusBadge } from "./badge";
import { buttonVariants } from "./button";

type PortfolioCardProps = Omit<React.ComponentProps<"article">, "title"> & {
  title: string;
  description: React.ReactNode;
  sectors: string[];
  status: string;
  /** The investment as displayed, e.g. "$2.5M" or "Non-Profit". */
  investment: string;
  href: string;
  tone?: Tone;
  linkLabel?: string;
  growthLabel?: string;
  linkComponent?: LinkComponent;
};

/** A portfolio company: status, investment, sectors and a link to its page or site. */
function PortfolioCard({
  title,
  description,
  sectors,
  status,
  investment,
  href,
  tone,
  linkLabel = "View Details",
  growthLabel = "Growing",
  linkComponent: Link = "a",
  className,
  ...props
}: PortfolioCardProps) {
  const external = isExternalHref(href);
  const LinkElement = external ? "a" : Link;
  return (
    <article
      data-slot="portfolio-card"
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        className,
      )}
      {...props}
    >
      <div
        data-slot="portfolio-card-band"
        aria-hidden="true"
        className={cn(toneVariants({ tone }), "h-2")}
      />
      <div data-slot="portfolio-card-body" className="flex flex-1 flex-col gap-4 p-6">
        <div data-slot="portfolio-card-header" className="flex items-start justify-between gap-3">
          <StatusBadge status={status} />
          <p data-slot="portfolio-card-investment" className="text-right">
            <span className="block text-xs text-muted-foreground">Investment</span>
            <span className="text-lg font-bold">{investment}</span>
          </p>
        </div>
        <h3 data-slot="portfolio-card-title" className="text-xl font-semibold">
          {title}
        </h3>
        <p data-slot="portfolio-card-description" className="flex-1 text-sm text-muted-foreground">
          {description}
        </p>
        {sectors.length > 0 && (
          <div data-slot="portfolio-card-sectors-group" className="flex flex-col gap-2">
            <p
              data-slot="portfolio-card-sectors-label"
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Key Sectors
            </p>
            <ul data-slot="portfolio-card-sectors" className="flex flex-wrap gap-1.5">
              {sectors.map((sector) => (
                <li
                  key={sector}
                  data-slot="portfolio-card-sector"
                  className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
                >
                  {sector}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div
          data-slot="portfolio-card-footer"
          className="flex items-center justify-between gap-3 border-t pt-4"
        >
          <p
            data-slot="portfolio-card-growth"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-success"
          >
            <TrendingUp aria-hidden="true" className="size-4" />
            {growthLabel}
          </p>
          <LinkElement
            data-slot="portfolio-card-link"
            href={href}
            className={buttonVariants({ variant: "link", size: "sm", className: "px-0" })}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {linkLabel}
            <span className="sr-only">
              {` about ${title}`}
              {external && " (opens in a new tab)"}
            </span>
            {external ? <ExternalLink aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          </LinkElement>
        </div>
      </div>
    </article>
  );
}

export { PortfolioCard, type PortfolioCardProps };
