import type { Headers } from "./errors.js";

/**
 * Longest server-requested wait a single call honours; a longer `Retry-After` fails the call at
 * once. A job wait honours any that ends before its deadline.
 */
export const MAX_RETRY_AFTER_MS = 60_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/** Reads `retry-after-ms` or `Retry-After` (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(headers: Headers, now: number): number | undefined {
  const ms = headers["retry-after-ms"];
  if (ms !== undefined && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers["retry-after"];
  if (value === undefined || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Delay before retry number `attempt` (0-based): the server's `Retry-After` when it gave one (a
 * shorter wait would only be refused again), otherwise exponential backoff from 500 ms capped at
 * 8 s, with up to 25 % jitter so that many clients do not retry in lockstep.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const backoff = Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(backoff * (1 - 0.25 * random()));
}

/** The first delay of a wait riding out an outage (see `WaitOptions.outage`), before jitter. */
export const OUTAGE_BASE_DELAY_MS = 2_000;
/** The longest delay between two checks of an outage, unless the caller sets `maxDelayMs`. */
export const OUTAGE_MAX_DELAY_MS = 30_000;

/**
 * Delay before the check that follows unanswered check number `attempt` (0-based) of an outage:
 * exponential from 2 s, capped at `maxDelayMs`, with "equal jitter" (between half and all of it)
 * so that the clients of one outage do not come back in lockstep, and never under `floorMs` (the
 * job's poll interval: the provider asks for no more than one check per interval).
 */
export function outageDelay(
  attempt: number,
  random: () => number,
  floorMs = 0,
  maxDelayMs = OUTAGE_MAX_DELAY_MS,
): number {
  const backoff = Math.min(OUTAGE_BASE_DELAY_MS * 2 ** Math.min(attempt, 30), maxDelayMs);
  return Math.max(floorMs, Math.round(backoff * (0.5 + 0.5 * random())));
}
