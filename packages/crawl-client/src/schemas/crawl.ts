import * as z from "zod/mini";
import { documentListSchema } from "./document.js";
import {
  type Fields,
  optionalBoolean,
  optionalCount,
  optionalNumber,
  optionalString,
  optionalStrings,
} from "./fields.js";
import { webhookSchema } from "./jobs.js";
import { type ScrapeParams, scrapeParamsSchema } from "./scrape.js";

export const crawlParamsSchema = z.object({
  includePaths: optionalStrings,
  excludePaths: optionalStrings,
  maxDepth: optionalCount,
  maxDiscoveryDepth: optionalCount,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000))),
  allowBackwardLinks: optionalBoolean,
  crawlEntireDomain: optionalBoolean,
  allowExternalLinks: optionalBoolean,
  ignoreSitemap: optionalBoolean,
  scrapeOptions: z.optional(scrapeParamsSchema),
  webhook: z.optional(webhookSchema),
  deduplicateSimilarURLs: optionalBoolean,
  ignoreQueryParameters: optionalBoolean,
  regexOnFullURL: optionalBoolean,
  delay: z.optional(z.number().check(z.minimum(0))),
  allowSubdomains: optionalBoolean,
  maxConcurrency: z.optional(z.int().check(z.minimum(1))),
  zeroDataRetention: optionalBoolean,
});

export type CrawlParams = Omit<z.input<typeof crawlParamsSchema>, "scrapeOptions"> & {
  scrapeOptions?: ScrapeParams;
};

import type { CrawlStatusResponse } from "./responses.js";

export type { CrawlStatusResponse };
export type BatchScrapeStatusResponse = CrawlStatusResponse;

const crawlStartedFields = {
  success: z._default(z.literal(true), true),
  id: z.string().check(z.minLength(1)),
  url: optionalString,
  error: optionalString,
};
export const crawlStartedSchema = z.looseObject(crawlStartedFields);
export type CrawlResponse = Fields<typeof crawlStartedFields>;

const batchStartedFields = { ...crawlStartedFields, invalidURLs: optionalStrings };
export const batchStartedSchema = z.looseObject(batchStartedFields);
export type BatchScrapeResponse = Fields<typeof batchStartedFields>;

export { jobStatusSchema, type JobStatus } from "./jobs.js";

/** One status page as the API sends it: other statuses than `JobStatus` occur while a job waits. */
export const statusPageSchema = z.looseObject({
  success: optionalBoolean,
  status: z.string(),
  completed: optionalNumber,
  total: optionalNumber,
  creditsUsed: optionalNumber,
  expiresAt: optionalString,
  next: z.nullish(z.string()),
  data: z.optional(documentListSchema),
});
export type StatusPage = z.infer<typeof statusPageSchema>;

const crawlErrorsFields = {
  errors: z.array(
    z.looseObject({
      id: z.string(),
      timestamp: optionalString,
      url: z.string(),
      error: z.string(),
      code: optionalString,
    }),
  ),
  robotsBlocked: z.array(z.string()),
};
export const crawlErrorsAnswerSchema = z.looseObject(crawlErrorsFields);
export type CrawlErrorsResponse = Fields<typeof crawlErrorsFields>;

const cancelFields = { success: optionalBoolean, status: z.string() };
export const cancelAnswerSchema = z.looseObject(cancelFields);
export type CancelResponse = Fields<typeof cancelFields>;
