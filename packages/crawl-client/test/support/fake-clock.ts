import { AbortedError } from "../../src/core/errors.js";
import type { Clock } from "../../src/core/clock.js";

/** A clock whose sleeps return at once and advance virtual time, recording each wait. */
export function fakeClock(
  start = 1_000_000,
): Clock & { sleeps: number[]; advance(ms: number): void } {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    advance(ms) {
      now += ms;
    },
    async sleep(ms, signal) {
      if (signal?.aborted) throw new AbortedError("Aborted while waiting.", 0);
      sleeps.push(ms);
      now += ms;
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw new AbortedError("Aborted while waiting.", 0);
    },
  };
}
