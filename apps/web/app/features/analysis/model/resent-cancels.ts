import type { CrawlProvider } from "./crawl-provider";
import { ProviderUnavailableError } from "./errors";
import type { StartRecord } from "./pending-starts";

/** The first wait before a cancel that did not reach the provider is sent again, before jitter. */
export const CANCEL_RETRY_BASE_MS = 2_000;
/** The longest wait between two sends of a cancel while the provider does not answer. */
export const CANCEL_RETRY_MAX_MS = 30_000;

/**
 * The wait before send number `attempt + 1` of a cancel (0-based): doubling from 2 s, capped at
 * 30 s, between half and all of that ("equal jitter"), so that the tabs of one outage do not all
 * come back at once; the same schedule as the crawl client's status checks through an outage.
 */
export function cancelRetryDelay(attempt: number, random: () => number): number {
  const step = Math.min(CANCEL_RETRY_BASE_MS * 2 ** Math.min(attempt, 30), CANCEL_RETRY_MAX_MS);
  return Math.round(step * (0.5 + 0.5 * random()));
}

/** How a cancel ended: it reached the provider, or the provider refused it (say, 404). */
export type CancelSettled = { status: "cancelled" } | { status: "failed"; reason: string };

/** Calls `onExpire` after `ms` unless the returned function is called first. */
type StartTimer = (ms: number, onExpire: () => void) => () => void;

/**
 * Cancels that must reach the provider: a cancel the provider did not answer (a refused
 * connection, a 502, 503 or 504) is kept in its start record (`cancelWanted`, for the next
 * visit) and sent again on a growing backoff until the provider answers; its record goes once
 * the provider has answered, whatever the answer.
 */
export function createResentCancels(deps: {
  startTimer: StartTimer;
  random?: () => number;
  /** The provider answered a cancel of `jobId`. */
  onSettled: (jobId: string, outcome: CancelSettled) => void;
}) {
  const random = deps.random ?? Math.random;
  const waiting = new Map<string, () => void>();

  /** Sends the cancel again after the wait that follows send number `sent` (0-based). */
  function later(
    jobId: string,
    provider: CrawlProvider,
    record: StartRecord | undefined,
    sent: number,
  ) {
    const again = () => void attempt(jobId, provider, record, sent + 1);
    waiting.set(jobId, deps.startTimer(cancelRetryDelay(sent, random), again));
  }

  async function attempt(
    jobId: string,
    provider: CrawlProvider,
    record: StartRecord | undefined,
    sent: number,
  ): Promise<"cancelled" | "waiting" | "failed"> {
    try {
      await provider.cancelCrawl(jobId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        later(jobId, provider, record, sent);
        return "waiting";
      }
      waiting.delete(jobId);
      record?.ended();
      const reason = error instanceof Error ? error.message : String(error);
      deps.onSettled(jobId, { status: "failed", reason });
      return "failed";
    }
    waiting.delete(jobId);
    record?.ended();
    deps.onSettled(jobId, { status: "cancelled" });
    return "cancelled";
  }

  return {
    /**
     * Sends a cancel now, and again until the provider answers. "waiting": it did not answer
     * yet; `onSettled` tells the end.
     */
    send(jobId: string, provider: CrawlProvider, record?: StartRecord) {
      waiting.get(jobId)?.();
      // Kept from now on: a page left before the provider answers leaves it to the next visit.
      record?.cancelWanted();
      return attempt(jobId, provider, record, 0);
    },
    /** A cancel the caller sent met no answer: kept, and sent again after the first wait. */
    sendLater(jobId: string, provider: CrawlProvider, record?: StartRecord) {
      waiting.get(jobId)?.();
      record?.cancelWanted();
      later(jobId, provider, record, 0);
    },
    /** A cancel of this job waits to be sent again. */
    has: (jobId: string) => waiting.has(jobId),
    /** Stops sending (the page is left); the records stay for the next visit. */
    stopAll() {
      for (const stop of waiting.values()) stop();
      waiting.clear();
    },
  };
}

export type ResentCancels = ReturnType<typeof createResentCancels>;
