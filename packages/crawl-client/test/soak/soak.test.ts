import { FAULT_KINDS } from "@keystone/crawl-emulator";
import { describe, expect, it } from "vitest";
import { acceleratedClock, runSoak } from "../../bench/lib/soak-run.js";
import { FirecrawlApp, FirecrawlError } from "../../src/index.js";

// The short soak: the same schedule as `pnpm soak`, stopped after a few hundred faults and at least
// one round of every fault kind, by when it has drawn every kind, both deployments and both defects.
describe("soak (short)", () => {
  it("delivers every document of every job exactly once, or ends the job with a typed error", async () => {
    const report = await runSoak({
      faults: 500,
      seed: 14,
      client: (config) =>
        new FirecrawlApp({
          ...config,
          clock: acceleratedClock(),
          maxWait: 180_000,
          watchIdleTimeout: 2_000,
        }),
      FirecrawlError,
    });
    expect(report.failures).toEqual([]);
    expect(report.duplicates).toBe(0);
    expect(report.silentlyLost).toBe(0);
    expect(report.untyped).toBe(0);
    expect(report.faults).toBeGreaterThanOrEqual(500);
    expect(Object.keys(report.faultsByKind).sort()).toEqual([...FAULT_KINDS].sort());
    expect(report.complete).toBeGreaterThan(0);
    expect(Object.keys(report.jobsByDeployment).sort()).toEqual(["cloud", "self-hosted"]);
  }, 240_000);
});
