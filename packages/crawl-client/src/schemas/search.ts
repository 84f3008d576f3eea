import * as z from "zod/mini";
import { documentListSchema, type FirecrawlDocument } from "./document.js";
import { type Fields, optionalString } from "./fields.js";
import { type ScrapeParams, scrapeParamsSchema } from "./scrape.js";

export const SEARCH_DEFAULTS = { limit: 5, lang: "en", country: "us", timeout: 60_000 } as const;

// Strict: the body is built field by field, so an unknown key would otherwise vanish silently.
export const searchParamsSchema = z.strictObject({
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  tbs: optionalString,
  filter: optionalString,
  lang: optionalString,
  country: optionalString,
  location: optionalString,
  origin: optionalString,
  timeout: z.optional(z.int().check(z.positive())),
  scrapeOptions: z.optional(scrapeParamsSchema),
});

export type SearchParams = Omit<z.input<typeof searchParamsSchema>, "scrapeOptions"> & {
  scrapeOptions?: ScrapeParams;
};

const searchAnswerFields = {
  success: z._default(z.literal(true), true),
  data: documentListSchema,
  warning: optionalString,
  error: optionalString,
};
export const searchAnswerSchema = z.looseObject(searchAnswerFields);

export type SearchResponse = Omit<Fields<typeof searchAnswerFields>, "data"> & {
  data: FirecrawlDocument<undefined>[];
};
