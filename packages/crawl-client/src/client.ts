import {
  resolveConfig,
  type FirecrawlAppConfig,
  type RequestOptions,
  type WaitOptions,
} from "./core/config.js";
import { type ClientContext, createContext } from "./core/context.js";
import type { Runtime } from "./core/runtime.js";
import { VERSION } from "./core/version.js";
import {
  asyncBatchScrapeUrls,
  batchScrapeDocuments,
  batchScrapeUrls,
  cancelBatchScrape,
  checkBatchScrapeErrors,
  checkBatchScrapeStatus,
} from "./resources/batch.js";
import {
  asyncCrawlUrl,
  cancelCrawl,
  checkCrawlErrors,
  checkCrawlStatus,
  crawlDocuments,
  crawlUrl,
} from "./resources/crawl.js";
import {
  asyncDeepResearch,
  checkDeepResearchStatus,
  deepResearch,
} from "./resources/deep-research.js";
import { asyncExtract, extract, getExtractStatus } from "./resources/extract.js";
import {
  asyncGenerateLLMsText,
  checkGenerateLLMsTextStatus,
  generateLLMsText,
} from "./resources/llmstxt.js";
import {
  deleteRequest,
  type ErrorSource,
  getRequest,
  handleError,
  type HelperResponse,
  monitorJobStatus,
  postRequest,
} from "./resources/helpers.js";
import { mapUrl } from "./resources/map.js";
import { readTeam } from "./resources/usage.js";
import type {
  CreditUsageHistoricalResponseV1,
  CreditUsageResponseV1,
  QueueStatusResponseV1,
  TokenUsageHistoricalResponseV1,
  TokenUsageResponseV1,
} from "./schemas/usage.js";

import type { DocumentStreamOptions } from "./jobs/stream.js";
import { scrapeUrl } from "./resources/scrape.js";
import { search } from "./resources/search.js";
import type { FirecrawlDocument } from "./schemas/document.js";
import type { JobStarted, Webhook } from "./schemas/jobs.js";
import type { AnySchema, Infer, UserSchema } from "./schemas/llm.js";
import type { Action, ActionsResult } from "./schemas/scrape-options.js";
import type {
  BatchScrapeResponse,
  BatchScrapeStatusResponse,
  CancelResponse,
  CrawlErrorsResponse,
  CrawlParams,
  CrawlResponse,
  CrawlStatusResponse,
} from "./schemas/crawl.js";
import type {
  DeepResearchActivity,
  DeepResearchParams,
  DeepResearchResponse,
  DeepResearchSource,
  DeepResearchStatusResponse,
} from "./schemas/deep-research.js";
import type { ExtractParams, ExtractResponse, ExtractStatusResponse } from "./schemas/extract.js";
import type {
  GenerateLLMsTextParams,
  GenerateLLMsTextResponse,
  GenerateLLMsTextStatusResponse,
} from "./schemas/llmstxt.js";
import type { MapParams, MapResponse } from "./schemas/map.js";
import type { ScrapeParams, ScrapeResponse } from "./schemas/scrape.js";
import type { SearchParams, SearchResponse } from "./schemas/search.js";
import { CrawlWatcher } from "./watcher/crawl-watcher.js";
import { type ActiveCrawlsResponse, getActiveCrawls } from "./jobs/active.js";
import { watcherSlots } from "./watcher/slots.js";
import {
  RESUME_DOCUMENTS,
  type ResumeDocuments,
  WATCH_TIMEOUTS,
  type WatchTimeouts,
  WEB_SOCKET_IMPL,
  type WebSocketConstructor,
} from "./watcher/websocket.js";

/**
 * The Firecrawl v1 client. Method names and positional signatures follow `@mendable/firecrawl-js` v1;
 * every method also takes per-call `RequestOptions` (`signal`, `timeout`, `maxRetries`, `maxWait`) as
 * its last argument. Failures are thrown as `FirecrawlError` subclasses, never returned.
 */
export class FirecrawlAppBase {
  declare readonly apiKey: string;
  readonly apiUrl: string;
  /** This client's version, as sent in every request's `origin`. */
  readonly version: string = VERSION;
  declare private readonly context: ClientContext;
  declare readonly [WEB_SOCKET_IMPL]: WebSocketConstructor | undefined;
  declare readonly [RESUME_DOCUMENTS]: ResumeDocuments;
  declare readonly [WATCH_TIMEOUTS]: WatchTimeouts;

  constructor(config: FirecrawlAppConfig = {}, runtime?: Runtime) {
    const resolved = resolveConfig(config, runtime);
    this.apiUrl = resolved.apiUrl;
    const context = createContext(resolved);
    // Not enumerable, so logging or serialising the client never prints the key.
    Object.defineProperties(this, {
      apiKey: { value: resolved.apiKey, enumerable: false },
      context: { value: context, enumerable: false },
      ...watcherSlots(context, "v1"),
    });
  }

