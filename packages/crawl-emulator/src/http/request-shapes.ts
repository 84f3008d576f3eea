/**
 * Accepted request bodies, per endpoint: the OpenAPI fields plus those the SDKs send, with the
 * number rules of the real server's schemas (July 2025). Where those set no range (a crawl's
 * `limit`, `maxDepth`), none is invented: the server accepts any number there.
 */
import {
  atLeast,
  atMost,
  NON_NEGATIVE_SAFE_INT,
  POSITIVE_INT,
  POSITIVE_NUMBER,
  POSITIVE_SAFE_INT,
  type NumberCheck,
} from "./number-checks.js";
import type { FieldType, Shape } from "./validation.js";

function numberField(...checks: (NumberCheck | readonly NumberCheck[])[]): FieldType {
  return { number: checks.flat() };
}

const positiveSafeInt = numberField(POSITIVE_SAFE_INT);

const clientFields: Shape = { origin: "string", integration: "any" };

const scrapeOptionsShape: Shape = {
  formats: "formats",
  headers: "object",
  includeTags: "stringArray",
  excludeTags: "stringArray",
  onlyMainContent: "boolean",
  timeout: positiveSafeInt,
  waitFor: numberField(NON_NEGATIVE_SAFE_INT, atMost(60_000)),
  extract: "object",
  jsonOptions: "object",
  changeTrackingOptions: "object",
  mobile: "boolean",
  parsePDF: "boolean",
  actions: "array",
  location: "object",
  skipTlsVerification: "boolean",
  removeBase64Images: "boolean",
  fastMode: "boolean",
  blockAds: "boolean",
  proxy: "string",
  maxAge: numberField(NON_NEGATIVE_SAFE_INT),
  storeInCache: "boolean",
  zeroDataRetention: "boolean",
  agent: "object",
};

export const scrapeShape: Shape = { url: "url", ...scrapeOptionsShape, ...clientFields };

export const batchScrapeShape: Shape = {
  urls: "any",
  ...scrapeOptionsShape,
  ...clientFields,
  webhook: "stringOrObject",
  appendToId: "string",
  ignoreInvalidURLs: "boolean",
  maxConcurrency: numberField(POSITIVE_INT),
};

export const crawlShape: Shape = {
  url: "url",
  ...clientFields,
  includePaths: "stringArray",
  excludePaths: "stringArray",
  maxDepth: "number",
  maxDiscoveryDepth: "number",
  limit: "number",
  allowBackwardLinks: "boolean",
  crawlEntireDomain: "boolean",
  allowExternalLinks: "boolean",
  allowSubdomains: "boolean",
  ignoreRobotsTxt: "boolean",
  ignoreSitemap: "boolean",
  deduplicateSimilarURLs: "boolean",
  ignoreQueryParameters: "boolean",
  regexOnFullURL: "boolean",
  delay: numberField(POSITIVE_NUMBER),
  scrapeOptions: { shape: scrapeOptionsShape },
  webhook: "stringOrObject",
  maxConcurrency: numberField(POSITIVE_INT),
  zeroDataRetention: "boolean",
};

export const mapShape: Shape = {
  url: "url",
  ...clientFields,
  search: "string",
  ignoreSitemap: "boolean",
  sitemapOnly: "boolean",
  includeSubdomains: "boolean",
  limit: numberField(atLeast(1), atMost(30_000)),
  timeout: numberField(POSITIVE_NUMBER),
  useIndex: "boolean",
  location: "object",
};

export const searchShape: Shape = {
  query: "string",
  ...clientFields,
  limit: numberField(POSITIVE_SAFE_INT, atMost(100)),
  tbs: "string",
  filter: "string",
  lang: "string",
  country: "string",
  location: "string",
  timeout: positiveSafeInt,
  ignoreInvalidURLs: "boolean",
  scrapeOptions: { shape: scrapeOptionsShape },
};

export const extractShape: Shape = {
  urls: "urlArray",
  ...clientFields,
  prompt: "string",
  schema: "any",
  systemPrompt: "string",
  limit: positiveSafeInt,
  timeout: positiveSafeInt,
  allowExternalLinks: "boolean",
  enableWebSearch: "boolean",
  includeSubdomains: "boolean",
  showSources: "boolean",
  ignoreSitemap: "boolean",
  ignoreInvalidURLs: "boolean",
  scrapeOptions: { shape: scrapeOptionsShape },
  agent: "object",
};

export const deepResearchShape: Shape = {
  query: "string",
  topic: "string",
  ...clientFields,
  maxDepth: numberField(atLeast(1), atMost(12)),
  timeLimit: numberField(atLeast(30), atMost(600)),
  maxUrls: numberField(atLeast(1), atMost(1_000)),
  analysisPrompt: "string",
  systemPrompt: "string",
  formats: "stringArray",
  jsonOptions: "object",
};

export const llmstxtShape: Shape = {
  url: "url",
  ...clientFields,
  maxUrls: numberField(atLeast(1), atMost(5_000)),
  showFullText: "boolean",
  cache: "boolean",
  __experimental_stream: "boolean",
};
