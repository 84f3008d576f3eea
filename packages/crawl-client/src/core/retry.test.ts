import { describe, expect, it } from "vitest";
import { OUTAGE_BASE_DELAY_MS, OUTAGE_MAX_DELAY_MS, outageDelay } from "./retry.js";

describe("outageDelay: the backoff of a wait riding out an outage", () => {
  it("doubles from 2 s up to its cap, each delay between half and all of its step", () => {
    const steps = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000];
    steps.forEach((step, attempt) => {
      expect(outageDelay(attempt, () => 0)).toBe(step / 2);
      expect(outageDelay(attempt, () => 0.999_999)).toBe(step);
      expect(outageDelay(attempt, () => 0.5)).toBe(Math.round(step * 0.75));
    });
    expect(OUTAGE_BASE_DELAY_MS).toBe(2_000);
    expect(OUTAGE_MAX_DELAY_MS).toBe(30_000);
  });

  it("never asks sooner than the poll interval, and keeps a caller's cap", () => {
    expect(outageDelay(0, () => 0, 2_000)).toBe(2_000);
    expect(outageDelay(1, () => 0, 2_000)).toBe(2_000);
    expect(outageDelay(0, () => 0.9, 5_000)).toBe(5_000);
    expect(outageDelay(6, () => 0.999, 0, 4_000)).toBeLessThanOrEqual(4_000);
    expect(outageDelay(6, () => 0, 0, 4_000)).toBe(2_000);
  });

  it("stays finite and capped however long the outage", () => {
    expect(outageDelay(10_000, () => 0.3)).toBeLessThanOrEqual(OUTAGE_MAX_DELAY_MS);
    expect(Number.isFinite(outageDelay(10_000, () => 0.3))).toBe(true);
  });
});