  /** POST /v1/scrape. Resolves to the document, flattened, with `success: true`. */
  scrapeUrl<T extends UserSchema, A extends Action[] | undefined = undefined>(
    url: string,
    params?: ScrapeParams<T, A>,
    options?: RequestOptions,
  ): Promise<ScrapeResponse<Infer<T>, A extends Action[] ? ActionsResult : never>> {
    return scrapeUrl(this.context, url, params, options);
  }

  /** POST /v1/search with the defaults limit 5, lang "en", country "us", timeout 60 000 ms. */
  search(query: string, params?: SearchParams, options?: RequestOptions): Promise<SearchResponse> {
    return search(this.context, query, params, options);
  }

  /**
   * Starts a crawl and waits for it, polling every max(pollInterval, 2) seconds; returns every
   * document. `options.onProgress` is told the status, completed and total after every check.
   */
  crawlUrl(
    url: string,
    params?: CrawlParams,
    pollInterval?: number,
    idempotencyKey?: string,
    options?: WaitOptions,
  ): Promise<CrawlStatusResponse> {
    return crawlUrl(this.context, url, params, pollInterval, idempotencyKey, options);
  }

  /** Starts a crawl and returns its id at once. */
  asyncCrawlUrl(
    url: string,
    params?: CrawlParams,
    idempotencyKey?: string,
    options?: RequestOptions,
  ): Promise<CrawlResponse> {
    return asyncCrawlUrl(this.context, url, params, idempotencyKey, options);
  }

  /** One status read; with `getAllData` a completed crawl's pages are all gathered. */
  checkCrawlStatus(
    id?: string,
    getAllData = false,
    nextURL?: string,
    skip?: number,
    limit?: number,
    options?: RequestOptions,
  ): Promise<CrawlStatusResponse> {
    return checkCrawlStatus(this.context, id, getAllData, nextURL, skip, limit, options);
  }

  /** GET /v1/crawl/{id}/errors. */
  checkCrawlErrors(id: string, options?: RequestOptions): Promise<CrawlErrorsResponse> {
    return checkCrawlErrors(this.context, id, options);
  }

  /** DELETE /v1/crawl/{id}. */
  cancelCrawl(id: string, options?: RequestOptions): Promise<CancelResponse> {
    return cancelCrawl(this.context, id, options);
  }

  /**
   * GET /v1/crawl/active: the crawls still running for the key's team, each with its id, address
   * and the options it was started with. Ours: 1.29.3 has no such method, and 4.42.0 has it only on
   * its v2 client.
   */
  getActiveCrawls(options?: RequestOptions): Promise<ActiveCrawlsResponse> {
    return getActiveCrawls(this.context, "v1", options);
  }

  /**
   * Starts a crawl and returns a `CrawlWatcher` streaming its documents. `options.signal` closes the
   * watcher; `maxWait`, `timeout` and `maxRetries` apply if it has to finish over HTTP.
   */
  async crawlUrlAndWatch(
    url: string,
    params?: CrawlParams,
    idempotencyKey?: string,
    options?: RequestOptions,
  ): Promise<CrawlWatcher> {
    const { id } = await this.asyncCrawlUrl(url, params, idempotencyKey, options);
    return new CrawlWatcher(id, this, { ...options });
  }

  /**
   * `for await` over a crawl's documents as they become available, one results page in memory at a
   * time; ends when the crawl completes, throws `JobFailedError` if it fails.
   */
  crawlDocuments(
    id: string,
    streamOptions?: DocumentStreamOptions,
    options?: RequestOptions,
  ): AsyncGenerator<FirecrawlDocument<undefined>> {
    return crawlDocuments(this.context, id, streamOptions, options);
  }

  /** POST /v1/map. */
  mapUrl(url: string, params?: MapParams, options?: RequestOptions): Promise<MapResponse> {
    return mapUrl(this.context, url, params, options);
  }

  /**
   * Starts a batch scrape and waits for it (polled on /v1/batch/scrape/{id}); returns every
   * document. `options.onProgress` is told the status, completed and total after every check.
   */
  batchScrapeUrls(
    urls: string[],
    params?: ScrapeParams,
    pollInterval?: number,
    idempotencyKey?: string,
    webhook?: Webhook,
    ignoreInvalidURLs?: boolean,
    maxConcurrency?: number,
    options?: WaitOptions,
  ): Promise<BatchScrapeStatusResponse> {
    return batchScrapeUrls(
      this.context,
      { urls, params: params ?? {}, idempotencyKey, webhook, ignoreInvalidURLs, maxConcurrency },
      pollInterval,
      options,
    );
  }

