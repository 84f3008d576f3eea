/**
 * Request bodies of the `/v2` API as zod 3 schemas, after the OpenAPI description of v2 and the
 * newest server's answers: the same number rules as v1 where the fields are the same, object
 * formats, and the v2 wording of the unknown-key issue, which is how a v1 key (`ignoreSitemap`,
 * `maxDepth`, `allowBackwardLinks`) sent to v2 is refused (`v2/samples/crawl-v1-param.json`).
 */
import { z } from "zod/v3";
import { between, nonNegativeSafeInt, positiveInt, positiveSafeInt } from "./numbers.js";
import {
  anyObject,
  batchScrapeRequests,
  clientFields,
  extractFields,
  hasUrlsOrPrompt,
  URLS_OR_PROMPT_ISSUE,
  DEFAULT_SCRAPE_TIMEOUT_MS,
  pathPatterns,
  WAIT_FOR_ISSUE,
  waitForFits,
  webhook,
} from "./requests.js";
import { urlSchema } from "./url.js";

export const STRICT_MESSAGE_V2 =
  "Unrecognized key in body -- please review the v2 API documentation for request body changes";

/** The format names v2 takes, as strings or as `{type}` objects. */
export const V2_FORMAT_TYPES = [
  "markdown",
  "summary",
  "html",
  "rawHtml",
  "links",
  "images",
  "screenshot",
  "json",
  "changeTracking",
] as const;

export type V2FormatType = (typeof V2_FORMAT_TYPES)[number];

const formatObject = z.discriminatedUnion("type", [
  z.object({ type: z.enum(["markdown", "summary", "html", "rawHtml", "links", "images"]) }),
  z.object({
    type: z.literal("screenshot"),
    fullPage: z.boolean().optional(),
    quality: z.number().int().min(1).max(100).optional(),
    viewport: z.object({ width: positiveSafeInt(), height: positiveSafeInt() }).optional(),
  }),
  z.object({
    type: z.literal("json"),
    schema: anyObject().optional(),
    prompt: z.string().optional(),
  }),
  z.object({
    type: z.literal("changeTracking"),
    modes: z.enum(["git-diff", "json"]).array().optional(),
    schema: anyObject().optional(),
    prompt: z.string().optional(),
    tag: z.string().nullable().optional(),
  }),
]);

/** One entry of `formats`: a name, or an object naming its `type` with that format's options. */
export const v2Format = z.union([z.enum(V2_FORMAT_TYPES), formatObject]);
export type V2Format = z.infer<typeof v2Format>;

const scrapeOptionsShape = {
  formats: v2Format.array().optional(),
  onlyMainContent: z.boolean().optional(),
  onlyCleanContent: z.boolean().optional(),
  includeTags: z.string().array().optional(),
  excludeTags: z.string().array().optional(),
  maxAge: nonNegativeSafeInt().optional(),
  minAge: nonNegativeSafeInt().optional(),
  headers: anyObject().optional(),
  waitFor: nonNegativeSafeInt().max(60_000).optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  timeout: positiveSafeInt().optional(),
  parsers: z.array(z.unknown()).optional(),
  actions: z.array(z.unknown()).optional(),
  location: anyObject().optional(),
  removeBase64Images: z.boolean().optional(),
  fastMode: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.string().optional(),
  storeInCache: z.boolean().optional(),
  zeroDataRetention: z.boolean().optional(),
};

const scrapeOptions = z.object(scrapeOptionsShape).strict(STRICT_MESSAGE_V2);

export const scrapeRequestV2 = z
  .object({ url: urlSchema, ...scrapeOptionsShape, ...clientFields })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => waitForFits(body, DEFAULT_SCRAPE_TIMEOUT_MS), WAIT_FOR_ISSUE);

