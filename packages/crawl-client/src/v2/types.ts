// The v2 request and answer types, named and shaped as `@mendable/firecrawl-js` 4.x names them, so
// that code written against it compiles against ours. Options this client does not model in detail
// are typed loosely and passed to the API as given.
import type { FirecrawlAppConfig, JobWaitControls } from "../core/config.js";

export type FormatString =
  | "markdown"
  | "html"
  | "rawHtml"
  | "links"
  | "images"
  | "screenshot"
  | "summary"
  | "changeTracking"
  | "json"
  | "attributes"
  | "branding"
  | "product"
  | "menu"
  | "audio"
  | "video";

export interface Viewport {
  width: number;
  height: number;
}

/**
 * A zod 4 schema (converted to JSON Schema before sending) or a JSON Schema object. Typed as any
 * object so that schemas of other zod versions type-check too; the client refuses those with a
 * clear error at run time.
 */
export type SchemaInput = object;

export interface Format {
  type: FormatString;
}

export interface JsonFormat extends Format {
  type: "json";
  prompt?: string;
  schema?: SchemaInput;
  checkPromptInjection?: boolean;
}

export interface ScreenshotFormat {
  type: "screenshot";
  fullPage?: boolean;
  quality?: number;
  viewport?: Viewport;
}

export interface ChangeTrackingFormat extends Format {
  type: "changeTracking";
  modes: ("git-diff" | "json")[];
  schema?: SchemaInput;
  prompt?: string;
  tag?: string;
}

export interface AttributesFormat extends Format {
  type: "attributes";
  selectors: { selector: string; attribute: string }[];
}

/** A format by name or as an object; object formats this client does not list pass through as given. */
export type FormatOption =
  | FormatString
  | Format
  | JsonFormat
  | ScreenshotFormat
  | ChangeTrackingFormat
  | AttributesFormat
  | { type: string };

export interface LocationConfig {
  country?: string;
  languages?: string[];
}

/** A browser action (`wait`, `click`, `write`, `press`, `scroll`, `scrape`, `executeJavascript`, `pdf`, `screenshot`). */
export interface ActionOption {
  type: string;
}

export interface ScrapeOptions {
  formats?: FormatOption[];
  headers?: Record<string, string>;
  includeTags?: string[];
  excludeTags?: string[];
  onlyMainContent?: boolean;
  /** Server-side timeout in ms; the client waits this plus 5 s. */
  timeout?: number;
  waitFor?: number;
  mobile?: boolean;
  parsers?: (string | object)[];
  actions?: ActionOption[];
  location?: LocationConfig;
  skipTlsVerification?: boolean;
  removeBase64Images?: boolean;
  fastMode?: boolean;
  blockAds?: boolean;
  proxy?: string;
  /** Maximum age in ms of cached content the API may return; 0 always scrapes afresh. */
  maxAge?: number;
  storeInCache?: boolean;
  zeroDataRetention?: boolean;
  /** Per-request threat protection (an enterprise feature; a 403 where the team lacks it). */
  threatProtection?: ThreatProtectionOptions;
  auditMetadata?: AuditMetadata;
  integration?: string;
  origin?: string;
}

/**
 * Per-request override of the team's threat protection policy (the API's ThreatProtectionOverride;
 * `manual-only` and `zscaler` are modes 4.42.0 also sends).
 */
export interface ThreatProtectionOptions {
  mode?: "off" | "normal" | "manual-only" | "zscaler";
  /** Block verdicts at or above this risk score, 0 to 100. */
  riskScoreThreshold?: number;
  /** Domains or globs (`*.example.com`) always blocked. */
  blacklist?: string[];
  /** Domains or globs always allowed; they win over every other rule. */
  whitelist?: string[];
  /** Top-level domains blocked outright, lowercase, without the dot. */
  blockedTlds?: string[];
  /** When scanning is unavailable: `closed` blocks, `open` allows. */
  failurePolicy?: "open" | "closed";
}

/** Who made the request, for the team's SIEM logging. */
export interface AuditMetadata {
  username: string;
}

export interface WebhookConfig {
  url: string;
  headers?: Record<string, string>;
  metadata?: Record<string, string>;
  events?: ("completed" | "failed" | "page" | "started")[];
}

export interface DocumentMetadata {
  title?: string;
  description?: string;
  url?: string;
  language?: string;
  sourceURL?: string;
  statusCode?: number;
  scrapeId?: string;
  contentType?: string;
  proxyUsed?: "basic" | "stealth";
  cacheState?: "hit" | "miss";
  cachedAt?: string;
  creditsUsed?: number;
  error?: string;
  [key: string]: unknown;
}

