import { json } from "../../http/responses.js";
import { crawlProgress } from "../../jobs/crawl-job.js";
import { concurrencyCheck, MAX_CONCURRENCY } from "../concurrency.js";
import type { RouteContext, RouteDefinition } from "../context.js";
import { hashString } from "../../random.js";
import { ownerOf, ownsJob } from "../ownership.js";

/** The emulator never runs out of credits or tokens. */
const REMAINING = 99_999_999;
const DAY_MS = 24 * 60 * 60 * 1000;
const BILLING_PERIOD_DAYS = 30;

/** The billing period the cloud reports: the 30 days up to the next whole UTC day. */
function billingPeriod(now: number) {
  const end = Math.ceil(now / DAY_MS) * DAY_MS;
  return {
    billingPeriodStart: new Date(end - BILLING_PERIOD_DAYS * DAY_MS).toISOString(),
    billingPeriodEnd: new Date(end).toISOString(),
  };
}

/**
 * Credit or token usage. A self-hosted server answers only the remaining amount, as recorded
 * (`v2/samples/credit-usage.json`); the cloud adds the plan and its billing period.
 */
function usage(unit: "Credits" | "Tokens") {
  return (context: RouteContext) => {
    const data: Record<string, unknown> = { [`remaining${unit}`]: REMAINING };
    if (context.state.deployment === "cloud") {
      Object.assign(data, { [`plan${unit}`]: REMAINING, ...billingPeriod(context.now) });
    }
    return json(200, { success: true, data });
  };
}

/**
 * Past billing periods (the cloud's), shaped as the description has them (`totalCredits`,
 * `totalTokens`): one period, in which the emulator charged nothing. With `byApiKey=true` the
 * period names the key, by a name that does not reveal it.
 */
function historicalUsage(unit: "Credits" | "Tokens") {
  return (context: RouteContext) => {
    const { billingPeriodStart, billingPeriodEnd } = billingPeriod(context.now);
    const owner = ownerOf(context);
    const keyName = owner === undefined ? "default" : `key-${hashString(owner).toString(16)}`;
    return json(200, {
      success: true,
      periods: [
        {
          startDate: billingPeriodStart,
          endDate: billingPeriodEnd,
          apiKey: context.query.get("byApiKey") === "true" ? keyName : null,
          [`total${unit}`]: 0,
        },
      ],
    });
  };
}

/** The caller's jobs: those running are active; none waits, the emulator never throttles. */
function queueStatus(context: RouteContext) {
  const active = [...context.state.jobs.allCrawls(context.now)].filter(
    (job) => ownsJob(context, job) && crawlProgress(job, context.now).status === "scraping",
  ).length;
  return json(200, {
    success: true,
    jobsInQueue: active,
    activeJobsInQueue: active,
    waitingJobsInQueue: 0,
    maxConcurrency: MAX_CONCURRENCY,
    mostRecentSuccess: null,
  });
}

export const v2TeamRoutes: RouteDefinition[] = [
  {
    name: "v2.team.creditUsage",
    method: "get",
    path: "/v2/team/credit-usage",
    handle: usage("Credits"),
  },
  {
    name: "v2.team.creditUsageHistorical",
    method: "get",
    path: "/v2/team/credit-usage/historical",
    handle: historicalUsage("Credits"),
    servedOn: ["cloud"],
  },
  {
    name: "v2.team.tokenUsage",
    method: "get",
    path: "/v2/team/token-usage",
    handle: usage("Tokens"),
  },
  {
    name: "v2.team.tokenUsageHistorical",
    method: "get",
    path: "/v2/team/token-usage/historical",
    handle: historicalUsage("Tokens"),
    servedOn: ["cloud"],
  },
  {
    name: "v2.team.queueStatus",
    method: "get",
    path: "/v2/team/queue-status",
    handle: queueStatus,
    servedOn: ["cloud"],
  },
  {
    name: "v2.concurrencyCheck",
    method: "get",
    path: "/v2/concurrency-check",
    handle: concurrencyCheck,
  },
];
