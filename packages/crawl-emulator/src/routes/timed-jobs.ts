import { randomUUID } from "node:crypto";
import { TIMED_JOB_STEPS, type TimedJob, type TimedJobKind } from "../jobs/timed-job.js";
import type { RouteContext } from "./context.js";
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
 * Starts an extract, deep-research or llms.txt job, drawing its job-level faults. On a
 * self-hosted deployment the job starts, then fails for want of an LLM.
 */
export function startTimedJob(context: RouteContext, kind: TimedJobKind): TimedJob {
  const faults = drawJobFaults(context);
  const llmFailure = context.state.deployment === "self-hosted" ? llmMissingError(kind) : undefined;
  const job: TimedJob = {
    id: randomUUID(),
    kind,
    createdAt: context.now,
    durationMs: context.state.options.timing.pageIntervalMs * TIMED_JOB_STEPS,
    neverFinish: faults.neverFinish,
    failure: faults.failError ?? llmFailure,
    params: context.body as Record<string, unknown>,
  };
  context.state.jobs.addTimed(job, context.now);
  return job;
}