  /** Starts a batch scrape and returns its id at once. */
  asyncBatchScrapeUrls(
    urls: string[],
    params?: ScrapeParams,
    idempotencyKey?: string,
    webhook?: Webhook,
    ignoreInvalidURLs?: boolean,
    maxConcurrency?: number,
    options?: RequestOptions,
  ): Promise<BatchScrapeResponse> {
    return asyncBatchScrapeUrls(
      this.context,
      { urls, params: params ?? {}, idempotencyKey, webhook, ignoreInvalidURLs, maxConcurrency },
      options,
    );
  }

  /** Starts a batch scrape and returns a `CrawlWatcher` streaming its documents, like `crawlUrlAndWatch`. */
  async batchScrapeUrlsAndWatch(
    urls: string[],
    params?: ScrapeParams,
    idempotencyKey?: string,
    webhook?: Webhook,
    ignoreInvalidURLs?: boolean,
    options?: RequestOptions,
  ): Promise<CrawlWatcher> {
    const { id } = await this.asyncBatchScrapeUrls(
      urls,
      params,
      idempotencyKey,
      webhook,
      ignoreInvalidURLs,
      undefined,
      options,
    );
    return new CrawlWatcher(id, this, { ...options, kind: "batch" });
  }

  /** One batch status read (GET /v1/batch/scrape/{id}); with `getAllData` every page is gathered. */
  checkBatchScrapeStatus(
    id?: string,
    getAllData = false,
    nextURL?: string,
    skip?: number,
    limit?: number,
    options?: RequestOptions,
  ): Promise<BatchScrapeStatusResponse> {
    return checkBatchScrapeStatus(this.context, id, getAllData, nextURL, skip, limit, options);
  }

  /** GET /v1/batch/scrape/{id}/errors. */
  checkBatchScrapeErrors(id: string, options?: RequestOptions): Promise<CrawlErrorsResponse> {
    return checkBatchScrapeErrors(this.context, id, options);
  }

  /** DELETE /v1/batch/scrape/{id}. */
  cancelBatchScrape(id: string, options?: RequestOptions): Promise<CancelResponse> {
    return cancelBatchScrape(this.context, id, options);
  }

  /** `for await` over a batch scrape's documents, like `crawlDocuments`. */
  batchScrapeDocuments(
    id: string,
    streamOptions?: DocumentStreamOptions,
    options?: RequestOptions,
  ): AsyncGenerator<FirecrawlDocument<undefined>> {
    return batchScrapeDocuments(this.context, id, streamOptions, options);
  }

  /**
   * Starts an extract job and waits for it, polling every second. A server that answers the start
   * with the finished result (the synchronous extract of self-hosted servers) gives that result.
   */
  extract<T extends UserSchema = AnySchema>(
    urls?: string[],
    params?: ExtractParams<T>,
    options?: RequestOptions,
  ): Promise<ExtractResponse<Infer<T>>> {
    return extract(this.context, urls, params, options);
  }

  /**
   * Starts an extract job and returns its id at once; where the server ran the extract
   * synchronously, the finished result instead, which has no `id`.
   */
  asyncExtract(
    urls: string[] | undefined,
    params?: ExtractParams,
    idempotencyKey?: string,
    options?: RequestOptions,
  ): Promise<JobStarted | ExtractResponse> {
    return asyncExtract(this.context, urls, params, idempotencyKey, options);
  }

  /** GET /v1/extract/{id}. */
  getExtractStatus(jobId: string, options?: RequestOptions): Promise<ExtractStatusResponse> {
    return getExtractStatus(this.context, jobId, options);
  }

  /** Starts deep research and waits for it, polling every 2 s; callbacks get each new activity and source. */
  deepResearch(
    query: string,
    params: DeepResearchParams,
    onActivity?: (activity: DeepResearchActivity) => void,
    onSource?: (source: DeepResearchSource) => void,
    options?: RequestOptions,
  ): Promise<DeepResearchStatusResponse> {
    return deepResearch(this.context, query, params, onActivity, onSource, options);
  }

  /** Starts deep research and returns its id at once. */
  asyncDeepResearch(
    query: string,
    params: DeepResearchParams,
    options?: RequestOptions,
  ): Promise<DeepResearchResponse> {
    return asyncDeepResearch(this.context, query, params, options);
  }

  /** GET /v1/deep-research/{id}. */
  checkDeepResearchStatus(
    id: string,
    options?: RequestOptions,
  ): Promise<DeepResearchStatusResponse> {
    return checkDeepResearchStatus(this.context, id, options);
  }

  /** @deprecated Use `deepResearch` (this sends `query`, the API's name for 1.x's `topic`). */
  __deepResearch(
    topic: string,
    params: DeepResearchParams,
    onActivity?: (activity: DeepResearchActivity) => void,
    options?: RequestOptions,
  ): Promise<DeepResearchStatusResponse> {
    return this.deepResearch(topic, params, onActivity, undefined, options);
  }

