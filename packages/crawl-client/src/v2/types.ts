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

/** A short answer to `question` from the page. */
export interface QuestionFormat {
  type: "question";
  question: string;
}

/** The passages of the page that bear on `query`. */
export interface HighlightsFormat {
  type: "highlights";
  query: string;
}

/** @deprecated Use `QuestionFormat` or `HighlightsFormat`. */
export interface QueryFormat {
  type: "query";
  prompt: string;
  mode?: "freeform" | "directQuote";
}

/** A format by name or as an object (those 4.42.0 names; any other object is sent as given). */
export type FormatOption =
  | FormatString
  | Format
  | JsonFormat
  | ScreenshotFormat
  | ChangeTrackingFormat
  | AttributesFormat
  | QuestionFormat
  | HighlightsFormat
  | QueryFormat;

export interface LocationConfig {
  country?: string;
  languages?: string[];
}

export interface WaitAction {
  type: "wait";
  milliseconds?: number;
  selector?: string;
}

export interface ScreenshotAction {
  type: "screenshot";
  fullPage?: boolean;
  quality?: number;
  viewport?: Viewport;
}

export interface ClickAction {
  type: "click";
  selector: string;
}

export interface WriteAction {
  type: "write";
  text: string;
}

export interface PressAction {
  type: "press";
  key: string;
}

export interface ScrollAction {
  type: "scroll";
  direction: "up" | "down";
  selector?: string;
}

export interface ScrapeAction {
  type: "scrape";
}

export interface ExecuteJavascriptAction {
  type: "executeJavascript";
  script: string;
}

export interface PDFAction {
  type: "pdf";
  format?:
    "A0" | "A1" | "A2" | "A3" | "A4" | "A5" | "A6" | "Letter" | "Legal" | "Tabloid" | "Ledger";
  landscape?: boolean;
  scale?: number;
}

/** A browser action run before the page is read. */
export type ActionOption =
  | WaitAction
  | ScreenshotAction
  | ClickAction
  | WriteAction
  | PressAction
  | ScrollAction
  | ScrapeAction
  | ExecuteJavascriptAction
  | PDFAction;

/** OCR of images (PNG, JPEG, TIFF…) as one-page documents; the string "image" says the same. */
export interface ImageParser {
  type: "image";
}

export interface PDFParser {
  type: "pdf";
  mode?: "fast" | "auto" | "ocr";
  maxPages?: number;
  /** Each physical page's markdown too, in `document.pages`. */
  pages?: boolean;
  /** @deprecated Renamed `pages`. */
  pageMarkdown?: boolean;
  /** Typed layout blocks per page, in `document.blocks`. */
  blocks?: boolean;
  /** Page breaks marked in the markdown (`<!-- page N -->`). */
  pageMarkers?: boolean;
}

export type RedactPIIEntity = "PERSON" | "EMAIL" | "PHONE" | "LOCATION" | "FINANCIAL" | "SECRET";

export interface RedactPIIOptions {
  mode?: "accurate" | "aggressive" | "fast";
  /** Only these kinds; all when unset. */
  entities?: RedactPIIEntity[];
  replaceStyle?: "tag" | "mask" | "remove";
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
  parsers?: (string | PDFParser | ImageParser)[];
  actions?: ActionOption[];
  location?: LocationConfig;
  skipTlsVerification?: boolean;
  removeBase64Images?: boolean;
  fastMode?: boolean;
  blockAds?: boolean;
  useMock?: string;
  proxy?: "basic" | "stealth" | "enhanced" | "auto" | (string & {});
  /** Maximum age in ms of cached content the API may return; 0 always scrapes afresh. */
  maxAge?: number;
  minAge?: number;
  storeInCache?: boolean;
  lockdown?: boolean;
  /** Redact personal data from the markdown: true for the defaults, or how. */
  redactPII?: boolean | RedactPIIOptions;
  /** Browser storage kept across scrapes of the same name. */
  profile?: { name: string; saveChanges?: boolean };
  /** Tools of the catalogue that match the URL, in `tools` (default off). */
  domainTools?: boolean;
  toolDetail?: "compact" | "summary" | "full";
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
  /** The search job's id (the cloud's), for `searchFeedback`; 4.42.0 leaves it out. */
  id?: string;
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

export type { ActiveCrawl, ActiveCrawlsResponse } from "../jobs/active.js";

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
  mode?: AgentMode;
  threadId?: string;
  exchange?: AgentExchangeOptions;
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
  /** The conversation this run belongs to: pass it back as `threadId` to continue it. */
  threadId?: string;
  /** This run's place in its thread, from 1. */
  threadTurn?: number;
}

