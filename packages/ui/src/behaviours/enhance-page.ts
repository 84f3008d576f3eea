import { toastStore, type ToastStore } from "../lib/toast";
import { enhanceCarousel } from "./carousel";
import { enhanceFormField } from "./form-field";
import { enhanceSiteHeader } from "./site-header";
import { mountToaster } from "./toaster";

const behaviours: Record<string, (element: HTMLElement, toasts: ToastStore) => () => void> = {
  "site-header": enhanceSiteHeader,
  carousel: enhanceCarousel,
  "form-field": enhanceFormField,
  toaster: mountToaster,
};

/**
 * Gives every design-system component under `root` its behaviour, for pages that were rendered
 * to HTML ahead of time and run no React: the same functions the React components attach.
 * Toasters show `toasts`, the app-wide store unless told otherwise. Returns a function that
 * detaches everything.
 */
export function enhancePage(
  root: ParentNode = document,
  { toasts = toastStore }: { toasts?: ToastStore } = {},
): () => void {
  const detachers = Object.entries(behaviours).flatMap(([slot, enhance]) =>
    [...root.querySelectorAll<HTMLElement>(`[data-slot=${slot}]`)].map((element) =>
      enhance(element, toasts),
    ),
  );
  return () => {
    for (const detach of detachers) detach();
  };
}
