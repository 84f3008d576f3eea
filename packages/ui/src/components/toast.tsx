import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/utils";

const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
  {
    variants: {
      variant: {
        default: "border-border bg-popover text-popover-foreground",
        success: "border-success bg-popover text-popover-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastProps = React.ComponentProps<"div"> & VariantProps<typeof toastVariants>;

/** One notification. Destructive ones interrupt as alerts; the rest are polite status messages. */
function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <div
      data-slot="toast"
      data-variant={variant ?? "default"}
      role={variant === "destructive" ? "alert" : "status"}
      aria-atomic="true"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="toast-title" className={cn("text-sm font-semibold", className)} {...props} />
  );
}

function ToastDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="toast-description" className={cn("text-sm", className)} {...props} />;
}

function ToastClose({
  className,
  "aria-label": ariaLabel = "Dismiss notification",
  ...props
}: React.ComponentProps<"button">) {
  return (
    <button
      data-slot="toast-close"
      type="button"
      aria-label={ariaLabel}
      className={cn(
        "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 outline-hidden hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

export { Toast, ToastTitle, ToastDescription, ToastClose, toastVariants, type ToastProps };
