import { toastStore, type ToastRecord, type ToastStore, type ToastVariant } from "../lib/toast";
import { defineBehaviour } from "./behaviour";

/**
 * Renders a toast store's open toasts into markup rendered by `<Toaster>`, on a static page and in
 * React alike (the store is the app-wide one unless React hands another): each toast is a copy of
 * the Toaster's prototype for its variant, filled with text (never HTML). A toast holds still while
 * it is pointed at or focused, and its close button dismisses it. Returns a function that stops
 * rendering and removes the toasts it added.
 *
 * Why copies of prototypes rather than toasts drawn by React: a static page has no React to draw a
 * toast, and the only description of a toast's markup (its classes, roles and lucide icons) is the
 * `<Toast>` component. Building the same markup again in DOM code would be a second implementation
 * that drifts from the first, and would put the icons' SVG and the class logic into the static
 * pages' one small script. So `<Toaster>` renders each variant once, hidden, from `<Toast>` itself,
 * and this one function copies it in both worlds.
 */
function mountToaster(toaster: HTMLElement, store: ToastStore = toastStore): () => void {
  const list = toaster.querySelector<HTMLElement>("[data-slot=toaster-list]");
  if (!list) throw new Error("mountToaster: the toaster has no [data-slot=toaster-list]");
  const shown = new Map<string, HTMLElement>();

  function prototypeOf(variant: ToastVariant) {
    return toaster.querySelector(`[data-slot=toast-prototype][data-variant=${variant}]`);
  }

  function fill(toast: HTMLElement, slot: string, text: string | undefined) {
    const part = toast.querySelector(`[data-slot=${slot}]`);
    if (!part) return;
    if (text) part.textContent = text;
    else part.remove();
  }

  function holdWhileAttended(toast: HTMLElement, id: string) {
    let pointed = false;
    let focused = false;
    const update = () => (pointed || focused ? store.pause(id) : store.resume(id));
    toast.addEventListener("pointerenter", () => {
      pointed = true;
      update();
    });
    toast.addEventListener("pointerleave", () => {
      pointed = false;
      update();
    });
    toast.addEventListener("focusin", () => {
      focused = true;
      update();
    });
    toast.addEventListener("focusout", (event) => {
      focused = toast.contains(event.relatedTarget as Node | null);
      update();
    });
  }

  function create({ id, title, description, variant = "default" }: ToastRecord) {
    const prototype = prototypeOf(variant);
    if (!prototype) throw new Error(`mountToaster: no prototype for the ${variant} variant`);
    const toast = prototype.cloneNode(true) as HTMLElement;
    toast.setAttribute("data-slot", "toast");
    fill(toast, "toast-title", title);
    fill(toast, "toast-description", description);
    toast
      .querySelector("[data-slot=toast-close]")
      ?.addEventListener("click", () => store.dismiss(id));
    holdWhileAttended(toast, id);
    return toast;
  }

  function render() {
    const open = store.getSnapshot().filter((toast) => toast.open);
    const openIds = new Set(open.map((toast) => toast.id));
    for (const [id, toast] of shown) {
      if (openIds.has(id)) continue;
      toast.remove();
      shown.delete(id);
    }
    open.forEach((record, index) => {
      let toast = shown.get(record.id);
      if (!toast) {
        toast = create(record);
        shown.set(record.id, toast);
      }
      const atIndex = list?.children[index] ?? null;
      if (atIndex !== toast) list?.insertBefore(toast, atIndex);
    });
  }

  render();
  const unsubscribe = store.subscribe(render);
  return () => {
    unsubscribe();
    for (const toast of shown.values()) toast.remove();
    shown.clear();
  };
}

export const toaster = defineBehaviour<ToastStore>("toaster", mountToaster);
