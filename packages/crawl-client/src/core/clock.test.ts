import { describe, expect, it } from "vitest";
import { TimerQueue } from "./clock.js";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("TimerQueue", () => {
  it("runs each call once it is due, the earliest first, whatever the order they were scheduled in", async () => {
    const queue = new TimerQueue();
    const ran: string[] = [];
    const done = new Promise<void>((resolve) => {
      queue.schedule(40, () => {
        ran.push("late");
        resolve();
      });
    });
    queue.schedule(5, () => ran.push("early"));
    queue.schedule(20, () => ran.push("middle"));
    await done;
    expect(ran).toEqual(["early", "middle", "late"]);
    expect(queue.armed).toBe(false);
  });

  it("never runs a cancelled call, and keeps the timer for the others", async () => {
    const queue = new TimerQueue();
    const ran: string[] = [];
    const first = queue.schedule(5, () => ran.push("cancelled"));
    const done = new Promise<void>((resolve) => {
      queue.schedule(20, () => {
        ran.push("kept");
        resolve();
      });
    });
    queue.cancel(first);
    expect(queue.armed).toBe(true);
    await done;
    expect(ran).toEqual(["kept"]);
  });

  it("clears its timer when the last pending call is cancelled, so that nothing keeps a process alive", async () => {
    const queue = new TimerQueue();
    let ran = false;
    const calls = [1, 2, 3].map(() => queue.schedule(60_000, () => (ran = true)));
    expect(queue.armed).toBe(true);
    for (const call of calls.slice(0, 2)) queue.cancel(call);
    expect(queue.armed).toBe(true);
    queue.cancel(calls[2] as (typeof calls)[number]);
    expect(queue.armed).toBe(false);
    // Cancelling twice, or after the call ran, changes nothing.
    queue.cancel(calls[0] as (typeof calls)[number]);
    await tick(5);
    expect(ran).toBe(false);
    expect(queue.armed).toBe(false);
  });

  it("re-arms for a call due sooner than the one the timer waits for", async () => {
    const queue = new TimerQueue();
    const ran: string[] = [];
    const far = queue.schedule(60_000, () => ran.push("far"));
    await new Promise<void>((resolve) => {
      queue.schedule(5, () => {
        ran.push("near");
        resolve();
      });
    });
    expect(ran).toEqual(["near"]);
    expect(queue.armed).toBe(true);
    queue.cancel(far);
    expect(queue.armed).toBe(false);
  });
});
