import { systemClock, type Clock } from "../../src/core/clock.js";

/**
 * Real time, except that each sleep lasts at most `maxRealMs` while the clock still moves forward by
 * the full amount: polling and backoff keep their logic but a 2 s poll costs a few ms against a real
 * loopback server. `sleeps` records what the client asked for.
 */
export function acceleratedClock(maxRealMs = 5): Clock & { sleeps: number[] } {
  let offset = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => Date.now() + offset,
    async sleep(ms, signal) {
      sleeps.push(ms);
      const real = Math.min(ms, maxRealMs);
      await systemClock.sleep(real, signal);
      offset += ms - real;
    },
  };
}
