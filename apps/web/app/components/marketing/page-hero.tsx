import { cn } from "@keystone/ui/lib/utils";
import type * as React from "react";

type PageHeroProps = Omit<React.ComponentProps<"section">, "title"> & {
  title: React.ReactNode;
  description: React.ReactNode;
  /** A short line above the title, e.g. the company behind the page. */
  eyebrow?: React.ReactNode;
  /** Calls to action under the description. */
  actions?: React.ReactNode;
};

/** The top of every page: the page's only h1, on the brand colour. */
export function PageHero({
  title,
  description,
  eyebrow,
  actions,
  className,
  children,
  ...props
}: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn("bg-primary text-primary-foreground", className)}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 lg:px-8 lg:py-28">
        {eyebrow && <div className="text-sm font-semibold tracking-wider uppercase">{eyebrow}</div>}
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-3xl text-lg text-pretty opacity-90 sm:text-xl">{description}</p>
        {actions && <div className="mt-2 flex flex-wrap justify-center gap-4">{actions}</div>}
        {children}
      </div>
    </section>
  );
}
