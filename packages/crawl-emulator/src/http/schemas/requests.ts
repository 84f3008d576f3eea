/**
 * Request bodies per endpoint as zod 3 schemas (the real server validates with zod 3, so its
 * answers are zod 3's issues): the OpenAPI fields plus those the SDKs send, with the number rules
 * of the real server's schemas (July 2025). Where those set no range (a crawl's `limit`,
 * `maxDepth`), none is invented: the server accepts any number there. Handlers read the raw body
 * once it has passed; the schemas only decide what is refused and how.
 */
import { z } from "zod/v3";
import { SCRAPE_FORMATS } from "../../sites/document.js";
import { between, nonNegativeSafeInt, positiveInt, positiveSafeInt } from "./numbers.js";
import { urlSchema, withProtocol } from "./url.js";

const STRICT_MESSAGE =
  "Unrecognized key in body -- please review the v1 API documentation for request body changes";

/** A scrape's `timeout` when none is given, which bounds its `waitFor`. */
export const DEFAULT_SCRAPE_TIMEOUT_MS = 30_000;
/** The crawl's default `maxDepth`, which the start URL's own depth is measured against. */
const DEFAULT_MAX_DEPTH = 10;

export const anyObject = () => z.record(z.unknown());

export const clientFields = { origin: z.string().optional(), integration: z.any() };

const scrapeOptionsShape = {
  formats: z.enum(SCRAPE_FORMATS).array().optional(),
  headers: anyObject().optional(),
  includeTags: z.string().array().optional(),
  excludeTags: z.string().array().optional(),
  onlyMainContent: z.boolean().optional(),
  timeout: positiveSafeInt().optional(),
  waitFor: nonNegativeSafeInt().max(60_000).optional(),
  extract: anyObject().optional(),
  jsonOptions: anyObject().optional(),
  changeTrackingOptions: anyObject().optional(),
  mobile: z.boolean().optional(),
  parsePDF: z.boolean().optional(),
  actions: z.array(z.unknown()).optional(),
  location: anyObject().optional(),
  skipTlsVerification: z.boolean().optional(),
  removeBase64Images: z.boolean().optional(),
  fastMode: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.string().optional(),
  maxAge: nonNegativeSafeInt().optional(),
  storeInCache: z.boolean().optional(),
  zeroDataRetention: z.boolean().optional(),
  agent: anyObject().optional(),
};

const scrapeOptions = z.object(scrapeOptionsShape).strict(STRICT_MESSAGE);

/** `webhook` is a URL or `{url, headers, metadata, events}`; the server reads a string as `{url}`. */
export const webhook = z.preprocess(
  (value) => (typeof value === "string" ? { url: value } : value),
  anyObject(),
);

interface WaitForOptions {
  waitFor?: number;
  timeout?: number;
}

/** `waitForRefine`: a page may wait at most half its timeout (the path is `waitFor` at any level). */
export function waitForFits(options: WaitForOptions | undefined, defaultTimeout?: number): boolean {
  const { waitFor, timeout = defaultTimeout } = options ?? {};
  if (!waitFor || !timeout) return true;
  return timeout > 0 && waitFor <= timeout / 2;
}
export const WAIT_FOR_ISSUE = {
  message: "waitFor must not exceed half of timeout",
  path: ["waitFor"],
};

/** The server's `getURLDepth`: path segments, not counting an index page. */
function urlDepth(url: string): number {
  return new URL(url).pathname
    .split("/")
    .filter((segment) => segment !== "" && segment !== "index.php" && segment !== "index.html")
    .length;
}

/** A crawl may not start deeper than its `maxDepth`; a URL that does not parse fails this too. */
function depthFits(url: unknown, maxDepth = DEFAULT_MAX_DEPTH): boolean {
  try {
    return urlDepth(withProtocol(String(url))) <= maxDepth;
  } catch {
    return false;
  }
}

