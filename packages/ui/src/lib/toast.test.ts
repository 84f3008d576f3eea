import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast";

describe("createToastStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps at most `limit` toasts, newest first", () => {
    const store = createToastStore({ limit: 1 });
    store.add({ title: "first" });
    store.add({ title: "second" });
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(["second"]);
  });

  it("dismisses a toast after its duration, then removes it after the removal delay", () => {
    const store = createToastStore({ duration: 3000, removeDelay: 1_000_000 });
    store.add({ title: "API key validated and saved" });

    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);

    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("lets one toast override the default duration, or stay until dismissed", () => {
    const store = createToastStore({ limit: 3, duration: 1000 });
    const quick = store.add({ title: "quick", duration: 10 });
    const sticky = store.add({ title: "sticky", duration: Infinity });
    vi.advanceTimersByTime(10_000);
    const byId = new Map(store.getSnapshot().map((toast) => [toast.id, toast.open]));
    expect(byId.get(quick.id)).toBe(false);
    expect(byId.get(sticky.id)).toBe(true);
  });

  it("dismisses by handle, by id, or all at once, and tells subscribers", () => {
    const store = createToastStore({ limit: 3 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.add({ title: "a" });
    store.add({ title: "b" });
    store.add({ title: "c" });
    a.dismiss();
    expect(store.getSnapshot().filter((toast) => toast.open)).toHaveLength(2);
    store.dismiss();
    expect(store.getSnapshot().every((toast) => !toast.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    store.add({ title: "d" });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it("ignores dismissing a toast that is already gone", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss("no-such-id");
    expect(listener).not.toHaveBeenCalled();
  });

  it("cancels the timers of a toast pushed out by the limit", () => {
    const store = createToastStore({ limit: 1, duration: 100 });
    store.add({ title: "old" });
    store.add({ title: "new", duration: Infinity });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "new", open: true })]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the product's limit and removal delay by default", () => {
    const store = createToastStore();
    store.add({ title: "Message Sent!" });
    store.add({ title: "Message Sent!" });
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss();
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("holds a paused toast open, then lets it finish the time it had left", () => {
    const store = createToastStore({ duration: 3000 });
    const { id } = store.add({ title: "API key validated and saved" });
    vi.advanceTimersByTime(1000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("ignores pausing a toast that stays until dismissed, and resuming one never paused", () => {
    const store = createToastStore({ limit: 2, duration: 100 });
    const sticky = store.add({ title: "sticky", duration: Infinity });
    const quick = store.add({ title: "quick" });
    store.pause(sticky.id);
    store.resume(sticky.id);
    store.resume(quick.id);
    vi.advanceTimersByTime(100);
    const byId = new Map(store.getSnapshot().map((toast) => [toast.id, toast.open]));
    expect(byId.get(sticky.id)).toBe(true);
    expect(byId.get(quick.id)).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
  });
});
