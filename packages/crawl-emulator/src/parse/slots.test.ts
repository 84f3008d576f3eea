import { describe, expect, it } from "vitest";
import { Slots } from "./slots.js";

describe("Slots", () => {
  it("hands a released slot to the longest waiter, and frees it when none waits", async () => {
    const slots = new Slots(1);
    const never = new AbortController().signal;
    expect(await slots.acquire(never)).toBe(true);
    const order: string[] = [];
    const first = slots.acquire(never).then(() => order.push("first"));
    const second = slots.acquire(never).then(() => order.push("second"));
    slots.release();
    await first;
    expect(order).toEqual(["first"]);
    slots.release();
    await second;
    slots.release();
    expect(await slots.acquire(never)).toBe(true);
    expect(order).toEqual(["first", "second"]);
  });

  it("gives up a wait when its signal aborts, and skips that waiter on release", async () => {
    const slots = new Slots(1);
    const never = new AbortController().signal;
    await slots.acquire(never);
    const leaving = new AbortController();
    const left = slots.acquire(leaving.signal);
    const staying = slots.acquire(never);
    leaving.abort();
    expect(await left).toBe(false);
    slots.release();
    expect(await staying).toBe(true);
    const aborted = AbortSignal.abort();
    expect(await new Slots(1).acquire(aborted)).toBe(false);
  });
});
