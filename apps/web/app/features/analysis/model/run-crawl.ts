import { CRAWL_FORMATS, CRAWL_LIMIT, CRAWL_MAX_WAIT_MS, FULL_DOCUMENT_FORMATS } from "./constants";
import type { CrawlSetup } from "./crawl-options";
import type { CompletedCrawl, CrawlProvider, CrawlRequest } from "./crawl-provider";
import { clipText } from "@keystone/site-audit/vocabulary";
import {
  CrawlCancelledError,
  CrawlEmptyError,
  KeyRejectedError,
  ProviderNotAnsweringError,
} from "./errors";
import type { ResentCancels } from "./resent-cancels";
import type { PendingStarts, StartRecord } from "./pending-starts";
import type { RunningJobs } from "./running-jobs";
import type { SitemapOutcome, SiteCrawlResult } from "./types";

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
  maxWait: number;
  onProgress: (update: CrawlProgressUpdate) => void;
  /** Where the job is listed while it runs, for the cancel sent when the page is left. */
  jobs?: RunningJobs;
  /**
   * Where the start is recorded from the moment it is sent until nothing of it can be running,
   * so that a start left in flight can be found on the next visit.
   */
  pending?: PendingStarts;
  /**
   * Told when the provider stops answering the status checks (when it stopped, in ms since the
   * epoch) and when it answers again (null).
   */
  onUnanswered?: (since: number | null) => void;
  /** Where a cancel the provider could not be reached for is sent again until it answers. */
  cancels?: ResentCancels;
  /**
   * Told of a job the wait let go of while the provider did not answer, which may still run:
   * given up after the outage's patience ("unanswered"), or cancelled while its cancel could not
   * reach the provider ("cancel-unsent", sent again through `cancels`).
   */
  onLeft?: (left: JobLetGo) => void;
}

/** A job the wait let go of while the provider did not answer. */
export interface JobLetGo {
  jobId: string;
  /** Its start record's id, or "" without one. */
  startId: string;
  startedAt: number;
  cause: "unanswered" | "cancel-unsent";
}

export type RunCrawlOptions = Omit<RunJobOptions, "request" | "maxWait"> & {
  /** The switches and custom queries of the crawl; absent, the spec's request alone. */
  setup?: CrawlSetup;
};

export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/**
 * Runs one provider job until it has completed, on the crawl client's own wait (see
 * `CrawlProvider.crawl`). While it runs the job is listed in `jobs`, so that leaving the page
 * cancels it with a request that outlives the page. Its start is recorded in `pending` from the
 * moment it is sent: once the job's id is known and the wait is over, the job has ended or its
 * cancel has gone out, and so has the record; a start refused with the key goes too. A start
 * that never answered (the page was left, or Cancel pressed, while it was in flight) stays
 * recorded: the provider may have made a job of it.
 */
export async function runJob(options: RunJobOptions): Promise<CompletedCrawl> {
  const { provider, url, request, signal, maxWait, onProgress, jobs, pending } = options;
  onProgress({ percent: 0, completed: 0, total: 0 });
  let jobId: string | undefined;
  let refused = false;
  // The provider was not answering when the wait ended: the job may run on, and is not forgotten.
  let letGo = false;
  let unanswered = false;
  const startedAt = Date.now();
  const record = pending?.add(url, request.limit);
  try {
    return await provider.crawl(url, request, {
      signal,
      maxWait,
      onStarted: (id) => {
        jobId = id;
        record?.named(id);
        jobs?.add(id, provider, record);
      },
      onProgress: ({ completed, total }) =>
        onProgress({ percent: progressPercent(completed, total), completed, total }),
      // A job no longer listed had its exit cancel sent when the page was left.
      cancelOnAbandon: (id) => jobs?.has(id) ?? true,
      onUnanswered: (since) => {
        unanswered = true;
        options.onUnanswered?.(since);
      },
      onAnswered: () => {
        unanswered = false;
        options.onUnanswered?.(null);
      },
    });
  } catch (error) {
    refused = jobId === undefined && error instanceof KeyRejectedError;
    if (jobId !== undefined) letGo = letGoOf(error, jobId, unanswered, options, record, startedAt);
    throw error;
  } finally {
    if (jobId !== undefined) jobs?.remove(jobId);
    if ((jobId !== undefined && !letGo) || refused) record?.ended();
  }
}

/**
 * A wait that ended while the provider did not answer lets its job go without a cancel that
 * reached it: given up (ProviderNotAnsweringError), the job is told to `onLeft` to be listed; a
 * Cancel's cancel goes to `cancels`, which sends it again until the provider answers. Either way
 * the start record stays until then. True when the job was let go so.
 */
function letGoOf(
  error: unknown,
  jobId: string,
  unanswered: boolean,
  options: RunJobOptions,
  record: StartRecord | undefined,
  startedAt: number,
): boolean {
  const left = { jobId, startId: record?.id ?? "", startedAt: record?.startedAt ?? startedAt };
  if (error instanceof ProviderNotAnsweringError) {
    options.onLeft?.({ ...left, cause: "unanswered" });
    return true;
  }
  if (!(error instanceof CrawlCancelledError) || !unanswered || !options.cancels) return false;
  // Not after the page's exit cancel, which was sent for it.
  if (options.jobs && !options.jobs.has(jobId)) return false;
  void options.cancels.send(jobId, options.provider, record);
  options.onLeft?.({ ...left, cause: "cancel-unsent" });
  return true;
}

/** The provider's errors shown under a failed crawl: one line each, the first 20 of them. */
export const ERROR_LINES_SHOWN = 20;

function reasonLines(reasons: readonly string[]): string {
  const lines = reasons.slice(0, ERROR_LINES_SHOWN).map((line) => clipText(line));
  const more = reasons.length - lines.length;
  return [...lines, ...(more > 0 ? [`and ${more} more`] : [])].join("\n");
}

/**
 * The sitemap's URLs for "Compare with the sitemap", asked once the crawl has completed. A map
 * that fails loses nothing of the crawl: the result says why, and the sitemap's checks say they
 * need it.
 */
async function sitemapOf(
  provider: CrawlProvider,
  url: string,
  signal: AbortSignal,
): Promise<SitemapOutcome> {
  try {
    return { urls: await provider.sitemapUrls(url, signal) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One crawl of a site: 100 pages, markdown and html (and rawHtml with "Full document"), every
 * page of it, then the sitemap when asked. A crawl that completed without a single page failed:
 * its error carries what the provider recorded for its URLs.
 */
export async function runCrawl(options: RunCrawlOptions): Promise<SiteCrawlResult> {
  const { provider, url, signal, onProgress, setup } = options;
  const formats = setup?.options.fullDocument ? FULL_DOCUMENT_FORMATS : CRAWL_FORMATS;
  const { jobId, result } = await runJob({
    ...options,
    request: { limit: CRAWL_LIMIT, formats },
    maxWait: CRAWL_MAX_WAIT_MS,
  });
  if (result.data.length === 0) {
    const reasons = await provider.crawlErrors(jobId, signal).catch(() => []);
    throw new CrawlEmptyError(reasons.length > 0 ? reasonLines(reasons) : undefined);
  }
  const sitemap = setup?.options.compareSitemap
    ? await sitemapOf(provider, url, signal)
    : undefined;
  onProgress({ percent: 100, completed: result.completed, total: result.completed });
  return {
    ...result,
    ...(sitemap ? { sitemap } : {}),
    ...(setup && (setup.custom.searches.length > 0 || setup.custom.extractions.length > 0)
      ? { custom: setup.custom }
      : {}),
  };
}
