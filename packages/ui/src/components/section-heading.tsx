import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/utils";

const sectionHeadingVariants = cva("flex flex-col gap-3", {
  variants: {
    align: {
      center: "mx-auto items-center text-center",
      start: "items-start text-left",
    },
  },
  defaultVariants: { align: "center" },
});

type SectionHeadingProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof sectionHeadingVariants> & {
    title: React.ReactNode;
    eyebrow?: React.ReactNode;
    description?: React.ReactNode;
    /** The heading level that fits the page outline. */
    as?: "h1" | "h2" | "h3";
  };

function SectionHeading({
  title,
  eyebrow,
  description,
  as: Heading = "h2",
  align,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(sectionHeadingVariants({ align }), "max-w-3xl", className)}
      {...props}
    >
      {eyebrow && (
        <p
          data-slot="section-heading-eyebrow"
          className="text-sm font-semibold tracking-wider text-primary uppercase"
        >
          {eyebrow}
        </p>
      )}
      <Heading
        data-slot="section-heading-title"
        className={cn(
          "font-bold tracking-tight text-balance",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {description && (
        <p
          data-slot="section-heading-description"
          className="text-lg text-pretty text-muted-foreground"
        >
          {description}
        </p>
      )}
    </div>
  );
}

export { SectionHeading, sectionHeadingVariants, type SectionHeadingProps };
