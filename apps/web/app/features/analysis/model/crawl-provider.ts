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
  /** Runs a whole crawl of `url` and resolves true only when it completed successfully. */
  testCrawl(url: string, request: CrawlRequest, signal?: AbortSignal): Promise<boolean>;
  /** Starts a crawl and resolves with its job id. */
  startCrawl(url: string, request: CrawlRequest, signal?: AbortSignal): Promise<string>;
  /** Reads a job's status and counts without downloading its pages. */
  checkProgress(jobId: string, signal?: AbortSignal): Promise<CrawlProgress>;
  /** Reads a completed job with every page, following the provider's paging. */
  fetchResult(jobId: string, signal?: AbortSignal): Promise<SiteCrawlResult>;
  /** Asks the provider to stop a job. */
  cancelCrawl(jobId: string): Promise<void>;
}

export type CreateCrawlProvider = (apiKey: string) => CrawlProvider;
