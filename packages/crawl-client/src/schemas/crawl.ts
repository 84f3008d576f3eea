import { z } from "zod";
import { documentSchema, type FirecrawlDocument, webhookSchema } from "./common.js";
import { type ScrapeParams, scrapeParamsSchema } from "./scrape.js";

export const crawlParamsSchema = z.object({
  includePaths: z.array(z.string()).optional(),
  excludePaths: z.array(z.string()).optional(),
  maxDepth: z.number().int().min(0).optional(),
  maxDiscoveryDepth: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(1_000_000).optional(),
  allowBackwardLinks: z.boolean().optional(),
  crawlEntireDomain: z.boolean().optional(),
  allowExternalLinks: z.boolean().optional(),
  ignoreSitemap: z.boolean().optional(),
  scrapeOptions: scrapeParamsSchema.optional(),
  webhook: webhookSchema.optional(),
  deduplicateSimilarURLs: z.boolean().optional(),
  ignoreQueryParameters: z.boolean().optional(),
  regexOnFullURL: z.boolean().optional(),
  delay: z.number().min(0).optional(),
  allowSubdomains: z.boolean().optional(),
  maxConcurrency: z.number().int().min(1).optional(),
  zeroDataRetention: z.boolean().optional(),
});

export type CrawlParams = Omit<z.input<typeof crawlParamsSchema>, "scrapeOptions"> & {
  scrapeOptions?: ScrapeParams;
};

export interface CrawlResponse {
  id?: string;
  url?: string;
  success: true;
  error?: string;
}

export type JobStatus = "scraping" | "completed" | "failed" | "cancelled";

export interface CrawlStatusResponse {
  success: true;
  status: JobStatus;
  completed: number;
  total: number;
  creditsUsed: number;
  expiresAt: Date;
  next?: string;
  data: FirecrawlDocument<undefined>[];
}

/** One status page as the API sends it. */
export const statusPageSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string(),
  completed: z.number().optional(),
  total: z.number().optional(),
  creditsUsed: z.number().optional(),
  expiresAt: z.string().optional(),
  next: z.string().nullish(),
  data: z.array(documentSchema).optional(),
});
export type StatusPage = z.infer<typeof statusPageSchema>;

export const crawlErrorsAnswerSchema = z.looseObject({
  errors: z.array(
    z.looseObject({
      id: z.string(),
      timestamp: z.string().optional(),
      url: z.string(),
      error: z.string(),
      code: z.string().optional(),
    }),
  ),
  robotsBlocked: z.array(z.string()),
});

export interface CrawlErrorsResponse {
  errors: { id: string; timestamp?: string; url: string; error: string; code?: string }[];
  robotsBlocked: string[];
}

export const cancelAnswerSchema = z.looseObject({ status: z.string() });

export interface CancelResponse {
  success?: boolean;
  status: string;
}
