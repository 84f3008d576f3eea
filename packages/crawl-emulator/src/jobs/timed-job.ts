/**
 * Extract, deep-research, llms.txt and agent jobs: they stay `processing` for a while, then complete
 * (or fail, or never finish) with a result built from their request.
 */
export type TimedJobKind = "extract" | "deepResearch" | "llmstxt" | "agent";
type TimedStatus = "processing" | "completed" | "failed";

export interface TimedJob {
  id: string;
  kind: TimedJobKind;
  createdAt: number;
  durationMs: number;
  neverFinish: boolean;
  /** The `error` its status reports once it fails; undefined for a job that completes. */
  failure: unknown;
  params: Record<string, unknown>;
  /** The team (key) that started it, when the emulator has teams. */
  owner: string | undefined;
}

/** How many page intervals a timed job takes. */
export const TIMED_JOB_STEPS = 4;

export function timedStatus(job: TimedJob, now: number): TimedStatus {
  if (job.neverFinish || now - job.createdAt < job.durationMs) return "processing";
  return job.failure === undefined ? "completed" : "failed";
}

/** Fraction of the work done, in [0, 1], for fields that grow while a job runs. */
export function timedFraction(job: TimedJob, now: number): number {
  if (job.durationMs <= 0) return job.neverFinish ? 0.5 : 1;
  const fraction = Math.min(1, (now - job.createdAt) / job.durationMs);
  return job.neverFinish ? Math.min(fraction, 0.5) : fraction;
}
