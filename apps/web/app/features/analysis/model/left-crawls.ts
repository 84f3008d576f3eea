import { normaliseUrl } from "@keystone/site-audit/vocabulary";
import type { PendingStart } from "./pending-starts";

/** A crawl the provider lists as running for the key (`GET /v1/crawl/active`). */
export interface ActiveCrawl {
  id: string;
  url: string;
  /** The `limit` it was started with, when the provider says. */
  limit?: number;
}

/**
 * A crawl this tab started on an earlier visit that the provider still runs: spending credits for
 * a result nobody will read. `matchedBy` says how sure the match is: "id" when the provider gave
 * the job's id before the page was left, "address" when the page was left while the start was in
 * flight, so only the address, the limit and the time tell the job apart (the provider's list
 * gives no start time): a crawl of the same address with the same key started from another
 * browser at that moment would look the same.
 */
export interface LeftCrawl {
  jobId: string;
  /** The start record it was matched with. */
  startId: string;
  url: string;
  startedAt: number;
  matchedBy: "id" | "address";
  /**
   * Set for a crawl of this page that the tool let go of while the provider did not answer: it
   * stopped waiting ("unanswered"), or it was cancelled and the cancel is sent again until the
   * provider answers ("cancel-unsent").
   */
  cause?: "unanswered" | "cancel-unsent";
}

/**
 * How long after its start a job the page never heard of may still be missing from the
 * provider's list: the start request may still be on its way or in the provider's hands (the
 * crawl client waits up to 60 s for a start's answer).
 */
export const START_GRACE_MS = 65_000;
/** How often the list is asked again while a start may still appear in it. */
export const RECHECK_MS = 5_000;

export interface LeftCrawlMatch {
  left: LeftCrawl[];
  /** The earlier starts to keep: still running, or still within their grace. */
  kept: PendingStart[];
  /** Some start may yet appear in the list: ask again in `RECHECK_MS`. */
  recheck: boolean;
}

const sameAddress = (a: string, b: string) => (normaliseUrl(a) ?? a) === (normaliseUrl(b) ?? b);

/**
 * Which of the provider's running crawls are the earlier starts of this tab. A start whose job id
 * is known matches that job or nothing (its job ended). A start without one matches the first
 * running crawl of its address and limit that no other start names; without one it is kept for
 * its grace period, then forgotten. `claimed` are the ids this tab knows to be its own otherwise
 * (the crawls this page is running).
 */
export function matchLeftCrawls(
  earlier: readonly PendingStart[],
  active: readonly ActiveCrawl[],
  now: number,
  claimed: ReadonlySet<string> = new Set(),
): LeftCrawlMatch {
  const taken = new Set(claimed);
  for (const start of earlier) if (start.jobId !== undefined) taken.add(start.jobId);
  const running = new Set(active.map((crawl) => crawl.id));
  const left: LeftCrawl[] = [];
  const kept: PendingStart[] = [];
  let recheck = false;
  const oldestFirst = [...earlier].sort((a, b) => a.startedAt - b.startedAt);
  for (const start of oldestFirst) {
    const { id: startId, url, startedAt } = start;
    if (start.jobId !== undefined) {
      if (running.has(start.jobId)) {
        left.push({ jobId: start.jobId, startId, url, startedAt, matchedBy: "id" });
        kept.push(start);
      }
      continue;
    }
    const match = active.find(
      (crawl) =>
        !taken.has(crawl.id) &&
        sameAddress(crawl.url, url) &&
        (crawl.limit === undefined || crawl.limit === start.limit),
    );
    if (match) {
      taken.add(match.id);
      left.push({ jobId: match.id, startId, url, startedAt, matchedBy: "address" });
      kept.push(start);
    } else if (now - startedAt < START_GRACE_MS) {
      kept.push(start);
      recheck = true;
    }
  }
  return { left, kept, recheck };
}
