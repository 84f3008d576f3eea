import * as React from "react";

type FormFieldContextValue = {
  controlId: string;
  describedBy: string | undefined;
};

export const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
};

/**
 * Gives a form control inside a FormField its id and descriptions. Its invalid state is set on the
 * element by the field's behaviour, which React leaves alone as long as the prop does not change.
 */
export function useFormFieldControl<P extends ControlProps>(props: P): P {
  const field = React.useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [props["aria-describedby"], field.describedBy].filter(Boolean).join(" ");
  return {
    ...props,
    id: props.id ?? field.controlId,
    "aria-describedby": describedBy || undefined,
  };
}
