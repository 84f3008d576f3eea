import * as React from "react";
import { formField } from "../behaviours/form-field";
import { useBehaviour } from "../behaviours/use-behaviour";
import { FormFieldContext } from "../lib/form-field-context";
import { cn } from "../lib/utils";
import { Label } from "./label";

type FormFieldProps = React.ComponentProps<"div"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** The id of the control; generated when omitted. */
  controlId?: string;
};

/**
 * A label, a control and the browser's own validation message, shown by the `form-field` behaviour
 * once the browser has rejected the value. The rules are the control's native ones: `required`,
 * `type="email"`... The message element is always rendered (hidden while empty), so a static page
 * needs no re-render to show it.
 */
function FormField({
  label,
  description,
  controlId,
  className,
  children,
  ref,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `${generatedId}-control`;
  const descriptionId = `${generatedId}-description`;
  const messageId = `${generatedId}-message`;
  const behaviour = useBehaviour(formField, { ref });

  const describedBy = description ? descriptionId : undefined;

  return (
    <FormFieldContext value={{ controlId: id, describedBy }}>
      <div
        data-slot="form-field"
        className={cn("group/field grid gap-2", className)}
        {...props}
        {...behaviour}
      >
        <Label htmlFor={id} className="group-data-invalid/field:text-destructive">
          {label}
        </Label>
        {children}
        {description && (
          <p
            id={descriptionId}
            data-slot="form-field-description"
            className="text-sm text-muted-foreground"
          >
            {description}
          </p>
        )}
        <p
          id={messageId}
          data-slot="form-field-message"
          hidden
          className="text-sm text-destructive"
        />
      </div>
    </FormFieldContext>
  );
}

export { FormField, type FormFieldProps };