  /** @deprecated Use `asyncDeepResearch`. */
  __asyncDeepResearch(
    topic: string,
    params: DeepResearchParams,
    options?: RequestOptions,
  ): Promise<DeepResearchResponse> {
    return this.asyncDeepResearch(topic, params, options);
  }

  /** @deprecated Use `checkDeepResearchStatus`. */
  __checkDeepResearchStatus(
    id: string,
    options?: RequestOptions,
  ): Promise<DeepResearchStatusResponse> {
    return this.checkDeepResearchStatus(id, options);
  }

  /** GET /v1/team/credit-usage, as sent (4.42.0's v1 client has it; 1.29.3 had not). */
  getCreditUsage(options?: RequestOptions): Promise<CreditUsageResponseV1> {
    return readTeam(this.context, "credit-usage", "get credit usage", undefined, options);
  }

  /** GET /v1/team/token-usage, as sent. */
  getTokenUsage(options?: RequestOptions): Promise<TokenUsageResponseV1> {
    return readTeam(this.context, "token-usage", "get token usage", undefined, options);
  }

  /** GET /v1/team/credit-usage/historical, by API key with `byApiKey`, as sent. */
  getCreditUsageHistorical(
    byApiKey?: boolean,
    options?: RequestOptions,
  ): Promise<CreditUsageHistoricalResponseV1> {
    const action = "get credit usage historical";
    return readTeam(this.context, "credit-usage/historical", action, byApiKey, options);
  }

  /** GET /v1/team/token-usage/historical, by API key with `byApiKey`, as sent. */
  getTokenUsageHistorical(
    byApiKey?: boolean,
    options?: RequestOptions,
  ): Promise<TokenUsageHistoricalResponseV1> {
    const action = "get token usage historical";
    return readTeam(this.context, "token-usage/historical", action, byApiKey, options);
  }

  /** GET /v1/team/queue-status, as sent. */
  getQueueStatus(options?: RequestOptions): Promise<QueueStatusResponseV1> {
    return readTeam(this.context, "queue-status", "get queue status", undefined, options);
  }

  /** Starts an llms.txt generation and waits for it, polling every 2 s. */
  generateLLMsText(
    url: string,
    params?: GenerateLLMsTextParams,
    options?: RequestOptions,
  ): Promise<GenerateLLMsTextStatusResponse> {
    return generateLLMsText(this.context, url, params, options);
  }

  /** Starts an llms.txt generation and returns its id at once. */
  asyncGenerateLLMsText(
    url: string,
    params?: GenerateLLMsTextParams,
    options?: RequestOptions,
  ): Promise<GenerateLLMsTextResponse> {
    return asyncGenerateLLMsText(this.context, url, params, options);
  }

  /** GET /v1/llmstxt/{id}. */
  checkGenerateLLMsTextStatus(
    id: string,
    options?: RequestOptions,
  ): Promise<GenerateLLMsTextStatusResponse> {
    return checkGenerateLLMsTextStatus(this.context, id, options);
  }

  // The reference's helper methods, public there and used by code written against it.

  /** The headers of a request: JSON, the bearer key (when there is one) and an idempotency key. */
  prepareHeaders(idempotencyKey?: string): Record<string, string> {
    return this.context.http.baseHeaders(true, idempotencyKey);
  }

  /**
   * POST to a path or URL on the API's origin (anything else is refused: the headers carry the
   * key), with this client's timeouts and retries. HTTP errors are thrown as `FirecrawlError`s.
   */
  postRequest(
    url: string,
    data: Record<string, unknown>,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<HelperResponse> {
    return postRequest(this.context, url, data, headers, options);
  }

  /** GET on the API's origin; as in the reference, an HTTP error is returned, not thrown. */
  getRequest(
    url: string,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<HelperResponse> {
    return getRequest(this.context, url, headers, options);
  }

  /** DELETE on the API's origin; as in the reference, an HTTP error is returned, not thrown. */
  deleteRequest(
    url: string,
    headers?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<HelperResponse> {
    return deleteRequest(this.context, url, headers, options);
  }

  /**
   * Waits for a crawl as `crawlUrl` does, polling every max(checkInterval, 2) seconds. `headers` is
   * accepted for the reference's signature; the client's own are sent.
   */
  monitorJobStatus(
    id: string,
    _headers?: Record<string, string>,
    checkInterval?: number,
    options?: RequestOptions,
  ): Promise<CrawlStatusResponse> {
    return monitorJobStatus(this.context, id, checkInterval, options);
  }

  /** Throws the catalogue's error for an answer, e.g. "Failed to {action}. Status code: N. Error: …". */
  handleError(response: ErrorSource | undefined, action: string): never {
    return handleError(this.context, response, action);
  }
}
