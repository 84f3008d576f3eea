import { randomUUID } from "node:crypto";
import { TIMED_JOB_STEPS, type TimedJob, type TimedJobKind } from "../jobs/timed-job.js";
import type { RouteContext } from "./context.js";
import { drawJobFaults } from "./job-faults.js";

/** Starts an extract, deep-research or llms.txt job, drawing its job-level faults. */
export function startTimedJob(context: RouteContext, kind: TimedJobKind): TimedJob {
  const faults = drawJobFaults(context);
  const job: TimedJob = {
    id: randomUUID(),
    kind,
    createdAt: context.now,
    durationMs: context.state.options.timing.pageIntervalMs * TIMED_JOB_STEPS,
    neverFinish: faults.neverFinish,
    failure: faults.failError,
    params: context.body as Record<string, unknown>,
  };
  context.state.jobs.addTimed(job);
  return job;
}
