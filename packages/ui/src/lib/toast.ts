export type ToastVariant = "default" | "success" | "destructive";

export type ToastOptions = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays before it dismisses itself, in ms; `Infinity` keeps it. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean; duration: number };

export type ToastHandle = { id: string; dismiss: () => void };

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
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

/** A running dismissal countdown; paused, it keeps what was left of it. */
type Countdown = { handle: unknown; endsAt: number } | { remaining: number };

/**
 * The notification queue behind `toast()`: a tiny framework-free store. The design system's
 * Toaster renders it, in a React tree or on a static page alike.
 */
export function createToastStore({
  limit = 1,
  removeDelay = 1_000_000,
  duration: defaultDuration = 5000,
  timers = realTimers,
}: ToastStoreOptions = {}) {
  let toasts: ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const countdowns = new Map<string, Countdown>();
  const removeTimers = new Map<string, unknown>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function stopCountdown(id: string) {
    const countdown = countdowns.get(id);
    if (countdown && "handle" in countdown) timers.clearTimeout(countdown.handle);
    countdowns.delete(id);
  }

  function startCountdown(id: string, ms: number) {
    if (!Number.isFinite(ms)) return;
    const handle = timers.setTimeout(() => dismiss(id), ms);
    countdowns.set(id, { handle, endsAt: timers.now() + ms });
  }

  function clearTimers(id: string) {
    stopCountdown(id);
    timers.clearTimeout(removeTimers.get(id));
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
      stopCountdown(targetId);
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
    startCountdown(id, duration);
    emit();
    return { id, dismiss: () => dismiss(id) };
  }

  /** Holds a toast open while the visitor points at it or focuses it (WCAG 2.2.1). */
  function pause(id: string) {
    const countdown = countdowns.get(id);
    if (!countdown || !("handle" in countdown)) return;
    timers.clearTimeout(countdown.handle);
    countdowns.set(id, { remaining: Math.max(0, countdown.endsAt - timers.now()) });
  }

  /** Lets a paused toast finish the time it had left. */
  function resume(id: string) {
    const countdown = countdowns.get(id);
    if (!countdown || !("remaining" in countdown)) return;
    startCountdown(id, countdown.remaining);
  }

  return {
    add,
    dismiss,
    pause,
    resume,
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
