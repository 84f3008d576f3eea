import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many tests of one run may pass only on their retry before the run fails. */
export const allowedRetriedTests = 1;

export interface RetriedTest {
  title: string;
  /** The first line of each failed attempt's error, in order. */
  failures: string[];
}

/** The run's verdict on its retried tests: what to print, and whether the run must fail. */
export function retryVerdict(retried: RetriedTest[]): { lines: string[]; fail: boolean } {
  if (retried.length === 0) return { lines: [], fail: false };
  const fail = retried.length > allowedRetriedTests;
  return {
    fail,
    lines: [
      `${retried.length} test(s) passed only on a retry (${allowedRetriedTests} allowed${fail ? ": the run fails" : ""}):`,
      ...retried.flatMap(({ title, failures }) => [
        `  - ${title}`,
        ...failures.map((failure, attempt) => `      attempt ${attempt + 1}: ${failure}`),
      ]),
    ],
  };
}

const firstLine = (result: TestResult) =>
  (result.error?.message ?? result.status).split("\n")[0]?.trim() ?? result.status;

/**
 * Playwright retries a failed test once (playwright.config.ts), and a test that then passes
 * counts as passed. This reporter keeps that from hiding a test that is not robust: it lists
 * every test that needed its retry, with why each failed attempt failed, and fails the run when
 * more than one did. One is let through: a single slip on a shared, busy machine.
 */
export default class RetryBudgetReporter implements Reporter {
  private readonly failedAttempts = new Map<TestCase, string[]>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "passed" || result.status === "skipped") return;
    this.failedAttempts.set(test, [...(this.failedAttempts.get(test) ?? []), firstLine(result)]);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    // A test that failed every attempt fails the run by itself; the retried ones are this budget's.
    const retried = [...this.failedAttempts]
      .filter(([test]) => test.outcome() === "flaky")
      .map(([test, failures]) => ({
        title: test.titlePath().filter(Boolean).join(" › "),
        failures,
      }));
    const { lines, fail } = retryVerdict(retried);
    if (lines.length > 0) console.info(`\n${lines.join("\n")}`);
    return fail && result.status === "passed" ? { status: "failed" } : undefined;
  }
}
