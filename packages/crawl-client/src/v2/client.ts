import { resolveConfig, type RequestOptions } from "../core/config.js";
import { type ClientContext, createContext } from "../core/context.js";
import type { Runtime } from "../core/runtime.js";
import { VERSION } from "../core/version.js";
import { BATCH_JOB_V2, CRAWL_JOB_V2 } from "../jobs/kinds.js";
import {
  RESUME_DOCUMENTS,
  type ResumeDocuments,
  WATCH_API_VERSION,
  WATCH_TIMEOUTS,
  type WatchTimeouts,
  WEB_SOCKET_IMPL,
  type WebSocketConstructor,
} from "../watcher/websocket.js";
import { batchScrape, startBatchScrape } from "./resources/batch.js";
import { crawl, crawlParamsPreview, getActiveCrawls, startCrawl } from "./resources/crawl.js";
import { map } from "./resources/map.js";
import { cancel, documents, getErrors, getStatus } from "./resources/jobs.js";
import type { DocumentStreamOptions } from "../jobs/stream.js";
import { getScrapeStatus, scrape } from "./resources/scrape.js";
import { search } from "./resources/search.js";
import { cancelSimple, readSimple, runSimple, simpleJob, startSimple } from "./resources/simple.js";
import {
  getConcurrency,
  getCreditUsage,
  getCreditUsageHistorical,
  getQueueStatus,
  getTokenUsage,
  getTokenUsageHistorical,
} from "./resources/usage.js";
import type {
  ActiveCrawlsResponse,
  AgentRequest,
  AgentResponse,
  AgentStatusResponse,
  BatchScrapeJob,
  BatchScrapeOptions,
  BatchScrapeResponse,
  ConcurrencyCheck,
  CrawlErrorsResponse,
  CrawlJob,
  CrawlOptions,
  CrawlResponse,
  CreditUsage,
  CreditUsageHistoricalResponse,
  Document,
  ExtractRequest,
  ExtractResponse,
  FirecrawlClientInput,
  MapData,
  MapOptions,
  PaginationConfig,
  QueueStatusResponse,
  ScrapeOptions,
  SearchData,
  SearchRequest,
  TokenUsage,
  TokenUsageHistoricalResponse,
  WaiterControls,
} from "./types.js";
import { Watcher, type WatcherOptions } from "./watcher.js";
import { watcherSlots } from "../watcher/slots.js";

const EXTRACT_JOB = simpleJob("/v2/extract", "extract");
const AGENT_JOB = simpleJob("/v2/agent", "agent");

/**
 * The Firecrawl v2 client. Method names, arguments and results follow `@mendable/firecrawl-js` 4.x;
 * every method also takes per-call `RequestOptions` (`signal`, `timeout`, `maxRetries`, `maxWait`)
 * as its last argument. It runs on the v1 client's transport, errors and job module, so retries,
 * deadlines, typed errors and paging behave the same on both versions.
 */
export class FirecrawlClientBase {
  declare readonly apiKey: string;
  readonly apiUrl: string;
  /** This client's version, as sent in every request's `origin`. */
  readonly version: string = VERSION;
  declare private readonly context: ClientContext;
  declare readonly [WEB_SOCKET_IMPL]: WebSocketConstructor | undefined;
  declare readonly [RESUME_DOCUMENTS]: ResumeDocuments;
  declare readonly [WATCH_TIMEOUTS]: WatchTimeouts;
  declare readonly [WATCH_API_VERSION]: "v2";

  constructor(input: FirecrawlClientInput = {}, runtime?: Runtime) {
    const { timeoutMs, ...config } = typeof input === "string" ? { apiKey: input } : input;
    const resolved = resolveConfig(
      {
        ...config,
        ...(timeoutMs === undefined || config.timeout !== undefined ? {} : { timeout: timeoutMs }),
      },
      runtime,
    );
    this.apiUrl = resolved.apiUrl;
    const context = createContext(resolved);
    // Not enumerable, so logging or serialising the client never prints the key.
    Object.defineProperties(this, {
      apiKey: { value: resolved.apiKey, enumerable: false },
      context: { value: context, enumerable: false },
      ...watcherSlots(context, "v2"),
    });
  }

  /** POST /v2/scrape: the document. */
  scrape(url: string, options?: ScrapeOptions, requestOptions?: RequestOptions): Promise<Document> {
    return scrape(this.context, url, options, requestOptions);
  }

