import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { useFormFieldControl } from "../lib/form-field-context";
import { cn } from "../lib/utils";
import { controlClassName } from "./input";

/** The browser's own select, styled: keeps native keyboard, mobile pickers and validation. */
function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  const controlProps = useFormFieldControl(props);
  return (
    <div data-slot="select-wrapper" className="relative">
      <select
        data-slot="select"
        className={cn(controlClassName, "h-9 appearance-none py-1 pr-9", className)}
        {...controlProps}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { Select };