function isRegex(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
export const pathPatterns = z.array(z.string().refine(isRegex, "Invalid regex pattern")).optional();

export const scrapeRequest = z
  .object({ url: urlSchema, ...scrapeOptionsShape, ...clientFields })
  .strict(STRICT_MESSAGE)
  .refine((body) => waitForFits(body, DEFAULT_SCRAPE_TIMEOUT_MS), WAIT_FOR_ISSUE);

/** What each version's scrape options hold that a batch's `waitFor` check reads. */
type ScrapeShape = z.ZodRawShape & {
  waitFor: z.ZodOptional<z.ZodNumber>;
  timeout: z.ZodOptional<z.ZodNumber>;
};

/**
 * A batch's two schemas for one API version's scrape options: every URL valid (the server's
 * default), and, with `ignoreInvalidURLs`, only strings, which the server then sorts itself.
 */
export function batchScrapeRequests<Shape extends ScrapeShape>(
  scrapeShape: Shape,
  strictMessage: string,
) {
  const fields = {
    ...scrapeShape,
    ...clientFields,
    webhook: webhook.optional(),
    appendToId: z.string().optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    maxConcurrency: positiveInt().optional(),
  };
  const withUrls = <Urls extends z.ZodTypeAny>(urls: Urls) =>
    z
      .object({ urls, ...fields })
      .strict(strictMessage)
      // The shape's constraint guarantees these two fields; zod cannot infer them through it.
      .refine((body) => waitForFits(body as WaitForOptions), WAIT_FOR_ISSUE);
  return { every: withUrls(urlSchema.array()), ignoringInvalid: withUrls(z.string().array()) };
}

const batchScrapeRequestsV1 = batchScrapeRequests(scrapeOptionsShape, STRICT_MESSAGE);
/** A batch whose every URL must be valid (the server's default). */
export const batchScrapeRequest = batchScrapeRequestsV1.every;
/** With `ignoreInvalidURLs` the server checks only that `urls` are strings, then sorts them. */
export const batchScrapeRequestIgnoringInvalid = batchScrapeRequestsV1.ignoringInvalid;

export const crawlRequest = z
  .object({
    url: urlSchema,
    ...clientFields,
    includePaths: pathPatterns,
    excludePaths: pathPatterns,
    maxDepth: z.number().optional(),
    maxDiscoveryDepth: z.number().optional(),
    limit: z.number().optional(),
    allowBackwardLinks: z.boolean().optional(),
    crawlEntireDomain: z.boolean().optional(),
    allowExternalLinks: z.boolean().optional(),
    allowSubdomains: z.boolean().optional(),
    ignoreRobotsTxt: z.boolean().optional(),
    ignoreSitemap: z.boolean().optional(),
    deduplicateSimilarURLs: z.boolean().optional(),
    ignoreQueryParameters: z.boolean().optional(),
    regexOnFullURL: z.boolean().optional(),
    delay: z.number().positive().optional(),
    scrapeOptions: scrapeOptions.optional(),
    webhook: webhook.optional(),
    maxConcurrency: positiveInt().optional(),
    zeroDataRetention: z.boolean().optional(),
    prompt: z.string().optional(),
  })
  .strict(STRICT_MESSAGE)
  .refine((body) => waitForFits(body.scrapeOptions), WAIT_FOR_ISSUE)
  .refine((body) => depthFits(body.url, body.maxDepth), {
    message: "URL depth exceeds the specified maxDepth",
    path: ["url"],
  });

export const mapRequest = z
  .object({
    url: urlSchema,
    ...clientFields,
    search: z.string().optional(),
    ignoreSitemap: z.boolean().optional(),
    sitemapOnly: z.boolean().optional(),
    includeSubdomains: z.boolean().optional(),
    limit: between(1, 30_000).optional(),
    timeout: z.number().positive().optional(),
    useIndex: z.boolean().optional(),
    location: anyObject().optional(),
  })
  .strict(STRICT_MESSAGE);

export const searchRequest = z
  .object({
    query: z.string(),
    ...clientFields,
    limit: positiveSafeInt().max(100).optional(),
    tbs: z.string().optional(),
    filter: z.string().optional(),
    lang: z.string().optional(),
    country: z.string().optional(),
    location: z.string().optional(),
    timeout: positiveSafeInt().optional(),
    ignoreInvalidURLs: z.boolean().optional(),
    scrapeOptions: scrapeOptions.optional(),
  })
  .strict(STRICT_MESSAGE)
  .refine((body) => waitForFits(body.scrapeOptions), WAIT_FOR_ISSUE);

/** The fields of an extract request that both API versions take, each version adding its own. */
export const extractFields = {
  urls: urlSchema.array().optional(),
  ...clientFields,
  prompt: z.string().optional(),
  schema: z.any(),
  systemPrompt: z.string().optional(),
  allowExternalLinks: z.boolean().optional(),
  enableWebSearch: z.boolean().optional(),
  includeSubdomains: z.boolean().optional(),
  showSources: z.boolean().optional(),
  ignoreSitemap: z.boolean().optional(),
  ignoreInvalidURLs: z.boolean().optional(),
};

/** An extract needs URLs or a prompt to search the web with. */
export const hasUrlsOrPrompt = (body: {
  urls?: string[] | undefined;
  prompt?: string | undefined;
}) => (body.urls !== undefined && body.urls.length > 0) || body.prompt !== undefined;
export const URLS_OR_PROMPT_ISSUE = { message: "Either 'urls' or 'prompt' must be provided." };

export const extractRequest = z
  .object({
    ...extractFields,
    limit: positiveSafeInt().optional(),
    timeout: positiveSafeInt().optional(),
    scrapeOptions: scrapeOptions.optional(),
    agent: anyObject().optional(),
  })
  .strict(STRICT_MESSAGE)
  .refine(hasUrlsOrPrompt, URLS_OR_PROMPT_ISSUE)
  .refine((body) => waitForFits(body.scrapeOptions), WAIT_FOR_ISSUE);

export const deepResearchRequest = z
  .object({
    query: z.string().optional(),
    topic: z.string().optional(),
    ...clientFields,
    maxDepth: between(1, 12).optional(),
    timeLimit: between(30, 600).optional(),
    maxUrls: between(1, 1_000).optional(),
    analysisPrompt: z.string().optional(),
    systemPrompt: z.string().optional(),
    formats: z.string().array().optional(),
    jsonOptions: anyObject().optional(),
  })
  .strict(STRICT_MESSAGE)
  // The server's `topic` is the old name of `query`; with neither, `query` is the one missing.
  .superRefine((body, context) => {
    if (body.query !== undefined || body.topic !== undefined) return;
    context.addIssue({
      code: "invalid_type",
      expected: "string",
      received: "undefined",
      path: ["query"],
      message: "Required",
    });
  });

export const llmstxtRequest = z
  .object({
    url: urlSchema,
    ...clientFields,
    maxUrls: between(1, 5_000).optional(),
    showFullText: z.boolean().optional(),
    cache: z.boolean().optional(),
    __experimental_stream: z.boolean().optional(),
  })
  .strict(STRICT_MESSAGE);