  /** GET /v2/scrape/{id}: a scrape done before, by its `metadata.scrapeId`, as the document. */
  getScrapeStatus(jobId: string, requestOptions?: RequestOptions): Promise<Document> {
    return getScrapeStatus(this.context, jobId, requestOptions);
  }

  /** POST /v2/search: results grouped by source. */
  search(
    query: string,
    req?: Omit<SearchRequest, "query">,
    requestOptions?: RequestOptions,
  ): Promise<SearchData> {
    return search(this.context, query, req, requestOptions);
  }

  /** POST /v2/map: link objects. */
  map(url: string, options?: MapOptions, requestOptions?: RequestOptions): Promise<MapData> {
    return map(this.context, url, options, requestOptions);
  }

  /** POST /v2/crawl: the job's id and status URL. */
  startCrawl(
    url: string,
    req?: CrawlOptions,
    requestOptions?: RequestOptions,
  ): Promise<CrawlResponse> {
    return startCrawl(this.context, url, req, requestOptions);
  }

  /** GET /v2/crawl/{id}; with `autoPaginate` (the default) every page, each document once. */
  getCrawlStatus(
    jobId: string,
    pagination?: PaginationConfig,
    requestOptions?: RequestOptions,
  ): Promise<CrawlJob> {
    return getStatus(this.context, CRAWL_JOB_V2, jobId, pagination, requestOptions);
  }

  /**
   * `for await` over a crawl's documents as they become available, one results page in memory at
   * a time; ends when the crawl completes, throws `JobFailedError` if it fails. Not in 4.42.0.
   */
  crawlDocuments(
    jobId: string,
    streamOptions: DocumentStreamOptions = {},
    requestOptions?: RequestOptions,
  ): AsyncGenerator<Document> {
    return documents(this.context, CRAWL_JOB_V2, jobId, streamOptions, requestOptions);
  }

  /** DELETE /v2/crawl/{id}: true when the crawl is cancelled. */
  cancelCrawl(jobId: string, requestOptions?: RequestOptions): Promise<boolean> {
    return cancel(this.context, CRAWL_JOB_V2, jobId, "cancel crawl", requestOptions);
  }

  /**
   * Starts a crawl and waits for it (`pollInterval` and `timeout` in seconds, as the reference
   * takes them); `onProgress` is told the status, completed and total after every check.
   */
  crawl(
    url: string,
    req?: CrawlOptions & WaiterControls,
    requestOptions?: RequestOptions,
  ): Promise<CrawlJob> {
    return crawl(this.context, url, req, requestOptions);
  }

  /** GET /v2/crawl/{id}/errors. */
  getCrawlErrors(crawlId: string, requestOptions?: RequestOptions): Promise<CrawlErrorsResponse> {
    return getErrors(this.context, CRAWL_JOB_V2, crawlId, "get crawl errors", requestOptions);
  }

  /** GET /v2/crawl/active. */
  getActiveCrawls(requestOptions?: RequestOptions): Promise<ActiveCrawlsResponse> {
    return getActiveCrawls(this.context, requestOptions);
  }

  /** POST /v2/crawl/params-preview (needs an LLM on the server). */
  crawlParamsPreview(
    url: string,
    prompt: string,
    requestOptions?: RequestOptions,
  ): Promise<Record<string, unknown>> {
    return crawlParamsPreview(this.context, url, prompt, requestOptions);
  }

