import type * as React from "react";
import { useFormFieldControl } from "../lib/form-field-context";
import { cn } from "../lib/utils";

/** Shared by every text-like control so that inputs, selects and text areas line up. */
export const controlClassName =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs transition-[color,box-shadow] outline-hidden placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  const controlProps = useFormFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClassName,
        "h-9 py-1 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...controlProps}
    />
  );
}

export { Input };
