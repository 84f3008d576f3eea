import type { CrawlProgress, SiteCrawlResult } from "./types";

export interface CrawlRequest {
  limit: number;
  formats?: readonly ("markdown" | "html")[];
}

/**
 * What the tool needs from the crawling provider. The one implementation sits on
 * `@keystone/crawl-client`; unit tests pass a scripted fake. Every method throws the errors of
 * `./errors` (KeyRejectedError, ProviderUnavailableError, CrawlFailedError), nothing provider-specific.
 */
export interface CrawlProvider {
  /**
   * Starts a crawl and resolves with its job id. It takes no signal on purpose: once the request
   * is sent the provider may have started the job, and only its id lets the tool cancel it.
   */
  startCrawl(url: string, request: CrawlRequest): Promise<string>;
  /** Reads a job's status and counts without downloading its pages, with no retry of its own. */
  checkProgress(jobId: string, signal?: AbortSignal): Promise<CrawlProgress>;
  /** Reads a completed job with every page, following the provider's paging. */
  fetchResult(jobId: string, signal?: AbortSignal): Promise<SiteCrawlResult>;
  /** The errors the provider recorded for a job's URLs, one line each ("url: error"). */
  crawlErrors(jobId: string, signal?: AbortSignal): Promise<string[]>;
  /** Asks the provider to stop a job. */
  cancelCrawl(jobId: string): Promise<void>;
  /** Asks the provider to stop a job with a request that outlives the page (fire and forget). */
  cancelOnExit(jobId: string): void;
}

export type CreateCrawlProvider = (apiKey: string) => CrawlProvider;