export interface Document {
  markdown?: string;
  html?: string;
  rawHtml?: string;
  json?: unknown;
  summary?: string;
  metadata?: DocumentMetadata;
  links?: string[];
  images?: string[];
  screenshot?: string;
  actions?: Record<string, unknown>;
  warning?: string;
  changeTracking?: Record<string, unknown>;
}

/** Which pages of a crawl or batch status `getCrawlStatus` / `getBatchScrapeStatus` gather. */
export interface PaginationConfig {
  /** Follow `next` and gather every page (default true). */
  autoPaginate?: boolean;
  /** Most pages read after the first. */
  maxPages?: number;
  /** Most documents returned. */
  maxResults?: number;
  /** Most seconds spent reading the pages after the first. */
  maxWaitTime?: number;
}

export interface SearchResultWeb {
  url: string;
  title?: string;
  description?: string;
  position?: number;
  category?: string;
}

export interface SearchResultNews {
  title?: string;
  url?: string;
  snippet?: string;
  date?: string;
  imageUrl?: string;
  position?: number;
  category?: string;
}

export interface SearchResultImages {
  title?: string;
  imageUrl?: string;
  imageWidth?: number;
  imageHeight?: number;
  url?: string;
  position?: number;
}

export interface SearchData {
  warning?: string;
  web?: (SearchResultWeb | Document)[];
  news?: (SearchResultNews | Document)[];
  images?: (SearchResultImages | Document)[];
}

export type SearchSource = "web" | "news" | "images";

export interface SearchRequest {
  query: string;
  /** "web", "news", "images" (or other sources the API adds), by name or as `{ type }`. */
  sources?: (SearchSource | (string & {}) | { type: string })[];
  categories?: (string | { type: string })[];
  includeDomains?: string[];
  excludeDomains?: string[];
  limit?: number;
  tbs?: string;
  location?: string;
  country?: string;
  ignoreInvalidURLs?: boolean;
  /** Server-side timeout in ms; the client waits this plus 5 s. */
  timeout?: number;
  scrapeOptions?: ScrapeOptions;
  /** Per-request threat protection (an enterprise feature; a 403 where the team lacks it). */
  threatProtection?: ThreatProtectionOptions;
  integration?: string;
  origin?: string;
}

export interface CrawlOptions {
  prompt?: string | null;
  excludePaths?: string[] | null;
  includePaths?: string[] | null;
  maxDiscoveryDepth?: number | null;
  sitemap?: "skip" | "include" | "only";
  ignoreQueryParameters?: boolean;
  deduplicateSimilarURLs?: boolean;
  limit?: number | null;
  crawlEntireDomain?: boolean;
  allowExternalLinks?: boolean;
  allowSubdomains?: boolean;
  ignoreRobotsTxt?: boolean;
  delay?: number | null;
  maxConcurrency?: number | null;
  webhook?: string | WebhookConfig | null;
  scrapeOptions?: ScrapeOptions | null;
  regexOnFullURL?: boolean;
  zeroDataRetention?: boolean;
  integration?: string;
  origin?: string;
}

export interface CrawlResponse {
  id: string;
  url: string;
}

export type JobStatusV2 = "scraping" | "completed" | "failed" | "cancelled";

export interface CrawlJob {
  id: string;
  status: JobStatusV2;
  total: number;
  completed: number;
  creditsUsed?: number;
  expiresAt?: string;
  next?: string | null;
  data: Document[];
}

export interface BatchScrapeOptions {
  options?: ScrapeOptions;
  webhook?: string | WebhookConfig;
  appendToId?: string;
  ignoreInvalidURLs?: boolean;
  maxConcurrency?: number;
  zeroDataRetention?: boolean;
  /** A UUID. The open-source server's /v2/batch/scrape ignores it, so it does not make retries safe there. */
  idempotencyKey?: string;
  integration?: string;
  origin?: string;
}

export interface BatchScrapeResponse {
  id: string;
  url: string;
  invalidURLs?: string[];
}

export type BatchScrapeJob = CrawlJob;

export interface MapData {
  id?: string;
  links: SearchResultWeb[];
}

export interface MapOptions {
  search?: string;
  sitemap?: "only" | "include" | "skip";
  includeSubdomains?: boolean;
  ignoreQueryParameters?: boolean;
  limit?: number;
  /** Server-side timeout in ms; the client waits this plus 5 s. */
  timeout?: number;
  location?: LocationConfig;
  /** Per-request threat protection (an enterprise feature; a 403 where the team lacks it). */
  threatProtection?: ThreatProtectionOptions;
  auditMetadata?: AuditMetadata;
  integration?: string;
  origin?: string;
}

