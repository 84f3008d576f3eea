import { json, unexpectedError } from "../http/responses.js";
import { crawlProgress } from "../jobs/crawl-job.js";
import type { RouteContext, RouteDefinition } from "./context.js";
import { ownsJob } from "./ownership.js";

/** The emulator never throttles; this is the limit the check reports. */
export const MAX_CONCURRENCY = 100;

/**
 * `GET /v1/concurrency-check`. The cloud answers `{success, concurrency, maxConcurrency}` (the
 * server's `concurrencyCheckController`: the team's active jobs and its plan's limit; neither the
 * OpenAPI description nor the samples show it). A self-hosted server needs its database for this
 * and answers 500 UNKNOWN_ERROR, as recorded.
 */
export function concurrencyCheck(context: RouteContext) {
  if (context.state.deployment === "self-hosted") return unexpectedError();
  const concurrency = [...context.state.jobs.allCrawls(context.now)].filter(
    (job) => ownsJob(context, job) && crawlProgress(job, context.now).status === "scraping",
  ).length;
  return json(200, { success: true, concurrency, maxConcurrency: MAX_CONCURRENCY });
}

export const concurrencyRoutes: RouteDefinition[] = [
  {
    name: "concurrencyCheck",
    method: "get",
    path: "/v1/concurrency-check",
    handle: concurrencyCheck,
  },
];
