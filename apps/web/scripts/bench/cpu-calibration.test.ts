import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, referenceHost, slowdownFits } from "./cpu-calibration";

describe("the CPU slowdown calibrated to the host", () => {
  it("is Lighthouse's 4× on a host of the reference class", () => {
    expect(calibratedCpuSlowdown(referenceHost.benchmarkIndex)).toBe(4);
  });

  it("grows with a faster host, so that it simulates the same device", () => {
    expect(calibratedCpuSlowdown(4200)).toBe(8);
    expect(calibratedCpuSlowdown(3150)).toBe(6);
  });

  it("shrinks on a slower or busier host, but never below no slowdown at all", () => {
    expect(calibratedCpuSlowdown(1050)).toBe(2);
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });

  it("stays within what Lighthouse can run", () => {
    expect(calibratedCpuSlowdown(100_000)).toBe(20);
  });

  it("falls back to the reference slowdown when the host's speed is unknown", () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });

  it("accepts a run whose slowdown is within a tenth of what its benchmark asks for", () => {
    expect(slowdownFits(4, 2100)).toBe(true);
    expect(slowdownFits(4, 2250)).toBe(true);
    expect(slowdownFits(4, 2600)).toBe(false);
    expect(slowdownFits(4, 1500)).toBe(false);
  });
});