export interface AgentStatusResponse {
  success: boolean;
  status: "processing" | "completed" | "failed";
  error?: string;
  data?: unknown;
  /** The model the server ran, which may be one newer than this client knows. */
  model?: "spark-1-pro" | "spark-1-mini" | "spark-2" | (string & {});
  effort?: "low" | "medium" | "high";
  expiresAt: string;
  creditsUsed?: number;
  threadId?: string;
  threadTurn?: number;
  mode?: AgentMode;
  /** A chat-mode run's reply. */
  message?: string;
  suggestions?: AgentSuggestion[];
  pendingApproval?: PendingApproval;
  exchange?: AgentExchangeSummary;
}

/** An agent run's conversation mode; the server's default is "extract". */
export type AgentMode = "extract" | "chat";

/** What to do when a provider the agent would use needs data terms the team has not accepted. */
export type AgentOnTermsRequired = "skip" | "ask";

/** Tool use through the provider's exchange, passed to the agent as given. */
export interface AgentExchangeOptions {
  enabled?: boolean;
  /** At most 5. */
  toolkits?: string[];
  maxCalls?: number;
  requireApproval?: boolean;
  /** Answers the previous turn's `pendingApproval`. */
  approve?: { approvalId: string; callIds?: string[]; always?: boolean };
  decline?: { approvalId: string };
  onTermsRequired?: AgentOnTermsRequired;
}

/** A provider whose terms were not accepted, which the run would have used. */
export interface AgentSkippedProvider {
  provider: string;
  name: string;
  capability?: string;
  adds?: string;
  reason: "terms_required";
  version: string;
  termsUrl: string;
}

/** The exchange calls to show and accept a provider's terms; nothing here runs by itself. */
export interface AgentTermsRequiredAction {
  type: "accept_terms";
  approvalId: string;
  providers: {
    provider: string;
    name: string;
    capability?: string;
    adds?: string;
    version: string;
    digest: string | null;
    url: string;
    show: {
      provider: "firecrawl";
      capability: "terms/show";
      options: { provider: string };
    };
    accept: {
      provider: "firecrawl";
      capability: "terms/accept";
      options: { provider: string; version: string; digest: string | null; confirmed: true };
    };
  }[];
}

export interface AgentExchangeSummary {
  enabled: boolean;
  toolkits?: string[];
  requireApproval?: boolean;
  onTermsRequired?: AgentOnTermsRequired;
  paidCalls: number;
  creditsUsed: number | null;
  skippedProviders?: AgentSkippedProvider[];
  requiresAction?: AgentTermsRequiredAction;
}

/** A provider in a `terms` pending approval. */
export interface AgentTermsGate {
  provider: string;
  name: string;
  logo?: string;
  capability?: string;
  adds?: string;
  version: string;
  digest: string | null;
  url: string;
}

/** A follow-up the agent offers for the thread's next turn. */
export interface AgentSuggestion {
  label: string;
  prompt: string;
}

/** A paid call a `calls` approval holds back. */
export interface PendingApprovalCall {
  id: string;
  provider: string;
  capability: string;
  input: Record<string, unknown>;
  more?: Record<string, unknown>[];
  creditsEstimate: number | null;
}

interface PendingApprovalBase {
  id: string;
  reason: string;
  resolution: null | { approved: boolean; callIds: string[]; always: boolean; byRunId: string };
}

/** A turn waiting for the caller to allow or refuse paid calls. */
export interface PendingCallsApproval extends PendingApprovalBase {
  kind?: "calls";
  calls: PendingApprovalCall[];
  terms?: never;
}

/** A turn waiting for the caller to accept providers' data terms. */
export interface PendingTermsApproval extends PendingApprovalBase {
  kind: "terms";
  calls: never[];
  terms: AgentTermsGate[];
}

export type PendingApproval = PendingCallsApproval | PendingTermsApproval;

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

/**
 * A billing period of the historical usage, as sent: the OpenAPI description names its figure
 * `totalCredits`, 4.42.0 `creditsUsed`; this client sets `creditsUsed` from `totalCredits` when
 * only that came.
 */
export interface CreditUsageHistoricalPeriod {
  startDate: string | null;
  endDate: string | null;
  apiKey?: string;
  creditsUsed: number;
  totalCredits?: number;
  [key: string]: unknown;
}

export interface CreditUsageHistoricalResponse {
  success: boolean;
  periods: CreditUsageHistoricalPeriod[];
}

/** As `CreditUsageHistoricalPeriod`, for tokens (`totalTokens` in the description). */
export interface TokenUsageHistoricalPeriod {
  startDate: string | null;
  endDate: string | null;
  apiKey?: string;
  tokensUsed: number;
  totalTokens?: number;
  [key: string]: unknown;
}

export interface TokenUsageHistoricalResponse {
  success: boolean;
  periods: TokenUsageHistoricalPeriod[];
}

/** The team's scrape queue (the same answer on v1). */
export type { QueueStatusResponseV1 as QueueStatusResponse } from "../schemas/usage.js";

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
