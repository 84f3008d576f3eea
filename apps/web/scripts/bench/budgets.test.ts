import { describe, expect, it } from "vitest";
import { longestTasks } from "./budgets";

describe("the longest task of a Lighthouse run", () => {
  const navigationSetUp = { startTime: 630, duration: 197 };
  const hydration = { startTime: 2300, duration: 116 };

  it("counts, like TBT, only the part of each task between the first paint and TTI", () => {
    expect(longestTasks([navigationSetUp, hydration], 800, 2500)).toEqual({
      longestTaskMs: 116,
      longestTaskOfLoadMs: 197,
    });
  });

  it("clips a task that straddles the first paint or TTI", () => {
    expect(longestTasks([navigationSetUp], 780, 2500).longestTaskMs).toBe(47);
    expect(longestTasks([hydration], 800, 2350).longestTaskMs).toBe(50);
  });

  it("is 0 when no task reaches 50 ms", () => {
    expect(longestTasks([], 800, 800)).toEqual({ longestTaskMs: 0, longestTaskOfLoadMs: 0 });
  });
});
