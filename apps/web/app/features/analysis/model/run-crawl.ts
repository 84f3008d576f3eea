import { CRAWL_FORMATS, CRAWL_LIMIT, STATUS_POLL_INTERVAL_MS } from "./constants";
import type { CrawlProvider } from "./crawl-provider";
import { CrawlCancelledError, CrawlFailedError } from "./errors";
import type { Sleep } from "./sleep";
import type { SiteCrawlResult } from "./types";

/** Job statuses that mean "keep polling" (SPEC §4). */
const PENDING_STATUSES = new Set(["active", "paused", "pending", "queued", "waiting", "scraping"]);

export interface CrawlProgressUpdate {
  /** 0 to 100. */
  percent: number;
  completed: number;
  total: number;
}

export interface RunCrawlOptions {
  provider: CrawlProvider;
  url: string;
  signal: AbortSignal;
  sleep: Sleep;
  onProgress: (update: CrawlProgressUpdate) => void;
}

export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/**
 * One crawl of a site: start the job, poll its status every 2 s to report real progress, then read
 * every page once it has completed. Whatever ends the crawl before the provider has finished the job
 * (the user's Cancel, or status checks that keep failing) cancels it at the provider, so nothing
 * keeps crawling and spending credits for a result nobody will read.
 */
export async function runCrawl({
  provider,
  url,
  signal,
  sleep,
  onProgress,
}: RunCrawlOptions): Promise<SiteCrawlResult> {
  onProgress({ percent: 0, completed: 0, total: 0 });
  let jobId: string;
  try {
    jobId = await provider.startCrawl(url, { limit: CRAWL_LIMIT, formats: CRAWL_FORMATS }, signal);
  } catch (error) {
    if (signal.aborted) throw new CrawlCancelledError();
    throw error;
  }
  let jobEnded = false;
  try {
    for (;;) {
      if (signal.aborted) throw new CrawlCancelledError();
      const progress = await provider.checkProgress(jobId, signal);
      onProgress({
        percent: progressPercent(progress.completed, progress.total),
        completed: progress.completed,
        total: progress.total,
      });
      if (progress.status === "completed") break;
      if (!PENDING_STATUSES.has(progress.status)) {
        jobEnded = true;
        throw new CrawlFailedError(
          progress.error ?? `Crawl job failed or was stopped. Status: ${progress.status}`,
        );
      }
      await sleep(STATUS_POLL_INTERVAL_MS, signal);
    }
    jobEnded = true;
    const result = await provider.fetchResult(jobId, signal);
    onProgress({ percent: 100, completed: result.completed, total: result.completed });
    return result;
  } catch (error) {
    // Best effort and not awaited: after failed status checks the provider may be slow to answer
    // the cancel too, and neither its wait nor its failure may hide or delay why the crawl ended.
    if (!jobEnded) void provider.cancelCrawl(jobId).catch(() => undefined);
    if (signal.aborted) throw new CrawlCancelledError();
    throw error;
  }
}
