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
import { crawl, startCrawl } from "./resources/crawl.js";
import { map } from "./resources/map.js";
import { cancel, documents, getErrors, getStatus } from "./resources/jobs.js";
import type { DocumentStreamOptions } from "../jobs/stream.js";
import { scrape } from "./resources/scrape.js";
import {
  agentTraceEvents,
  getAgentSnapshot,
  getAgentThread,
  getAgentTrace,
  listAgents,
} from "./resources/agents.js";
import { getActiveCrawls } from "../jobs/active.js";
import { crawlParamsPreview } from "./resources/crawl-extras.js";
import { developerSearch, developerSearchGet } from "./resources/developer.js";
import { feedback, searchFeedback } from "./resources/feedback.js";
import {
  createMonitor,
  deleteMonitor,
  getMonitor,
  getMonitorCheck,
  listMonitorChecks,
  listMonitors,
  monitorCheckPages,
  monitorChecks,
  runMonitor,
  updateMonitor,
} from "./resources/monitor.js";
import { parse } from "./resources/parse.js";
import { getScrapeStatus } from "./resources/scrape-status.js";
import {
  browser,
  browserExecute,
  deleteBrowser,
  deleteInteractSession,
  interact,
  interactSession,
  interactSessionExecute,
  listBrowsers,
  listInteractSessions,
  stopInteraction,
} from "./resources/sessions.js";
import {
  agent,
  cancelAgent,
  extract,
  getAgentStatus,
  getExtractStatus,
  startAgent,
  startExtract,
} from "./resources/simple.js";
import { askSupport, searchSupportDocs } from "./resources/support.js";
import {
  activity,
  getActivity,
  getThreatProtection,
  updateThreatProtection,
} from "./resources/team.js";
import { findTools, scrapeAlexandria } from "./resources/tools.js";
import {
  getConcurrency,
  getCreditUsage,
  getCreditUsageHistorical,
  getQueueStatus,
  getTokenUsage,
  getTokenUsageHistorical,
} from "./resources/usage.js";
import { search } from "./resources/search.js";
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
import type {
  AgentListOptions,
  AgentListResponse,
  AgentSnapshotResponse,
  AgentThreadResponse,
  AgentTraceEvent,
  AgentTraceResponse,
} from "./shapes/agents.js";
import type { DeveloperSearchOptions, DeveloperSearchResponse } from "./shapes/developer.js";
import type {
  EndpointFeedbackRequest,
  FeedbackResponse,
  SearchFeedbackRequest,
} from "./shapes/feedback.js";
import type {
  CreateMonitorRequest,
  GetMonitorCheckOptions,
  ListMonitorChecksOptions,
  ListMonitorsOptions,
  Monitor,
  MonitorCheck,
  MonitorCheckDetail,
  MonitorCheckPage,
  UpdateMonitorRequest,
} from "./shapes/monitor.js";
import type { ParseFile, ParseOptions } from "./shapes/parse.js";
import type {
  BrowserCreateOptions,
  BrowserCreateResponse,
  BrowserDeleteResponse,
  BrowserExecuteOptions,
  BrowserExecuteResponse,
  BrowserListResponse,
  ScrapeBrowserDeleteResponse,
  ScrapeExecuteRequest,
  ScrapeExecuteResponse,
} from "./shapes/sessions.js";
import type {
  SupportAskRequest,
  SupportAskResponse,
  SupportDocsSearchRequest,
  SupportDocsSearchResponse,
} from "./shapes/support.js";
import type {
  ActivityItem,
  ActivityOptions,
  ActivityResponse,
  ThreatProtectionPolicy,
  ThreatProtectionPolicyUpdate,
} from "./shapes/team.js";
import type {
  AlexandriaScrapeData,
  AlexandriaScrapeRequest,
  FindToolsData,
  FindToolsOptions,
} from "./shapes/tools.js";
import { watcherSlots } from "../watcher/slots.js";
import { ResearchClient } from "./research-client.js";

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
  #research: ResearchClient | undefined;

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

  /**
   * POST /v2/scrape: the document. Given an Alexandria request (`{ alexandria: calls }`) instead
   * of a URL, runs those catalogue tools (at most 10) and returns their results.
   */
  scrape(url: string, options?: ScrapeOptions, requestOptions?: RequestOptions): Promise<Document>;
  scrape(
    request: AlexandriaScrapeRequest,
    options?: undefined,
    requestOptions?: RequestOptions,
  ): Promise<AlexandriaScrapeData>;
  scrape(
    url: string | AlexandriaScrapeRequest,
    options?: ScrapeOptions,
    requestOptions?: RequestOptions,
  ): Promise<Document | AlexandriaScrapeData> {
    if (typeof url === "string") return scrape(this.context, url, options, requestOptions);
    return scrapeAlexandria(this.context, url, options, requestOptions);
  }

  /** Explores the tool catalogue (through POST /v2/scrape) without running what it finds. */
  findTools(options?: FindToolsOptions, requestOptions?: RequestOptions): Promise<FindToolsData> {
    return findTools(this.context, options, requestOptions);
  }

  /** POST /v2/scrape/{jobId}/interact: code or a prompt run in the browser a scrape left open. */
  interact(
    jobId: string,
    args: ScrapeExecuteRequest,
    requestOptions?: RequestOptions,
  ): Promise<ScrapeExecuteResponse> {
    return interact(this.context, jobId, args, requestOptions);
  }

  /** DELETE /v2/scrape/{jobId}/interact: closes the browser a scrape left open. */
  stopInteraction(
    jobId: string,
    requestOptions?: RequestOptions,
  ): Promise<ScrapeBrowserDeleteResponse> {
    return stopInteraction(this.context, jobId, requestOptions);
  }

  /** @deprecated Use `interact`. */
  scrapeExecute(
    jobId: string,
    args: ScrapeExecuteRequest,
    requestOptions?: RequestOptions,
  ): Promise<ScrapeExecuteResponse> {
    return this.interact(jobId, args, requestOptions);
  }

  /** @deprecated Use `stopInteraction`. */
  stopInteractiveBrowser(
    jobId: string,
    requestOptions?: RequestOptions,
  ): Promise<ScrapeBrowserDeleteResponse> {
    return this.stopInteraction(jobId, requestOptions);
  }

  /** @deprecated Use `stopInteraction`. */
  deleteScrapeBrowser(
    jobId: string,
    requestOptions?: RequestOptions,
  ): Promise<ScrapeBrowserDeleteResponse> {
    return this.stopInteraction(jobId, requestOptions);
  }

  /**
   * POST /v2/parse: uploads a file (Blob, File, Buffer, Uint8Array, ArrayBuffer, text or a stream)
   * and returns its document. A file over 50 MiB is refused before upload.
   */
  parse(
    file: ParseFile,
    options?: ParseOptions,
    requestOptions?: RequestOptions,
  ): Promise<Document> {
    return parse(this.context, file, options, requestOptions);
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

  /** POST /v2/search/developer: the developer index (issues, pull requests, readmes, docs). */
  developerSearch(
    query: string,
    options?: DeveloperSearchOptions,
    requestOptions?: RequestOptions,
  ): Promise<DeveloperSearchResponse> {
    return developerSearch(this.context, query, options, requestOptions);
  }

  /** GET /v2/search/developer: the same search as `developerSearch`, as a GET. Not in 4.42.0. */
  developerSearchGet(
    query: string,
    options?: DeveloperSearchOptions,
    requestOptions?: RequestOptions,
  ): Promise<DeveloperSearchResponse> {
    return developerSearchGet(this.context, query, options, requestOptions);
  }

  /** POST /v2/feedback: feedback on a job's results. */
  feedback(
    request: EndpointFeedbackRequest,
    requestOptions?: RequestOptions,
  ): Promise<FeedbackResponse> {
    return feedback(this.context, request, requestOptions);
  }

  /** POST /v2/search/{jobId}/feedback: feedback on a search's results. */
  searchFeedback(
    jobId: string,
    request: SearchFeedbackRequest,
    requestOptions?: RequestOptions,
  ): Promise<FeedbackResponse> {
    return searchFeedback(this.context, jobId, request, requestOptions);
  }

  /** The research paper index: `searchPapers`, `getPaper`, `similarPapers`, `searchGithub`. */
  get research(): ResearchClient {
    return (this.#research ??= new ResearchClient(this.context));
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
    return getActiveCrawls(this.context, "v2", requestOptions);
  }

  /** POST /v2/crawl/params-preview (needs an LLM on the server). */
  crawlParamsPreview(
    url: string,
    prompt: string,
    requestOptions?: RequestOptions,
  ): Promise<Record<string, unknown>> {
    return crawlParamsPreview(this.context, url, prompt, requestOptions);
  }

  /** POST /v2/monitor: a scheduled monitor. */
  createMonitor(request: CreateMonitorRequest, requestOptions?: RequestOptions): Promise<Monitor> {
    return createMonitor(this.context, request, requestOptions);
  }

  /** GET /v2/monitor: the team's monitors, a page (`limit`, `offset`) at a time. */
  listMonitors(options?: ListMonitorsOptions, requestOptions?: RequestOptions): Promise<Monitor[]> {
    return listMonitors(this.context, options, requestOptions);
  }

  /** GET /v2/monitor/{monitorId}. */
  getMonitor(monitorId: string, requestOptions?: RequestOptions): Promise<Monitor> {
    return getMonitor(this.context, monitorId, requestOptions);
  }

  /** PATCH /v2/monitor/{monitorId}. */
  updateMonitor(
    monitorId: string,
    request: UpdateMonitorRequest,
    requestOptions?: RequestOptions,
  ): Promise<Monitor> {
    return updateMonitor(this.context, monitorId, request, requestOptions);
  }

  /** DELETE /v2/monitor/{monitorId}: true once deleted. */
  deleteMonitor(monitorId: string, requestOptions?: RequestOptions): Promise<boolean> {
    return deleteMonitor(this.context, monitorId, requestOptions);
  }

  /** POST /v2/monitor/{monitorId}/run: a check now. */
  runMonitor(monitorId: string, requestOptions?: RequestOptions): Promise<MonitorCheck> {
    return runMonitor(this.context, monitorId, requestOptions);
  }

  /** GET /v2/monitor/{monitorId}/checks: one page of a monitor's checks. */
  listMonitorChecks(
    monitorId: string,
    options?: ListMonitorChecksOptions,
    requestOptions?: RequestOptions,
  ): Promise<MonitorCheck[]> {
    return listMonitorChecks(this.context, monitorId, options, requestOptions);
  }

  /** `for await` over every check of a monitor, one page in memory. Not in 4.42.0. */
  monitorChecks(
    monitorId: string,
    options?: ListMonitorChecksOptions,
    requestOptions?: RequestOptions,
  ): AsyncGenerator<MonitorCheck, void, undefined> {
    return monitorChecks(this.context, monitorId, options, requestOptions);
  }

  /** GET /v2/monitor/{monitorId}/checks/{checkId}: a check with its pages (all, by default). */
  getMonitorCheck(
    monitorId: string,
    checkId: string,
    options?: GetMonitorCheckOptions,
    requestOptions?: RequestOptions,
  ): Promise<MonitorCheckDetail> {
    return getMonitorCheck(this.context, monitorId, checkId, options, requestOptions);
  }

  /** `for await` over a check's page results, one page in memory. Not in 4.42.0. */
  monitorCheckPages(
    monitorId: string,
    checkId: string,
    options?: Omit<GetMonitorCheckOptions, keyof PaginationConfig>,
    requestOptions?: RequestOptions,
  ): AsyncGenerator<MonitorCheckPage, void, undefined> {
    return monitorCheckPages(this.context, monitorId, checkId, options, requestOptions);
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
    return startExtract(this.context, args, requestOptions) as Promise<ExtractResponse>;
  }

  /** GET /v2/extract/{id}. */
  getExtractStatus(jobId: string, requestOptions?: RequestOptions): Promise<ExtractResponse> {
    return getExtractStatus(this.context, jobId, requestOptions) as Promise<ExtractResponse>;
  }

  /** Starts an extract and waits for it; a failed one is a `JobFailedError`. */
  extract(
    args: ExtractRequest & Omit<WaiterControls, "onProgress">,
    requestOptions?: RequestOptions,
  ): Promise<ExtractResponse> {
    return extract(this.context, args, requestOptions) as Promise<ExtractResponse>;
  }

  /** POST /v2/agent. */
  startAgent(args: AgentRequest, requestOptions?: RequestOptions): Promise<AgentResponse> {
    return startAgent(this.context, args, requestOptions) as Promise<AgentResponse>;
  }

  /** GET /v2/agent/{id}. */
  getAgentStatus(jobId: string, requestOptions?: RequestOptions): Promise<AgentStatusResponse> {
    return getAgentStatus(this.context, jobId, requestOptions) as Promise<AgentStatusResponse>;
  }

  /** Starts an agent and waits for it; a failed one is a `JobFailedError`. */
  agent(
    args: AgentRequest & Omit<WaiterControls, "onProgress">,
    requestOptions?: RequestOptions,
  ): Promise<AgentStatusResponse> {
    return agent(this.context, args, requestOptions) as Promise<AgentStatusResponse>;
  }

  /** DELETE /v2/agent/{id}: true when the server confirms. */
  cancelAgent(jobId: string, requestOptions?: RequestOptions): Promise<boolean> {
    return cancelAgent(this.context, jobId, requestOptions);
  }

  /** GET /v2/agent: the team's agent runs, newest first, 20 a page (`before`). */
  listAgents(
    options?: AgentListOptions,
    requestOptions?: RequestOptions,
  ): Promise<AgentListResponse> {
    return listAgents(this.context, options, requestOptions);
  }

  /** GET /v2/agent/{jobId}/trace: what a run did (spark-2 runs). */
  getAgentTrace(
    jobId: string,
    options?: { liveView?: boolean },
    requestOptions?: RequestOptions,
  ): Promise<AgentTraceResponse> {
    return getAgentTrace(this.context, jobId, options, requestOptions);
  }

  /** `for await` over a run's trace events, one page in memory. Not in 4.42.0. */
  agentTraceEvents(
    jobId: string,
    options?: { liveView?: boolean },
    requestOptions?: RequestOptions,
  ): AsyncGenerator<AgentTraceEvent, void, undefined> {
    return agentTraceEvents(this.context, jobId, options, requestOptions);
  }

  /** GET /v2/agent/{jobId}/snapshots/{snapshotId}: an artifact a trace event names. */
  getAgentSnapshot(
    jobId: string,
    snapshotId: string,
    requestOptions?: RequestOptions,
  ): Promise<AgentSnapshotResponse> {
    return getAgentSnapshot(this.context, jobId, snapshotId, requestOptions);
  }

  /** GET /v2/agent/threads/{threadId}: a conversation's runs, oldest first. */
  getAgentThread(
    threadId: string,
    options?: { includeData?: boolean },
    requestOptions?: RequestOptions,
  ): Promise<AgentThreadResponse> {
    return getAgentThread(this.context, threadId, options, requestOptions);
  }

  /** POST /v2/browser: a browser session. */
  browser(
    args?: BrowserCreateOptions,
    requestOptions?: RequestOptions,
  ): Promise<BrowserCreateResponse> {
    return browser(this.context, args, requestOptions);
  }

  /** POST /v2/browser/{sessionId}/execute: code run in the session (default language bash). */
  browserExecute(
    sessionId: string,
    args: BrowserExecuteOptions,
    requestOptions?: RequestOptions,
  ): Promise<BrowserExecuteResponse> {
    return browserExecute(this.context, sessionId, args, requestOptions);
  }

  /** DELETE /v2/browser/{sessionId}. */
  deleteBrowser(
    sessionId: string,
    requestOptions?: RequestOptions,
  ): Promise<BrowserDeleteResponse> {
    return deleteBrowser(this.context, sessionId, requestOptions);
  }

  /** GET /v2/browser: the team's sessions, by `status` if given. */
  listBrowsers(
    args?: { status?: "active" | "destroyed" },
    requestOptions?: RequestOptions,
  ): Promise<BrowserListResponse> {
    return listBrowsers(this.context, args, requestOptions);
  }

  /** POST /v2/interact: a browser session as the OpenAPI describes it. Not in 4.42.0. */
  interactSession(
    args?: BrowserCreateOptions,
    requestOptions?: RequestOptions,
  ): Promise<BrowserCreateResponse> {
    return interactSession(this.context, args, requestOptions);
  }

  /** POST /v2/interact/{sessionId}/execute (default language node). Not in 4.42.0. */
  interactSessionExecute(
    sessionId: string,
    args: BrowserExecuteOptions,
    requestOptions?: RequestOptions,
  ): Promise<BrowserExecuteResponse> {
    return interactSessionExecute(this.context, sessionId, args, requestOptions);
  }

  /** DELETE /v2/interact/{sessionId}. Not in 4.42.0. */
  deleteInteractSession(
    sessionId: string,
    requestOptions?: RequestOptions,
  ): Promise<BrowserDeleteResponse> {
    return deleteInteractSession(this.context, sessionId, requestOptions);
  }

  /** GET /v2/interact: the team's interact sessions. Not in 4.42.0. */
  listInteractSessions(
    args?: { status?: "active" | "destroyed" },
    requestOptions?: RequestOptions,
  ): Promise<BrowserListResponse> {
    return listInteractSessions(this.context, args, requestOptions);
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

  /** GET /v2/team/activity: one page of the team's jobs of the last 24 hours. Not in 4.42.0. */
  getActivity(
    options?: ActivityOptions,
    requestOptions?: RequestOptions,
  ): Promise<ActivityResponse> {
    return getActivity(this.context, options, requestOptions);
  }

  /** `for await` over the team's recent jobs, page by page (`cursor`). Not in 4.42.0. */
  activity(
    options?: ActivityOptions,
    requestOptions?: RequestOptions,
  ): AsyncGenerator<ActivityItem, void, undefined> {
    return activity(this.context, options, requestOptions);
  }

  /** GET /v2/team/threat-protection: the organisation's policy. Not in 4.42.0. */
  getThreatProtection(requestOptions?: RequestOptions): Promise<ThreatProtectionPolicy> {
    return getThreatProtection(this.context, requestOptions);
  }

  /** PUT /v2/team/threat-protection: sets the organisation's policy. Not in 4.42.0. */
  updateThreatProtection(
    policy: ThreatProtectionPolicyUpdate,
    requestOptions?: RequestOptions,
  ): Promise<ThreatProtectionPolicy> {
    return updateThreatProtection(this.context, policy, requestOptions);
  }

  /** POST /v2/support/ask: the support agent's diagnosis. Not in 4.42.0. */
  askSupport(
    request: SupportAskRequest,
    requestOptions?: RequestOptions,
  ): Promise<SupportAskResponse> {
    return askSupport(this.context, request, requestOptions);
  }

  /** POST /v2/support/docs-search: an answer from the documentation. Not in 4.42.0. */
  searchSupportDocs(
    request: SupportDocsSearchRequest,
    requestOptions?: RequestOptions,
  ): Promise<SupportDocsSearchResponse> {
    return searchSupportDocs(this.context, request, requestOptions);
  }

  /** A watcher of a crawl (over the socket) or batch (over HTTP); call `start()`. */
  watcher(jobId: string, opts?: WatcherOptions): Watcher {
    return new Watcher(this, jobId, opts);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `scrape`. */
  scrapeUrl(
    url: string,
    options?: ScrapeOptions,
    requestOptions?: RequestOptions,
  ): Promise<Document> {
    return this.scrape(url, options, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `crawl`. */
  crawlUrl(
    url: string,
    req?: CrawlOptions & WaiterControls,
    requestOptions?: RequestOptions,
  ): Promise<CrawlJob> {
    return this.crawl(url, req, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `startCrawl`. */
  asyncCrawlUrl(
    url: string,
    req?: CrawlOptions,
    requestOptions?: RequestOptions,
  ): Promise<CrawlResponse> {
    return this.startCrawl(url, req, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `getCrawlStatus`. */
  checkCrawlStatus(
    jobId: string,
    pagination?: PaginationConfig,
    requestOptions?: RequestOptions,
  ): Promise<CrawlJob> {
    return this.getCrawlStatus(jobId, pagination, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `getCrawlErrors`. */
  checkCrawlErrors(crawlId: string, requestOptions?: RequestOptions): Promise<CrawlErrorsResponse> {
    return this.getCrawlErrors(crawlId, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `map`. */
  mapUrl(url: string, options?: MapOptions, requestOptions?: RequestOptions): Promise<MapData> {
    return this.map(url, options, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `batchScrape`. */
  batchScrapeUrls(
    urls: string[],
    opts?: BatchScrapeOptions & WaiterControls,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeJob> {
    return this.batchScrape(urls, opts, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `startBatchScrape`. */
  asyncBatchScrapeUrls(
    urls: string[],
    opts?: BatchScrapeOptions,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeResponse> {
    return this.startBatchScrape(urls, opts, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `getBatchScrapeStatus`. */
  checkBatchScrapeStatus(
    jobId: string,
    pagination?: PaginationConfig,
    requestOptions?: RequestOptions,
  ): Promise<BatchScrapeJob> {
    return this.getBatchScrapeStatus(jobId, pagination, requestOptions);
  }

  /** @deprecated A v1 name 4.42.0 keeps: use `getBatchScrapeErrors`. */
  checkBatchScrapeErrors(
    jobId: string,
    requestOptions?: RequestOptions,
  ): Promise<CrawlErrorsResponse> {
    return this.getBatchScrapeErrors(jobId, requestOptions);
  }
}
