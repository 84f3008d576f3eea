import { describe, expect, it } from "vitest";
import {
  longestTasks,
  missedAnalysisGoals,
  type RouteReport,
  violatedAnalysisBudgets,
} from "./budgets";

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

describe("the analysis tool's first-load goals, held for each run", () => {
  const run = (figures: Partial<RouteReport>): RouteReport => ({
    path: "/analysis",
    indexable: false,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 63,
    fcpMs: 800,
    lcpMs: 900,
    cls: 0,
    tbtMs: 10,
    longestTaskMs: 60,
    longestTaskOfLoadMs: 150,
    scriptBytes: 114_000,
    styleBytes: 9_000,
    benchmarkIndex: 2100,
    cpuSlowdown: 4,
    calibrated: undefined,
    failedAudits: [],
    ...figures,
  });

  it("names each goal a run misses: performance under 100, TBT over 50 ms, LCP over 1.0 s", () => {
    expect(missedAnalysisGoals(run({}))).toEqual([]);
    expect(missedAnalysisGoals(run({ performance: 99, tbtMs: 51, lcpMs: 1001 }))).toEqual([
      "performance 99 < 100",
      "TBT 51 ms > 50 ms",
      "LCP 1001 ms > 1000 ms",
    ]);
  });

  it("passes three runs that meet every goal, and one slip among three", () => {
    expect(violatedAnalysisBudgets([run({}), run({}), run({})])).toEqual([]);
    expect(violatedAnalysisBudgets([run({}), run({ tbtMs: 80 }), run({})])).toEqual([]);
  });

  it("fails when two of three runs miss, naming each run and what it missed", () => {
    expect(violatedAnalysisBudgets([run({ tbtMs: 80 }), run({}), run({ lcpMs: 1100 })])).toEqual([
      "/analysis, run 1 of 3: TBT 80 ms > 50 ms",
      "/analysis, run 3 of 3: LCP 1100 ms > 1000 ms",
    ]);
  });
});
