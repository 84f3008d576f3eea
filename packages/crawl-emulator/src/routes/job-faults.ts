import type { RouteContext } from "./context.js";

/** Job-level faults drawn when a job starts: it may be told never to finish or to fail. */
export function drawJobFaults(context: RouteContext): {
  neverFinish: boolean;
  failError: string | undefined;
} {
  const neverFinish = context.state.faults.draw(context.route, ["never-finish"]) !== undefined;
  const failure = context.state.faults.draw(context.route, ["job-fail"]);
  return {
    neverFinish,
    failError: failure ? (failure.error ?? "Job failed (injected fault)") : undefined,
  };
}

/** Idempotency as the real server enforces it on crawl and batch starts: a key works once. */
export function idempotencyConflict(context: RouteContext): boolean {
  const key = context.headers["x-idempotency-key"];
  if (typeof key !== "string" || key === "") return false;
  return !context.state.jobs.claimIdempotencyKey(key);
}