export const crawlRequestV2 = z
  .object({
    url: urlSchema,
    ...clientFields,
    prompt: z.string().max(10_000).optional(),
    includePaths: pathPatterns,
    excludePaths: pathPatterns,
    maxDiscoveryDepth: z.number().optional(),
    sitemap: z.enum(["skip", "include"]).optional(),
    ignoreQueryParameters: z.boolean().optional(),
    regexOnFullURL: z.boolean().optional(),
    limit: z.number().optional(),
    crawlEntireDomain: z.boolean().optional(),
    allowExternalLinks: z.boolean().optional(),
    allowSubdomains: z.boolean().optional(),
    ignoreRobotsTxt: z.boolean().optional(),
    robotsUserAgent: z.string().optional(),
    deduplicateSimilarURLs: z.boolean().optional(),
    delay: z.number().positive().optional(),
    maxConcurrency: positiveInt().optional(),
    webhook: webhook.optional(),
    scrapeOptions: scrapeOptions.optional(),
    zeroDataRetention: z.boolean().optional(),
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => waitForFits(body.scrapeOptions), WAIT_FOR_ISSUE);

export const crawlParamsPreviewRequest = z
  .object({ url: urlSchema, prompt: z.string().max(10_000), ...clientFields })
  .strict(STRICT_MESSAGE_V2);

const batchScrapeRequestsV2 = batchScrapeRequests(scrapeOptionsShape, STRICT_MESSAGE_V2);
export const batchScrapeRequestV2 = batchScrapeRequestsV2.every;
export const batchScrapeRequestV2IgnoringInvalid = batchScrapeRequestsV2.ignoringInvalid;

export const mapRequestV2 = z
  .object({
    url: urlSchema,
    ...clientFields,
    search: z.string().optional(),
    sitemap: z.enum(["only", "include", "skip"]).optional(),
    includeSubdomains: z.boolean().optional(),
    ignoreQueryParameters: z.boolean().optional(),
    ignoreCache: z.boolean().optional(),
    limit: between(1, 100_000).optional(),
    timeout: z.number().positive().optional(),
    location: anyObject().optional(),
  })
  .strict(STRICT_MESSAGE_V2);

export const SEARCH_SOURCES = ["web", "news", "images"] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export const searchRequestV2 = z
  .object({
    query: z.string(),
    ...clientFields,
    limit: positiveSafeInt().max(100).optional(),
    sources: z
      .union([z.enum(SEARCH_SOURCES), z.object({ type: z.enum(SEARCH_SOURCES) }).passthrough()])
      .array()
      .optional(),
    categories: z.array(z.unknown()).optional(),
    includeDomains: z.string().array().optional(),
    excludeDomains: z.string().array().optional(),
    tbs: z.string().optional(),
    location: z.string().optional(),
    country: z.string().optional(),
    safe: z.unknown().optional(),
    timeout: positiveSafeInt().optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    scrapeOptions: scrapeOptions.optional(),
  })
  .strict(STRICT_MESSAGE_V2)
  .refine((body) => waitForFits(body.scrapeOptions), WAIT_FOR_ISSUE);

export const extractRequestV2 = z
  .object({ ...extractFields, scrapeOptions: scrapeOptions.optional() })
  .strict(STRICT_MESSAGE_V2)
  .refine(hasUrlsOrPrompt, URLS_OR_PROMPT_ISSUE);

export const AGENT_MODELS = ["spark-2", "spark-1-mini", "spark-1-pro"] as const;
export type AgentModel = (typeof AGENT_MODELS)[number];

/** The OpenAPI's ThreatProtectionOverride: the team's policy, replaced field by field for one request. */
const threatProtection = z
  .object({
    mode: z.enum(["off", "normal"]).optional(),
    riskScoreThreshold: z.number().int().min(0).max(100).optional(),
    blacklist: z.string().array().max(1_000).optional(),
    whitelist: z.string().array().max(1_000).optional(),
    blockedTlds: z.string().array().max(1_000).optional(),
    failurePolicy: z.enum(["open", "closed"]).optional(),
  })
  .strict(STRICT_MESSAGE_V2);

/** The OpenAPI's AuditMetadata: who made the request, for the team's SIEM logging. */
const auditMetadata = z.object({ username: z.string().max(1_024) }).strict(STRICT_MESSAGE_V2);

export const agentRequest = z
  .object({
    prompt: z.string().max(10_000),
    ...clientFields,
    urls: urlSchema.array().optional(),
    schema: anyObject().optional(),
    maxCredits: z.number().positive().optional(),
    strictConstrainToURLs: z.boolean().optional(),
    model: z.enum(AGENT_MODELS).optional(),
    auditMetadata: auditMetadata.optional(),
    threatProtection: threatProtection.optional(),
    // What the provider's SDK 4.42 sends besides the description's fields.
    effort: z.enum(["low", "medium", "high"]).optional(),
    threadId: z.string().min(1).max(128).optional(),
    mode: z.enum(["extract", "chat"]).optional(),
    exchange: anyObject().optional(),
    webhook: webhook.optional(),
  })
  .strict(STRICT_MESSAGE_V2);
