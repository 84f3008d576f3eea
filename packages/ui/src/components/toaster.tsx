import { CircleAlert, CircleCheck } from "lucide-react";
import * as React from "react";
import { toaster } from "../behaviours/toaster";
import { useBehaviour } from "../behaviours/use-behaviour";
import { toastStore, type ToastStore, type ToastVariant } from "../lib/toast";
import { cn } from "../lib/utils";
import { Toast, ToastClose, ToastDescription, ToastTitle } from "./toast";

type ToasterProps = React.ComponentProps<"section"> & { store?: ToastStore };

const icons: Record<ToastVariant, React.ReactNode> = {
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />,
  destructive: <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />,
  default: null,
};

/**
 * Shows the open toasts of a store; place it once, near the root of the app or page. React renders
 * the region and a hidden prototype of each variant; the `toaster` behaviour fills the region with
 * copies, on a static page and in React alike (why copies: see that behaviour). The prototypes are
 * not `<template>`s because React cannot hydrate a template's content.
 */
function Toaster({ store = toastStore, className, ref, ...props }: ToasterProps) {
  const behaviour = useBehaviour(toaster, { ref, options: store });

  return (
    <section
      data-slot="toaster"
      aria-label="Notifications"
      className={cn(
        "pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end",
        className,
      )}
      {...props}
      {...behaviour}
    >
      <div data-slot="toaster-list" className="flex w-full max-w-sm flex-col gap-2" />
      <div data-slot="toast-prototypes" hidden>
        {(Object.keys(icons) as ToastVariant[]).map((variant) => (
          // Named a prototype until copied, so that queries for toasts never match one.
          <Toast key={variant} data-slot="toast-prototype" variant={variant}>
            {icons[variant]}
            <div data-slot="toast-text" className="grid gap-1">
              <ToastTitle />
              <ToastDescription />
            </div>
            <ToastClose />
          </Toast>
        ))}
      </div>
    </section>
  );
}

export { Toaster, type ToasterProps };
