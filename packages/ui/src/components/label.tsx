import type * as React from "react";
import { cn } from "../lib/utils";

/**
 * Shows the state of the control that follows it, directly or inside the element that follows it:
 * an asterisk when it is required, dimmed when it is disabled. A label comes before its control,
 * so `peer-*` variants, which only see earlier siblings, cannot do this.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-1 text-sm leading-none font-medium select-none has-[+:disabled,+*_:disabled]:cursor-not-allowed has-[+:disabled,+*_:disabled]:opacity-50 has-[+:required,+*_:required]:after:text-destructive has-[+:required,+*_:required]:after:content-['*']",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