  /** POST /v2/batch/scrape. */
  startBatchScrape(
    urls: string[],
    opts?: BatchScrapeOptions,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeResponse> {
    return startBatchScrape(this.context, urls, opts, requestOptions);
  }

  /** GET /v2/batch/scrape/{id}, paged as `getCrawlStatus`. */
  getBatchScrapeStatus(
    jobId: string,
    pagination?: PaginationConfig,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeJob> {
    return getStatus(this.context, BATCH_JOB_V2, jobId, pagination, requestOptions);
  }

  /** GET /v2/batch/scrape/{id}/errors; `RouteNotServedError` where the server has no such route. */
  getBatchScrapeErrors(
    jobId: string,
    requestOptions?: RequestOptions,
  ): Promise<CrawlErrorsResponse> {
    return getErrors(this.context, BATCH_JOB_V2, jobId, "get batch scrape errors", requestOptions);
  }

  /** `for await` over a batch's documents, like `crawlDocuments`. Not in 4.42.0. */
  batchScrapeDocuments(
    jobId: string,
    streamOptions: DocumentStreamOptions = {},
    requestOptions?: RequestOptions,
  ): AsyncGenerator<Document> {
    return documents(this.context, BATCH_JOB_V2, jobId, streamOptions, requestOptions);
  }

  /** DELETE /v2/batch/scrape/{id}: true when the batch is cancelled. */
  cancelBatchScrape(jobId: string, requestOptions?: RequestOptions): Promise<boolean> {
    return cancel(this.context, BATCH_JOB_V2, jobId, "cancel batch scrape", requestOptions);
  }

  /** Starts a batch scrape and waits for it, like `crawl`. */
  batchScrape(
    urls: string[],
    opts?: BatchScrapeOptions & WaiterControls,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeJob> {
    return batchScrape(this.context, urls, opts, requestOptions);
  }

  /** POST /v2/extract: the job's id (or, where a server extracts at once, the result). */
  startExtract(args: ExtractRequest, requestOptions?: RequestOptions): Promise<ExtractResponse> {
    return startSimple(this.context, EXTRACT_JOB, args, requestOptions) as Promise<ExtractResponse>;
  }

  /** GET /v2/extract/{id}. */
  getExtractStatus(jobId: string, requestOptions?: RequestOptions): Promise<ExtractResponse> {
    return readSimple(this.context, EXTRACT_JOB, jobId, requestOptions) as Promise<ExtractResponse>;
  }

  /** Starts an extract and waits for it; a failed one is a `JobFailedError`. */
  extract(
    args: ExtractRequest & Omit<WaiterControls, "onProgress">,
    requestOptions?: RequestOptions,
  ): Promise<ExtractResponse> {
    return runSimple(this.context, EXTRACT_JOB, args, requestOptions) as Promise<ExtractResponse>;
  }

  /** POST /v2/agent. */
  startAgent(args: AgentRequest, requestOptions?: RequestOptions): Promise<AgentResponse> {
    return startSimple(this.context, AGENT_JOB, args, requestOptions) as Promise<AgentResponse>;
  }

  /** GET /v2/agent/{id}. */
  getAgentStatus(jobId: string, requestOptions?: RequestOptions): Promise<AgentStatusResponse> {
    return readSimple(
      this.context,
      AGENT_JOB,
      jobId,
      requestOptions,
    ) as Promise<AgentStatusResponse>;
  }

  /** Starts an agent and waits for it; a failed one is a `JobFailedError`. */
  agent(
    args: AgentRequest & Omit<WaiterControls, "onProgress">,
    requestOptions?: RequestOptions,
  ): Promise<AgentStatusResponse> {
    return runSimple(this.context, AGENT_JOB, args, requestOptions) as Promise<AgentStatusResponse>;
  }

  /** DELETE /v2/agent/{id}: true when the server confirms. */
  cancelAgent(jobId: string, requestOptions?: RequestOptions): Promise<boolean> {
    return cancelSimple(this.context, AGENT_JOB, jobId, requestOptions);
  }

  getCreditUsage(requestOptions?: RequestOptions): Promise<CreditUsage> {
    return getCreditUsage(this.context, requestOptions);
  }

  getTokenUsage(requestOptions?: RequestOptions): Promise<TokenUsage> {
    return getTokenUsage(this.context, requestOptions);
  }

  getCreditUsageHistorical(
    byApiKey?: boolean,
    requestOptions?: RequestOptions,
  ): Promise<CreditUsageHistoricalResponse> {
    return getCreditUsageHistorical(this.context, byApiKey, requestOptions);
  }

  getTokenUsageHistorical(
    byApiKey?: boolean,
    requestOptions?: RequestOptions,
  ): Promise<TokenUsageHistoricalResponse> {
    return getTokenUsageHistorical(this.context, byApiKey, requestOptions);
  }

  getConcurrency(requestOptions?: RequestOptions): Promise<ConcurrencyCheck> {
    return getConcurrency(this.context, requestOptions);
  }

  getQueueStatus(requestOptions?: RequestOptions): Promise<QueueStatusResponse> {
    return getQueueStatus(this.context, requestOptions);
  }

  /** A watcher of a crawl (over the socket) or batch (over HTTP); call `start()`. */
  watcher(jobId: string, opts?: WatcherOptions): Watcher {
    return new Watcher(this, jobId, opts);
  }
}
