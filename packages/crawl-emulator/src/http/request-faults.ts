import { STATUS_CODES } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { FaultInjector, FiredFault } from "../faults.js";
import type { RouteName } from "../routes/route-names.js";
import { UNAUTHORIZED_BODY } from "./auth.js";
import { json, unexpectedErrorBody, type ApiResponse } from "./responses.js";

const DEFAULT_SLOW_MS = 1_000;
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** What the request-level faults decided for one request. */
type FaultOutcome =
  | { kind: "none" }
  | { kind: "reset" }
  | { kind: "respond"; response: ApiResponse }
  | { kind: "truncate" };

function statusBody(status: number): unknown {
  switch (status) {
    case 500:
      return unexpectedErrorBody();
    case 401:
      return UNAUTHORIZED_BODY;
    case 402:
      return {
        success: false,
        error:
          "Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing.",
      };
    case 408:
      return { success: false, error: "Request timed out" };
    default:
      return { success: false, error: STATUS_CODES[status] ?? `HTTP ${status}` };
  }
}

/** The cloud's 429 body: the retry time appears in the text as well as in `Retry-After`. */
function rateLimitResponse(retryAfterSeconds: number, now: number): ApiResponse {
  const resetsAt = new Date(now + retryAfterSeconds * 1000).toString();
  return json(
    429,
    {
      success: false,
      error: `Rate limit exceeded. Consumed (req/min): 101, Remaining (req/min): 0. Upgrade your plan at https://firecrawl.dev/pricing for increased rate limits or please retry after ${retryAfterSeconds}s, resets at ${resetsAt}`,
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

function outcomeOf(fault: FiredFault, now: number): FaultOutcome {
  switch (fault.kind) {
    case "reset":
      return { kind: "reset" };
    case "rate-limit":
      return {
        kind: "respond",
        response: rateLimitResponse(fault.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS, now),
      };
    case "status": {
      const status = fault.status ?? 500;
      return { kind: "respond", response: json(status, statusBody(status)) };
    }
    case "malformed-json":
      return {
        kind: "respond",
        response: {
          status: 200,
          contentType: "application/json; charset=utf-8",
          body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
        },
      };
    case "truncated-json":
      return { kind: "truncate" };
    default:
      return { kind: "none" };
  }
}

/**
 * Draws the request-level faults of a request: first an optional delay, then at most one of
 * reset, rate limit, error status, malformed or truncated JSON.
 */
export async function drawRequestFaults(
  faults: FaultInjector,
  route: RouteName,
  now: () => number,
  signal: AbortSignal,
): Promise<FaultOutcome> {
  const slow = faults.draw(route, ["slow"]);
  if (slow)
    await sleep(slow.delayMs ?? DEFAULT_SLOW_MS, undefined, { signal }).catch(() => undefined);
  const fault = faults.draw(route, [
    "reset",
    "rate-limit",
    "status",
    "malformed-json",
    "truncated-json",
  ]);
  return fault ? outcomeOf(fault, now()) : { kind: "none" };
}
