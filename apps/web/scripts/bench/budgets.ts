/** What one Lighthouse run of one route measured. */
export interface RouteReport {
  path: string;
  indexable: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The longest main-thread task as Lighthouse simulates it, the part of it between the first
   * contentful paint and TTI that TBT counts (0 when none reaches 50 ms there).
   */
  longestTaskMs: number;
  /** The longest task of the whole load, before the first paint included. */
  longestTaskOfLoadMs: number;
  /** Bytes of JavaScript and CSS transferred (compressed) on first load. */
  scriptBytes: number;
  styleBytes: number;
  /** The host's speed as Lighthouse measured it during the run. */
  benchmarkIndex: number;
  /** The CPU slowdown simulated: Lighthouse's default 4×, or calibrated to the host's speed. */
  cpuSlowdown: number;
  /**
   * False when the host's speed changed so much between runs that no calibrated slowdown matched;
   * undefined when Lighthouse's default 4× was used.
   */
  calibrated: boolean | undefined;
  failedAudits: string[];
}

/**
 * The longest task as TBT sees it, and the longest of the whole load. Lighthouse lists the tasks
 * of 50 ms or more with their simulated start and duration. TBT counts the part of each task
 * between the first contentful paint and TTI, the time in which a visitor sees the page and may
 * act; the budget holds the longest such part. The whole load's longest is printed beside it: the
 * first is often the new document's JavaScript context being set up under DevTools' instruments
 * (for a blank page too), before anything is painted.
 */
export function longestTasks(
  tasks: Array<{ startTime: number; duration: number }>,
  firstPaintMs: number,
  interactiveMs: number,
) {
  const inWindow = tasks.map(
    ({ startTime, duration }) =>
      Math.min(startTime + duration, Math.max(interactiveMs, firstPaintMs)) -
      Math.max(startTime, firstPaintMs),
  );
  return {
    longestTaskMs: Math.max(0, ...inWindow),
    longestTaskOfLoadMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

export const budgets = {
  /** Below this, an indexable page fails the run. */
  minPerformance: 95,
  /** Accessibility, best practices and SEO on every indexable page. */
  minQualityScore: 100,
  /** First-load JavaScript of a marketing page (gzip, with HTTP headers), which fails the run. */
  maxMarketingScriptBytes: 110 * 1024,
} as const;

/** What every marketing page aims for; a miss is printed, not failed. */
export const targets = {
  performance: 100,
  lcpMs: 1500,
  cls: 0,
} as const;

/**
 * The analysis tool's first load (before a key is entered), as Lighthouse's defaults measure it
 * (mobile, simulated throttling, 4× CPU): as light as a marketing page. The crawl client, the
 * findings, the charts and the history load only when first needed. Lighthouse's simulated figures
 * vary from run to run, more so on a shared host, so the route is measured `runs` times: each run
 * is held to the goals and printed, and the check fails when more than one run misses them.
 */
export const analysisBudgets = {
  path: "/analysis",
  runs: 3,
  minPerformance: 100,
  maxTbtMs: 50,
  maxLcpMs: 1000,
  /** Runs of the three that may miss a goal before the check fails. */
  missesAllowed: 1,
} as const;

/** What one run of the analysis tool's first load missed of its goals. */
export function missedAnalysisGoals(report: RouteReport): string[] {
  const problems: string[] = [];
  if (report.performance < analysisBudgets.minPerformance)
    problems.push(`performance ${report.performance} < ${analysisBudgets.minPerformance}`);
  if (report.tbtMs > analysisBudgets.maxTbtMs)
    problems.push(`TBT ${Math.round(report.tbtMs)} ms > ${analysisBudgets.maxTbtMs} ms`);
  if (report.lcpMs > analysisBudgets.maxLcpMs)
    problems.push(`LCP ${Math.round(report.lcpMs)} ms > ${analysisBudgets.maxLcpMs} ms`);
  return problems;
}

/** The analysis tool's budget over all its runs: failed when more runs miss than allowed. */
export function violatedAnalysisBudgets(runs: readonly RouteReport[]): string[] {
  const missed = runs
    .map((run, index) => ({ index, problems: missedAnalysisGoals(run) }))
    .filter((run) => run.problems.length > 0);
  if (missed.length <= analysisBudgets.missesAllowed) return [];
  return missed.map(
    ({ index, problems }) =>
      `${analysisBudgets.path}, run ${index + 1} of ${runs.length}: ${problems.join(", ")}`,
  );
}

export function missedTargets(report: RouteReport): string[] {
  if (!report.indexable) return [];
  const misses: string[] = [];
  if (report.performance < targets.performance)
    misses.push(`${report.path}: performance ${report.performance} under ${targets.performance}`);
  if (report.lcpMs >= targets.lcpMs)
    misses.push(
      `${report.path}: LCP ${Math.round(report.lcpMs)} ms, not under ${targets.lcpMs} ms`,
    );
  if (report.cls > targets.cls) misses.push(`${report.path}: CLS ${report.cls.toFixed(3)}, not 0`);
  return misses;
}

export function violatedBudgets(report: RouteReport): string[] {
  const problems: string[] = [];
  const failing = report.failedAudits.length ? ` (failing: ${report.failedAudits.join(", ")})` : "";
  // The analysis tool is an internal page (its speed is judged over its runs, above); the not-found
  // page is not a page to rank.
  if (!report.indexable) {
    if (report.accessibility < budgets.minQualityScore)
      problems.push(`${report.path}: accessibility ${report.accessibility}${failing}`);
    return problems;
  }
  if (report.performance < budgets.minPerformance)
    problems.push(`${report.path}: performance ${report.performance} < ${budgets.minPerformance}`);
  for (const [name, score] of [
    ["accessibility", report.accessibility],
    ["best practices", report.bestPractices],
    ["SEO", report.seo],
  ] as const) {
    if (score < budgets.minQualityScore)
      problems.push(`${report.path}: ${name} ${score}${failing}`);
  }
  if (report.scriptBytes > budgets.maxMarketingScriptBytes)
    problems.push(
      `${report.path}: first-load JavaScript ${(report.scriptBytes / 1024).toFixed(1)} KB > ${budgets.maxMarketingScriptBytes / 1024} KB`,
    );
  return problems;
}
