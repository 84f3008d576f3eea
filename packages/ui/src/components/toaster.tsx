import { CircleAlert, CircleCheck } from "lucide-react";
import type * as React from "react";
import { toastStore, useToast, type ToastStore } from "../lib/toast";
import { cn } from "../lib/utils";
import { Toast, ToastClose, ToastDescription, ToastTitle } from "./toast";

type ToasterProps = React.ComponentProps<"section"> & { store?: ToastStore };

const icons = {
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />,
  destructive: <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />,
  default: null,
};

/** Renders the open toasts of a store; place it once, near the root of the app. */
function Toaster({ store = toastStore, className, ...props }: ToasterProps) {
  const { toasts, dismiss } = useToast(store);
  return (
    <section
      data-slot="toaster"
      aria-label="Notifications"
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end",
        className,
      )}
      {...props}
    >
      <div className="flex w-full max-w-sm flex-col gap-2">
        {toasts
          .filter((toast) => toast.open)
          .map(({ id, title, description, variant = "default" }) => (
            <Toast key={id} variant={variant}>
              {icons[variant]}
              <div className="grid gap-1">
                {title && <ToastTitle>{title}</ToastTitle>}
                {description && <ToastDescription>{description}</ToastDescription>}
              </div>
              <ToastClose onClick={() => dismiss(id)} />
            </Toast>
          ))}
      </div>
    </section>
  );
}

export { Toaster, type ToasterProps };
