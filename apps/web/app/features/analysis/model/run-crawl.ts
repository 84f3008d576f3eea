import { CRAWL_FORMATS, CRAWL_LIMIT, CRAWL_MAX_WAIT_MS, FULL_DOCUMENT_FORMATS } from "./constants";
import type { CrawlSetup } from "./crawl-options";
import type { CompletedCrawl, CrawlProvider, CrawlRequest } from "./crawl-provider";
import { clipText } from "@keystone/site-audit/vocabulary";
import { CrawlEmptyError, KeyRejectedError } from "./errors";
import type { PendingStarts } from "./pending-starts";
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
    });
  } catch (error) {
    refused = jobId === undefined && error instanceof KeyRejectedError;
    throw error;
  } finally {
    if (jobId !== undefined) jobs?.remove(jobId);
    if (jobId !== undefined || refused) record?.ended();
  }
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
