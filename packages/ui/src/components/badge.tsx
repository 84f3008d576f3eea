import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/utils";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-foreground",
        highlight: "border-transparent bg-highlight text-highlight-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        success: "border-transparent bg-success text-success-foreground",
        info: "border-transparent bg-info text-info-foreground",
        warning: "border-transparent bg-warning text-warning-foreground",
        muted: "border-border bg-muted text-muted-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

const statusVariants: Record<string, BadgeVariant> = {
  active: "success",
  expanding: "info",
  developing: "warning",
};

/** The colour of a portfolio status: active green, expanding blue, developing orange, else grey. */
function statusVariant(status: string): BadgeVariant {
  return statusVariants[status.trim().toLowerCase()] ?? "muted";
}

function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}

/** A badge whose colour follows the portfolio status it names. */
function StatusBadge({
  status,
  ...props
}: Omit<React.ComponentProps<typeof Badge>, "variant" | "children"> & { status: string }) {
  return (
    <Badge data-slot="status-badge" variant={statusVariant(status)} {...props}>
      {status}
    </Badge>
  );
}

export { Badge, StatusBadge, badgeVariants, statusVariant, type BadgeVariant };
