/** What one Lighthouse run of one route measured. */
export interface RouteReport {
  path: string;
  indexable: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of JavaScript and CSS transferred (compressed) on first load. */
  scriptBytes: number;
  styleBytes: number;
  failedAudits: string[];
}

export const budgets = {
  /**
   * The goal for every marketing page. Lighthouse's simulated total blocking time swings by a few
   * hundred milliseconds between runs on a two-core machine (React's hydration is one long task),
   * so 95 is reported per page and only a drop below 80 fails the run.
   */
  targetPerformance: 95,
  minPerformance: 80,
  /** Accessibility, best practices and SEO on every indexable page. */
  minQualityScore: 100,
  /**
   * The goal for a marketing page's first-load JavaScript. React 19, React DOM and React Router 7
   * alone weigh about 110 KB gzipped, so today's pages miss it; misses are printed, not failed.
   */
  targetMarketingScriptBytes: 110 * 1024,
  /** The regression gate: today's heaviest marketing page is about 158 KB (with HTTP headers). */
  maxMarketingScriptBytes: 175 * 1024,
} as const;

export function missedTargets(report: RouteReport): string[] {
  if (!report.indexable) return [];
  const misses: string[] = [];
  if (report.performance < budgets.targetPerformance)
    misses.push(
      `${report.path}: performance ${report.performance} under the ${budgets.targetPerformance} target`,
    );
  if (report.scriptBytes > budgets.targetMarketingScriptBytes)
    misses.push(
      `${report.path}: first-load JavaScript ${(report.scriptBytes / 1024).toFixed(1)} KB over the ${budgets.targetMarketingScriptBytes / 1024} KB target`,
    );
  return misses;
}

export function violatedBudgets(report: RouteReport): string[] {
  const problems: string[] = [];
  const failing = report.failedAudits.length ? ` (failing: ${report.failedAudits.join(", ")})` : "";
  // The analysis tool is an internal, client-rendered page; the not-found page is not a page to rank.
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
