import { SectionHeading } from "@keystone/ui/components/section-heading";
import { cn } from "@keystone/ui/lib/utils";
import type * as React from "react";
import type { SectionIntro } from "~/content/types";

type PageSectionProps = Omit<React.ComponentProps<"section">, "title" | "id"> & {
  intro: SectionIntro;
};

/** A titled band of a page: a landmark region named by its own h2. */
export function PageSection({ intro, className, children, ...props }: PageSectionProps) {
  const { id, title, eyebrow, description, muted = false } = intro;
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
