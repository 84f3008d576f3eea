import * as React from "react";

export type ToastVariant = "default" | "success" | "destructive";

export type ToastOptions = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays before it dismisses itself, in ms; `Infinity` keeps it. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean; duration: number };

export type ToastHandle = { id: string; dismiss: () => void };

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type ToastStoreOptions = {
  /** How many toasts are kept at once, open or dismissed; the newest wins. */
  limit?: number;
  /** How long a dismissed toast is kept before it is removed, in ms. */
  removeDelay?: number;
  /** The duration of toasts that do not set their own, in ms. */
  duration?: number;
  timers?: Timers;
};

export type ToastStore = ReturnType<typeof createToastStore>;

/** The notification queue behind `toast()`: a tiny external store that React subscribes to. */
export function createToastStore({
  limit = 1,
  removeDelay = 1_000_000,
  duration: defaultDuration = 5000,
  timers = globalThis as Timers,
}: ToastStoreOptions = {}) {
  let toasts: ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const dismissTimers = new Map<string, unknown>();
  const removeTimers = new Map<string, unknown>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function clearTimers(id: string) {
    timers.clearTimeout(dismissTimers.get(id));
    timers.clearTimeout(removeTimers.get(id));
    dismissTimers.delete(id);
    removeTimers.delete(id);
  }

  function remove(id: string) {
    clearTimers(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
    if (targets.length === 0) return;
    for (const { id: targetId } of targets) {
      timers.clearTimeout(dismissTimers.get(targetId));
      dismissTimers.delete(targetId);
      removeTimers.set(
        targetId,
        timers.setTimeout(() => remove(targetId), removeDelay),
      );
    }
    const closed = new Set(targets.map((toast) => toast.id));
    toasts = toasts.map((toast) => (closed.has(toast.id) ? { ...toast, open: false } : toast));
    emit();
  }

  function add(options: ToastOptions): ToastHandle {
    counter += 1;
    const id = String(counter);
    const duration = options.duration ?? defaultDuration;
    const kept = [{ ...options, id, open: true, duration }, ...toasts];
    for (const dropped of kept.slice(limit)) clearTimers(dropped.id);
    toasts = kept.slice(0, limit);
    if (Number.isFinite(duration)) {
      dismissTimers.set(
        id,
        timers.setTimeout(() => dismiss(id), duration),
      );
    }
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    add,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide store, with the limit (1) and removal delay (1,000,000 ms) of the product. */
export const toastStore = createToastStore();

/** Shows a notification through the app-wide store. */
export function toast(options: ToastOptions) {
  return toastStore.add(options);
}

export function useToast(store: ToastStore = toastStore) {
  const toasts = React.useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast: store.add, dismiss: store.dismiss };
}
