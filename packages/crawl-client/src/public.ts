// The surface shared by the Node and browser entries.
export * from "./public-errors.js";
export type { Clock } from "./core/clock.js";
export type {
  FirecrawlAppConfig,
  JobProgress,
  ProgressListener,
  RequestOptions,
  JobWaitControls,
  OutagePatience,
  OutageReport,
  WaitOptions,
} from "./core/config.js";
export type { HttpAdapter } from "./core/transport.js";
export { VERSION } from "./core/version.js";
export type { ErrorSource, HelperResponse } from "./resources/helpers.js";
export type { DocumentStreamOptions } from "./jobs/stream.js";
export { CrawlWatcher } from "./watcher/crawl-watcher.js";
export type {
  CrawlWatcherEvents,
  CrawlWatcherOptions,
  WatchedDocument,
} from "./watcher/crawl-watcher.js";
export type { WatchedJobKind, WebSocketConstructor, WebSocketLike } from "./watcher/websocket.js";
export type {
  Action,
  ActionsResult,
  CrawlScrapeOptions,
  Format as FormatV1,
} from "./schemas/scrape-options.js";
export type {
  ErrorResponse,
  FirecrawlDocument,
  FirecrawlDocumentMetadata,
} from "./schemas/document.js";
export type {
  AgentOptions,
  AgentOptionsExtract,
  JsonSchemaObject,
  LLMOptions,
} from "./schemas/llm.js";
export type { Webhook } from "./schemas/jobs.js";
export type { ScrapeParams, ScrapeResponse } from "./schemas/scrape.js";
export type { SearchParams, SearchResponse } from "./schemas/search.js";
export type { MapParams, MapResponse } from "./schemas/map.js";
// v1 types whose names v2 (and `@mendable/firecrawl-js` 4.x) gives to its own carry a V1 suffix.
export type {
  BatchScrapeResponse as BatchScrapeResponseV1,
  BatchScrapeStatusResponse,
  CancelResponse,
  CrawlErrorsResponse as CrawlErrorsResponseV1,
  CrawlParams,
  CrawlResponse as CrawlResponseV1,
  CrawlStatusResponse,
  JobStatus,
} from "./schemas/crawl.js";
export type {
  ExtractParams,
  ExtractResponse as ExtractResponseV1,
  ExtractStatusResponse,
} from "./schemas/extract.js";
export type {
  DeepResearchActivity,
  DeepResearchParams,
  DeepResearchResponse,
  DeepResearchSource,
  DeepResearchStatusResponse,
} from "./schemas/deep-research.js";
export type {
  GenerateLLMsTextParams,
  GenerateLLMsTextResponse,
  GenerateLLMsTextStatusResponse,
} from "./schemas/llmstxt.js";
export type * from "./schemas/usage.js";
