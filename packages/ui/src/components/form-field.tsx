import * as React from "react";
import { FormFieldContext } from "../lib/form-field-context";
import { cn } from "../lib/utils";
import { Label } from "./label";

type FormFieldProps = React.ComponentProps<"div"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** The id of the control; generated when omitted. */
  controlId?: string;
};

type ValidatableElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isValidatable(target: EventTarget | null): target is ValidatableElement {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/**
 * A label, a control and the browser's own validation message. The message appears once the
 * browser has rejected the value (on submit, or `reportValidity()`), then follows the value as the
 * user corrects it. The rules are the control's native ones: `required`, `type="email"`...
 */
function FormField({
  label,
  description,
  controlId,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `${generatedId}-control`;
  const descriptionId = `${generatedId}-description`;
  const messageId = `${generatedId}-message`;
  const fieldRef = React.useRef<HTMLDivElement>(null);
  const [message, setMessage] = React.useState("");
  const rejected = React.useRef(false);

  React.useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    // `invalid` does not bubble, so it is caught on its way down to the control.
    const onInvalid = (event: Event) => {
      if (!isValidatable(event.target)) return;
      rejected.current = true;
      setMessage(event.target.validationMessage);
    };
    const onEdit = (event: Event) => {
      if (!rejected.current || !isValidatable(event.target)) return;
      setMessage(event.target.validity.valid ? "" : event.target.validationMessage);
    };
    const onReset = () => {
      rejected.current = false;
      setMessage("");
    };
    const form = field.closest("form");
    field.addEventListener("invalid", onInvalid, true);
    field.addEventListener("input", onEdit);
    field.addEventListener("change", onEdit);
    form?.addEventListener("reset", onReset);
    return () => {
      field.removeEventListener("invalid", onInvalid, true);
      field.removeEventListener("input", onEdit);
      field.removeEventListener("change", onEdit);
      form?.removeEventListener("reset", onReset);
    };
  }, []);

  const describedBy =
    [description ? descriptionId : null, message ? messageId : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <FormFieldContext value={{ controlId: id, describedBy, invalid: message !== "" }}>
      <div
        ref={fieldRef}
        data-slot="form-field"
        data-invalid={message !== "" || undefined}
        className={cn("group/field grid gap-2", className)}
        {...props}
      >
        <Label
          htmlFor={id}
          className="group-data-invalid/field:text-destructive group-has-[:required]/field:after:text-destructive group-has-[:required]/field:after:content-['*']"
        >
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
        {message && (
          <p id={messageId} data-slot="form-field-message" className="text-sm text-destructive">
            {message}
          </p>
        )}
      </div>
    </FormFieldContext>
  );
}

export { FormField, type FormFieldProps };
