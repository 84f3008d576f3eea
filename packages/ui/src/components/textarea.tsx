import type * as React from "react";
import { useFormFieldControl } from "../lib/form-field-context";
import { cn } from "../lib/utils";
import { controlClassName } from "./input";

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  const controlProps = useFormFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClassName, "min-h-16 py-2", className)}
      {...controlProps}
    />
  );
}

export { Textarea };
