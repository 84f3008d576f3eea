import * as React from "react";

type FormFieldContextValue = {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

export const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

/** Gives a form control inside a FormField its id, description and invalid state. */
export function useFormFieldControl<P extends ControlProps>(props: P): P {
  const field = React.useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [props["aria-describedby"], field.describedBy].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.controlId,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
  };
}
