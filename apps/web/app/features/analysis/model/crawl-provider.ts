import type { ActiveCrawl } from "./left-crawls";
import type { CrawlProgress, SiteCrawlResult } from "./types";

export interface CrawlRequest {
  limit: number;
  formats?: readonly CrawlFormat[];
}

/** `rawHtml` is the document as served (its head, its JSON-LD), asked only with "Full document". */
export type CrawlFormat = "markdown" | "html" | "rawHtml";

export interface CrawlWaitOptions {
  /** Ends the wait; the job is then cancelled at the provider, even one whose start is in flight. */
  signal: AbortSignal;
  /** Longest wait for the job to finish, in ms; past it the job is cancelled. */
  maxWait: number;
  /** Told the job's id as soon as the provider has started it, before its first status check. */
  onStarted: (jobId: string) => void;
  /** Told the job's status and counts after every status check. */
  onProgress: (progress: CrawlProgress) => void;
  /**
   * Asked, for a job whose id `onStarted` told, when the wait ends before the job: whether to
   * cancel it. False once the page's exit cancel has gone out for it.
   */
  cancelOnAbandon: (jobId: string) => boolean;
  /**
   * Told when a status check meets no answer (a refused connection, a 502, 503 or 504; `since`:
   * when the first of them failed, in ms since the epoch), after each such check. The wait keeps
   * asking on a growing backoff for `OUTAGE_PATIENCE_MS`; `cancelOnAbandon` is not asked while
   * the provider does not answer (a cancel could not reach it): a wait that ends then leaves the
   * job to the caller.
   */
  onUnanswered?: (since: number) => void;
  /** Told once when the provider answers again after unanswered checks. */
  onAnswered?: () => void;
}

/** What a job's status check says, with every page once it has completed. */
export interface JobReading {
  status: string;
  completed: number;
  total: number;
  /** Every page, once the job has completed. */
  result?: SiteCrawlResult;
}

/** A crawl the provider completed, with every page it returned. */
export interface CompletedCrawl {
  jobId: string;
  result: SiteCrawlResult;
}

/**
 * What the tool needs from the crawling provider. The one implementation sits on
 * `@keystone/crawl-client`, whose wait does the polling; unit tests pass a scripted fake. Every
 * method throws the errors of `./errors` (KeyRejectedError, ProviderUnavailableError,
 * CrawlFailedError, CrawlCancelledError…), nothing provider-specific.
 */
export interface CrawlProvider {
  /**
   * Starts a crawl and waits until the provider has completed it: status checks 2 s apart (a
   * failed one asked again after 2 s, three in a row end the crawl; an unanswered one asked again
   * on a growing backoff for `OUTAGE_PATIENCE_MS`, then the crawl ends with
   * ProviderNotAnsweringError), every page read once. A wait that ends before the job (the
   * signal, `maxWait`, failing checks) cancels it at the provider, so nothing keeps spending
   * credits, unless the provider was not answering (see `onUnanswered`). A completed crawl whose paging stalled keeps
   * every page that arrived and says so in `result.incomplete`.
   */
  crawl(url: string, request: CrawlRequest, options: CrawlWaitOptions): Promise<CompletedCrawl>;
  /** The errors the provider recorded for a job's URLs, one line each ("url: error"). */
  crawlErrors(jobId: string, signal?: AbortSignal): Promise<string[]>;
  /** Asks the provider to stop a job with a request that outlives the page (fire and forget). */
  cancelOnExit(jobId: string): void;
  /** The crawls the provider is running for this key (`GET /v1/crawl/active`). */
  activeCrawls(signal?: AbortSignal): Promise<ActiveCrawl[]>;
  /** Cancels a job and waits for the provider's answer. */
  cancelCrawl(jobId: string): Promise<void>;
  /** A job's status, with every page once it has completed (a job the tool stopped waiting for). */
  readJob(jobId: string, signal?: AbortSignal): Promise<JobReading>;
  /** The URLs of the site's sitemap, and nothing else (v1 map with `sitemapOnly`). */
  sitemapUrls(url: string, signal?: AbortSignal): Promise<string[]>;
}

export type CreateCrawlProvider = (apiKey: string) => CrawlProvider;