export interface CrawlErrorsResponse {
  errors: { id: string; timestamp?: string; url: string; code?: string; error: string }[];
  robotsBlocked: string[];
}

export interface ActiveCrawl {
  id: string;
  teamId: string;
  url: string;
  options?: Record<string, unknown> | null;
}

export interface ActiveCrawlsResponse {
  success: boolean;
  crawls: ActiveCrawl[];
}

export interface ExtractRequest {
  urls?: string[];
  prompt?: string;
  schema?: SchemaInput;
  systemPrompt?: string;
  allowExternalLinks?: boolean;
  enableWebSearch?: boolean;
  showSources?: boolean;
  scrapeOptions?: ScrapeOptions;
  ignoreInvalidURLs?: boolean;
  webhook?: string | WebhookConfig | null;
  /** Per-request threat protection (an enterprise feature; a 403 where the team lacks it). */
  threatProtection?: ThreatProtectionOptions;
  integration?: string;
  origin?: string;
}

export interface ExtractResponse {
  success?: boolean;
  id?: string;
  status?: "processing" | "completed" | "failed" | "cancelled";
  data?: unknown;
  error?: string;
  warning?: string;
  sources?: Record<string, unknown>;
  expiresAt?: string;
  creditsUsed?: number;
}

export interface AgentRequest {
  urls?: string[];
  prompt: string;
  schema?: SchemaInput;
  maxCredits?: number;
  strictConstrainToURLs?: boolean;
  /** "spark-1-pro" (the default), "spark-1-mini" or "spark-2", or a model the API adds. */
  model?: string;
  webhook?: string | AgentWebhookConfig;
  /** Per-request threat protection (an enterprise feature; a 403 where the team lacks it). */
  threatProtection?: ThreatProtectionOptions;
  auditMetadata?: AuditMetadata;
  /**
   * Fields 4.42.0 sends for agent threads and tool use, which the OpenAPI description does not
   * list yet; sent as given.
   */
  effort?: "low" | "medium" | "high";
  mode?: "extract" | "chat";
  threadId?: string;
  exchange?: object;
  integration?: string;
  origin?: string;
}

/** An agent's webhook: its events are the agent's own. */
export interface AgentWebhookConfig extends Omit<WebhookConfig, "events"> {
  events?: ("started" | "action" | "completed" | "failed" | "cancelled")[];
}

export interface AgentResponse {
  success: boolean;
  id: string;
  error?: string;
}

export interface AgentStatusResponse {
  success: boolean;
  status: "processing" | "completed" | "failed";
  error?: string;
  data?: unknown;
  model?: string;
  expiresAt: string;
  creditsUsed?: number;
}

export interface ConcurrencyCheck {
  concurrency: number;
  maxConcurrency: number;
}

export interface CreditUsage {
  remainingCredits: number;
  planCredits?: number;
  billingPeriodStart?: string | null;
  billingPeriodEnd?: string | null;
}

export interface TokenUsage {
  remainingTokens: number;
  planTokens?: number;
  billingPeriodStart?: string | null;
  billingPeriodEnd?: string | null;
}

export interface CreditUsageHistoricalResponse {
  success: boolean;
  periods: {
    startDate: string | null;
    endDate: string | null;
    apiKey?: string;
    creditsUsed: number;
  }[];
}

export interface TokenUsageHistoricalResponse {
  success: boolean;
  periods: {
    startDate: string | null;
    endDate: string | null;
    apiKey?: string;
    tokensUsed: number;
  }[];
}

export interface QueueStatusResponse {
  success: boolean;
  jobsInQueue: number;
  activeJobsInQueue: number;
  waitingJobsInQueue: number;
  maxConcurrency: number;
  mostRecentSuccess: string | null;
}

/** The reference's waiter controls: both in **seconds**. `onProgress` is this client's own. */
export interface WaiterControls extends JobWaitControls {
  /** Seconds between status checks (never under 2). */
  pollInterval?: number;
  /** Longest wait in seconds (this client's `maxWait`, in ms, wins when both are given). */
  timeout?: number;
}

/** The reference's constructor options, and every option of this client's v1 configuration. */
export interface FirecrawlClientOptions extends FirecrawlAppConfig {
  /** Per-request timeout in ms; the reference's name for `timeout`. */
  timeoutMs?: number;
}

/** An API key, or the options. */
export type FirecrawlClientInput = FirecrawlClientOptions | string;
