import type { ProviderAnswer } from "../core/error-catalogue.js";
import type { ClientContext, CallSettings } from "../core/context.js";
import {
  AbortedError,
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  DeadlineExceededError,
  FirecrawlError,
  PaymentRequiredError,
  PermissionDeniedError,
  RateLimitError,
  ResponseTooLargeError,
  ServerError,
  ValidationError,
} from "../core/errors.js";
import type { HttpRequest } from "../core/http.js";
import { outageDelay, retryDelay } from "../core/retry.js";

/** The polling loop gives up after this many failed status checks in a row. */
export const MAX_CONSECUTIVE_FAILURES = 3;

/** Crawl and batch statuses that mean "keep polling". */
export const CRAWL_PENDING_STATUSES = new Set([
  "active",
  "paused",
  "pending",
  "queued",
  "waiting",
  "scraping",
]);

export interface Wait {
  jobId: string;
  /** "crawl job", "extract job"… for the deadline message. */
  jobLabel: string;
  settings: CallSettings;
  startedAt: number;
  deadline: number;
  lastStatus?: string;
  /** The highest `completed` count a status check has reported (see `countProgress`). */
  completed: number;
  /** The job's poll interval: a failed status check is not asked again any sooner. */
  intervalMs: number;
}

export function startWait(
  ctx: ClientContext,
  jobId: string,
  jobLabel: string,
  settings: CallSettings,
  intervalMs = 0,
): Wait {
  const startedAt = ctx.clock.now();
  return {
    jobId,
    jobLabel,
    settings,
    startedAt,
    deadline: startedAt + settings.maxWait,
    completed: 0,
    intervalMs,
  };
}

/** The provider keeps a job 24 hours: a wait on its progress never outlasts that. */
export const JOB_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * The job made progress (a new document, or a higher count): without a caller's `maxWait`, a
 * crawl or batch wait then has the default's time again from now, so a long crawl that keeps
 * scraping is waited for to its end, and one that stalls is given up.
 */
export function progressed(ctx: ClientContext, wait: Wait): void {
  if (!wait.settings.maxWaitFromProgress) return;
  const lifetime = wait.startedAt + JOB_LIFETIME_MS;
  wait.deadline = Math.min(lifetime, ctx.clock.now() + wait.settings.maxWait);
}

/**
 * A status check's `completed` count: above every count before it, it is progress. New documents
 * count as progress where they are read (see `walkDocuments`); a running job's count may rise
 * before them.
 */
export function countProgress(ctx: ClientContext, wait: Wait, completed = 0): void {
  if (completed <= wait.completed) return;
  wait.completed = completed;
  progressed(ctx, wait);
}

/** What ended a wait at its deadline, for DeadlineExceededError's message. */
export function deadlineReason(settings: CallSettings): string {
  return settings.maxWaitFromProgress
    ? `${settings.maxWait} ms without progress, the default without maxWait`
    : `maxWait ${settings.maxWait} ms`;
}

function deadlineExceeded(ctx: ClientContext, wait: Wait): DeadlineExceededError {
  const waitedMs = ctx.clock.now() - wait.startedAt;
  const last = wait.lastStatus === undefined ? "" : ` Its last status was "${wait.lastStatus}".`;
  return new DeadlineExceededError(
    `Gave up waiting for ${wait.jobLabel} ${wait.jobId} after ${waitedMs} ms (${deadlineReason(wait.settings)}).${last} ` +
      "The job may still be running: check its status again later or cancel it.",
    { jobId: wait.jobId, waitedMs, lastStatus: wait.lastStatus },
  );
}

/** Sleeps `ms`, or throws DeadlineExceededError when the wait would end past the deadline. */
export async function pause(ctx: ClientContext, wait: Wait, ms: number): Promise<void> {
  if (ctx.clock.now() + ms > wait.deadline) throw deadlineExceeded(ctx, wait);
  try {
    await ctx.clock.sleep(ms, wait.settings.signal);
  } catch (error) {
    if (error instanceof AbortedError)
      throw new AbortedError(`Aborted while waiting for ${wait.jobLabel} ${wait.jobId}.`, 0);
    throw error;
  }
}

// These cannot get better by asking again.
function isFinal(error: FirecrawlError): boolean {
  return (
    error instanceof AbortedError ||
    error instanceof ValidationError ||
    error instanceof AuthenticationError ||
    error instanceof PaymentRequiredError ||
    error instanceof PermissionDeniedError ||
    error instanceof BadRequestError ||
    error instanceof ResponseTooLargeError
  );
}

/** No answer from the provider, or a gateway's "it is not there": what an outage looks like. */
export function isUnanswered(error: FirecrawlError): boolean {
  if (error instanceof ConnectionError) return true;
  return error instanceof ServerError && [502, 503, 504].includes(error.statusCode);
}

/**
 * One status check under the polling rules: each check is a single request; a failed one is retried
 * after a backoff (or the server's `Retry-After`) until three have failed in a row, then the last
 * error is thrown as it is. With the wait's `outage` patience, unanswered checks (see
 * `isUnanswered`) are asked again on the outage's backoff until the patience has run out since
 * the first of them, and the caller hears of the outage and of its end.
 */
export async function checkWithRetries(
  ctx: ClientContext,
  wait: Wait,
  request: Omit<HttpRequest, "signal" | "maxRetries" | "deadline" | "timeout">,
): Promise<ProviderAnswer> {
  const { outage } = wait.settings;
  let outageSince: number | undefined;
  let unanswered = 0;
  const answered = () => {
    if (outageSince === undefined) return;
    outageSince = undefined;
    unanswered = 0;
    outage?.onAnswered?.();
  };
  for (let failures = 0; ;) {
    if (ctx.clock.now() >= wait.deadline) throw deadlineExceeded(ctx, wait);
    try {
      const answer = await ctx.http.request({
        ...request,
        signal: wait.settings.signal,
        timeout: wait.settings.timeout,
        maxRetries: 0,
        deadline: wait.deadline,
      });
      answered();
      return answer;
    } catch (error) {
      if (!(error instanceof FirecrawlError) || isFinal(error)) throw error;
      if (outage !== undefined && isUnanswered(error)) {
        const now = ctx.clock.now();
        outageSince ??= now;
        const delay = outageDelay(
          unanswered,
          ctx.config.random,
          wait.intervalMs,
          outage.maxDelayMs,
        );
        unanswered++;
        // Past the patience the wait ends as it would have without it, with the last error.
        if (now + delay - outageSince > outage.patienceMs) throw error;
        outage.onUnanswered?.({
          since: outageSince,
          failures: unanswered,
          retryInMs: delay,
          error,
        });
        await pause(ctx, wait, delay);
        continue;
      }
      answered();
      failures++;
      if (failures >= MAX_CONSECUTIVE_FAILURES) throw error;
      const retryAfter = error instanceof RateLimitError ? error.retryAfterMs : undefined;
      // Never sooner than the poll interval: the provider asks for no more than one check per interval.
      const delay = Math.max(
        retryDelay(failures - 1, retryAfter, ctx.config.random),
        wait.intervalMs,
      );
      // Waiting past the deadline only to give up then helps nobody; the 429 says when to come back.
      if (retryAfter !== undefined && ctx.clock.now() + delay > wait.deadline) throw error;
      await pause(ctx, wait, delay);
    }
  }
}
