import { z } from "zod";
import { documentSchema, type FirecrawlDocument } from "./common.js";
import { type ScrapeParams, scrapeParamsSchema } from "./scrape.js";

export const SEARCH_DEFAULTS = { limit: 5, lang: "en", country: "us", timeout: 60_000 } as const;

// Strict: the body is built field by field, so an unknown key would otherwise vanish silently.
export const searchParamsSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).optional(),
  tbs: z.string().optional(),
  filter: z.string().optional(),
  lang: z.string().optional(),
  country: z.string().optional(),
  location: z.string().optional(),
  origin: z.string().optional(),
  timeout: z.number().int().positive().optional(),
  scrapeOptions: scrapeParamsSchema.optional(),
});

export type SearchParams = Omit<z.input<typeof searchParamsSchema>, "scrapeOptions"> & {
  scrapeOptions?: ScrapeParams;
};

export interface SearchResponse {
  success: true;
  data: FirecrawlDocument<undefined>[];
  warning?: string;
  error?: string;
}

export const searchAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  data: z.array(documentSchema),
  warning: z.string().optional(),
});
