import {
  CRAWL_FORMATS,
  CRAWL_LIMIT,
  MAX_FAILED_STATUS_CHECKS,
  STATUS_POLL_INTERVAL_MS,
} from "./constants";
import type { CrawlProvider, CrawlRequest } from "./crawl-provider";
import {
  CrawlCancelledError,
  CrawlEmptyError,
  CrawlFailedError,
  IncompleteResultError,
} from "./errors";
import type { RunningJobs } from "./running-jobs";
import type { Sleep } from "./sleep";
import type { CrawlProgress, SiteCrawlResult } from "./types";

/** Job statuses that mean "keep polling", as the provider documents them. */
const PENDING_STATUSES = new Set(["active", "paused", "pending", "queued", "waiting", "scraping"]);

export interface CrawlProgressUpdate {
  /** 0 to 100. */
  percent: number;
  completed: number;
  total: number;
}

export interface RunJobOptions {
  provider: CrawlProvider;
  url: string;
  request: CrawlRequest;
  signal: AbortSignal;
  sleep: Sleep;
  onProgress: (update: CrawlProgressUpdate) => void;
  /** Where the job is listed while it runs, for the cancel sent when the page is left. */
  jobs?: RunningJobs;
}

export type RunCrawlOptions = Omit<RunJobOptions, "request">;

/** A job the provider reports completed, with its last status check. */
export interface CompletedJob {
  jobId: string;
  progress: CrawlProgress;
}

export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/**
 * Starts the job without the signal and waits for its id even when the user cancels meanwhile:
 * the provider may already have started it, and only its id lets the tool cancel it. A cancel
 * pressed before the id arrives ends the crawl at once and cancels the job as soon as it exists.
 */
async function startJob({ provider, url, request, signal }: RunJobOptions): Promise<string> {
  const started = provider.startCrawl(url, request);
  if (signal.aborted) {
    void started.then((jobId) => provider.cancelCrawl(jobId)).catch(() => undefined);
    throw new CrawlCancelledError();
  }
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new CrawlCancelledError());
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([started, aborted]);
  } catch (error) {
    if (error instanceof CrawlCancelledError) {
      void started.then((jobId) => provider.cancelCrawl(jobId)).catch(() => undefined);
    }
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * Runs one provider job until it has completed: start it, then check its status every 2 s (a
 * failed check is retried after the same 2 s, up to three failures in a row), never sooner.
 * Whatever ends it before the provider has finished (the user's Cancel, leaving the page, status
 * checks that keep failing) cancels it at the provider, so nothing keeps crawling and spending
 * credits for a result nobody will read. Resolves with the job's id and its last status.
 */
export async function runJob(options: RunJobOptions): Promise<CompletedJob> {
  const { provider, signal, sleep, onProgress, jobs } = options;
  onProgress({ percent: 0, completed: 0, total: 0 });
  const jobId = await startJob(options);
  jobs?.add(jobId, provider);
  let jobEnded = false;
  try {
    let failedChecks = 0;
    let progress: CrawlProgress;
    for (;;) {
      if (signal.aborted) throw new CrawlCancelledError();
      try {
        progress = await provider.checkProgress(jobId, signal);
        failedChecks = 0;
      } catch (error) {
        failedChecks += 1;
        if (signal.aborted || failedChecks >= MAX_FAILED_STATUS_CHECKS) throw error;
        await sleep(STATUS_POLL_INTERVAL_MS, signal);
        continue;
      }
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
    return { jobId, progress };
  } catch (error) {
    // Best effort and not awaited: after failed status checks the provider may be slow to answer
    // the cancel too, and neither its wait nor its failure may hide or delay why the crawl ended.
    // A job no longer listed had its cancel sent when the page was left.
    const stillListed = jobs ? jobs.has(jobId) : true;
    if (!jobEnded && stillListed) void provider.cancelCrawl(jobId).catch(() => undefined);
    if (signal.aborted) throw new CrawlCancelledError();
    throw error;
  } finally {
    jobs?.remove(jobId);
  }
}

/**
 * Every page of a completed job. Where the provider's paging stalls short of the job's count, the
 * pages that did arrive are kept (nothing received is dropped) and the result says it is
 * incomplete, with the figures of the job's last status check.
 */
async function fetchEveryPage(
  provider: CrawlProvider,
  jobId: string,
  progress: CrawlProgress,
  signal: AbortSignal,
): Promise<SiteCrawlResult> {
  try {
    return await provider.fetchResult(jobId, signal);
  } catch (error) {
    if (!(error instanceof IncompleteResultError)) throw error;
    return {
      status: progress.status,
      completed: error.expected ?? progress.completed,
      creditsUsed: progress.creditsUsed ?? 0,
      data: error.pages,
      incomplete: error.message,
    };
  }
}

/**
 * One crawl of a site: the job (100 pages, markdown and html), then every page of it. Reading the
 * result is a status request too, so it waits its 2 s after the last check. A crawl that completed
 * without a single page failed: its error carries what the provider recorded for its URLs.
 */
export async function runCrawl(options: RunCrawlOptions): Promise<SiteCrawlResult> {
  const { provider, signal, sleep, onProgress } = options;
  const { jobId, progress } = await runJob({
    ...options,
    request: { limit: CRAWL_LIMIT, formats: CRAWL_FORMATS },
  });
  try {
    await sleep(STATUS_POLL_INTERVAL_MS, signal);
    const result = await fetchEveryPage(provider, jobId, progress, signal);
    if (result.data.length === 0) {
      const reasons = await provider.crawlErrors(jobId, signal).catch(() => []);
      throw new CrawlEmptyError(reasons.length > 0 ? reasons.join("\n") : undefined);
    }
    onProgress({ percent: 100, completed: result.completed, total: result.completed });
    return result;
  } catch (error) {
    if (signal.aborted) throw new CrawlCancelledError();
    throw error;
  }
}
