import { json, unexpectedError, type ApiResponse } from "../http/responses.js";
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

/** What the real server's `uuid` `validate` accepts: versions 1 to 8, the nil and the max UUID. */
export const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/**
 * Idempotency as the real server enforces it on crawl and batch starts, or undefined when the
 * start may go ahead. A key works once, and a key that is not a UUID never works (its middleware
 * answers both with the same 409). A self-hosted server looks a UUID key up in a database it does
 * not have and answers 500 UNKNOWN_ERROR; without the header it is fine.
 */
export function idempotencyRefusal(context: RouteContext): ApiResponse | undefined {
  const key = context.headers["x-idempotency-key"];
  if (typeof key !== "string" || key === "") return undefined;
  const conflict = json(409, { success: false, error: "Idempotency key already used" });
  if (!UUID.test(key)) return conflict;
  if (context.state.deployment === "self-hosted") return unexpectedError();
  return context.state.jobs.claimIdempotencyKey(key, context.now) ? undefined : conflict;
}
