import { randomUUID } from "node:crypto";
import { TIMED_JOB_STEPS, type TimedJob, type TimedJobKind } from "../jobs/timed-job.js";
import { storeFull, type ApiResponse } from "../http/responses.js";
import { TIMED_JOB_ENDPOINTS } from "../jobs/job-store.js";
import { activityOf } from "./activity.js";
import { ownerOf } from "./ownership.js";
import { field, hasLlm, type RouteContext } from "./context.js";
import { drawJobFaults } from "./job-faults.js";

/**
 * How a self-hosted server without an LLM key reports an LLM job that failed: extract with an
 * empty `error` object, as recorded; deep research and llms.txt with the missing key.
 */
function llmMissingError(kind: TimedJobKind): unknown {
  return kind === "extract"
    ? {}
    : "OpenAI API key is missing. Pass it using the 'apiKey' parameter or the OPENAI_API_KEY environment variable.";
}

/**
 * What a job was about, as the activity list and the agent list's `targetHint` show it: its first
 * URL, else its URL, query, topic or prompt.
 */
export function activityTarget(params: Record<string, unknown>): string | undefined {
  const urls = params.urls as string[] | undefined;
  const text = urls?.[0] ?? params.url ?? params.query ?? params.topic ?? params.prompt;
  return typeof text === "string" ? text : undefined;
}

/** The request fields each kind's status and lists are rebuilt from; the rest is not kept. */
const KEPT_PARAMS: Record<TimedJobKind, readonly string[]> = {
  extract: ["urls", "schema", "showSources"],
  deepResearch: ["query", "topic", "maxDepth"],
  llmstxt: ["url", "maxUrls", "showFullText"],
  agent: ["prompt", "urls", "schema", "model", "effort", "mode", "origin", "integration"],
};

function keptParams(kind: TimedJobKind, body: unknown): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of KEPT_PARAMS[kind]) {
    const value = field(body, key);
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

/**
 * Starts an extract, deep-research, llms.txt or agent job, drawing its job-level faults, and
 * answers what `answer` makes of it (or a 429 when running jobs fill the store). On a self-hosted
 * deployment the job starts, then fails for want of an LLM.
 */
export function startTimedJob(
  context: RouteContext,
  kind: TimedJobKind,
  answer: (job: TimedJob) => ApiResponse,
  settings: { id?: string; params?: Record<string, unknown> } = {},
): ApiResponse {
  const faults = drawJobFaults(context);
  const llmFailure = hasLlm(context.state) ? undefined : llmMissingError(kind);
  const job: TimedJob = {
    id: settings.id ?? randomUUID(),
    kind,
    createdAt: context.now,
    durationMs: context.state.options.timing.pageIntervalMs * TIMED_JOB_STEPS,
    neverFinish: faults.neverFinish,
    failure: faults.failError ?? llmFailure,
    params: { ...keptParams(kind, context.body), ...settings.params },
    owner: ownerOf(context),
  };
  const activity = activityOf(context, TIMED_JOB_ENDPOINTS[kind], activityTarget(job.params));
  return context.state.jobs.addTimed(job, context.now, activity) ? answer(job) : storeFull();
}
