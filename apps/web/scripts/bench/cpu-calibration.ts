/**
 * Lighthouse simulates a slow phone by multiplying the CPU time it observed on the host by
 * `cpuSlowdownMultiplier` (4 by default). The same page therefore scores better on a faster host
 * and worse on a slower or busier one. Lighthouse's guide (docs/throttling.md, "Calibrating the CPU
 * slowdown") measures the host with `benchmarkIndex` and says to raise the multiplier on a host at
 * the fast end of its class and to lower it on a weaker one.
 *
 * Our budgets are set for one class of machine: the 2-core hosts CI and every developer run on,
 * whose `benchmarkIndex` is about 2,100, at Lighthouse's default 4×. Observed CPU time scales with
 * 1 / `benchmarkIndex`, so a slowdown of 4 × index / 2,100 makes any host simulate the same device
 * as that class at 4×; a busy host (its index lowered by the other work) gets a lower slowdown for
 * the same reason, so its figures stay comparable rather than merely worse.
 */
export const referenceHost = { benchmarkIndex: 2100, cpuSlowdown: 4 } as const;

/** Lighthouse cannot run a page faster than the host does; above 20× a run would time out. */
const slowdownRange = { min: 1, max: 20 } as const;

/**
 * A run counts when the slowdown it used is within this share of the one its own benchmark asks
 * for. The index itself varies by a few percent between runs on a quiet host.
 */
export const slowdownTolerance = 0.1;

/** The CPU slowdown that makes a host of this `benchmarkIndex` simulate the reference class. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return referenceHost.cpuSlowdown;
  const scaled = (referenceHost.cpuSlowdown * benchmarkIndex) / referenceHost.benchmarkIndex;
  const clamped = Math.min(slowdownRange.max, Math.max(slowdownRange.min, scaled));
  return Math.round(clamped * 100) / 100;
}

/** Whether a run made with `usedSlowdown` on a host that measured `benchmarkIndex` counts. */
export function slowdownFits(usedSlowdown: number, benchmarkIndex: number): boolean {
  const wanted = calibratedCpuSlowdown(benchmarkIndex);
  return Math.abs(usedSlowdown - wanted) <= wanted * slowdownTolerance;
}
