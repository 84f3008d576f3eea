import { SectionHeading } from "@keystone/ui/components/section-heading";
import { cn } from "@keystone/ui/lib/utils";
import type * as React from "react";

type PageSectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** The section's anchor; its heading gets `${id}-title` and names the region. */
  id: string;
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  description?: React.ReactNode;
  /** Alternates the background so that consecutive sections read apart. */
  muted?: boolean;
};

/** A titled band of a page: a landmark region named by its own h2. */
export function PageSection({
  id,
  title,
  eyebrow,
  description,
  muted = false,
  className,
  children,
  ...props
}: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn("scroll-mt-20", muted && "bg-muted", className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading
          title={<span id={titleId}>{title}</span>}
          eyebrow={eyebrow}
          description={description}
        />
        {children}
      </div>
    </section>
  );
}
