/** Accepted request bodies, per endpoint: the OpenAPI fields plus those the SDKs send. */
import type { Shape } from "./validation.js";

const clientFields: Shape = { origin: "string", integration: "any" };

export const scrapeOptionsShape: Shape = {
  formats: "formats",
  headers: "object",
  includeTags: "stringArray",
  excludeTags: "stringArray",
  onlyMainContent: "boolean",
  timeout: "number",
  waitFor: "number",
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
  maxAge: "number",
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
  maxConcurrency: "number",
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
  delay: "number",
  scrapeOptions: { shape: scrapeOptionsShape },
  webhook: "stringOrObject",
  maxConcurrency: "number",
  zeroDataRetention: "boolean",
};

export const mapShape: Shape = {
  url: "url",
  ...clientFields,
  search: "string",
  ignoreSitemap: "boolean",
  sitemapOnly: "boolean",
  includeSubdomains: "boolean",
  limit: "number",
  timeout: "number",
  useIndex: "boolean",
  location: "object",
};

export const searchShape: Shape = {
  query: "string",
  ...clientFields,
  limit: "number",
  tbs: "string",
  filter: "string",
  lang: "string",
  country: "string",
  location: "string",
  timeout: "number",
  ignoreInvalidURLs: "boolean",
  scrapeOptions: { shape: scrapeOptionsShape },
};

export const extractShape: Shape = {
  urls: "urlArray",
  ...clientFields,
  prompt: "string",
  schema: "any",
  systemPrompt: "string",
  limit: "number",
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
  maxDepth: "number",
  timeLimit: "number",
  maxUrls: "number",
  analysisPrompt: "string",
  systemPrompt: "string",
  formats: "stringArray",
  jsonOptions: "object",
};

export const llmstxtShape: Shape = {
  url: "url",
  ...clientFields,
  maxUrls: "number",
  showFullText: "boolean",
  cache: "boolean",
  __experimental_stream: "boolean",
};
