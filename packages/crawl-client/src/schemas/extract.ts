/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
import * as z from "zod/mini";
import { optionalBoolean, optionalString, optionalUnknown } from "./fields.js";
import { type UserSchema, agentExtractSchema, type JsonSchemaObject } from "./llm.js";
import { crawlScrapeOptionsSchema } from "./scrape-options.js";

export const extractParamsSchema = z.object({
  prompt: optionalString,
  schema: optionalUnknown,
  systemPrompt: optionalString,
  allowExternalLinks: optionalBoolean,
  enableWebSearch: optionalBoolean,
  includeSubdomains: optionalBoolean,
  origin: optionalString,
  showSources: optionalBoolean,
  scrapeOptions: z.optional(crawlScrapeOptionsSchema),
  agent: z.optional(agentExtractSchema),
});

export type ExtractParams<LLMSchema extends UserSchema = any> = Omit<
  z.input<typeof extractParamsSchema>,
  "schema"
> & {
  /** A zod schema, or a JSON Schema object (any object, as the reference types it). */
  schema?: LLMSchema | JsonSchemaObject | object;
};

export type { ExtractResponse } from "./responses.js";

export const extractStatusSchema = z.looseObject({
  success: optionalBoolean,
  status: z.string(),
  data: optionalUnknown,
  error: optionalString,
  warning: z.nullish(z.string()),
  sources: optionalUnknown,
  expiresAt: optionalString,
});

/** `getExtractStatus`'s answer as the API sends it; `data` is typed by the caller. */
export type ExtractStatusResponse<T = any> = Omit<z.infer<typeof extractStatusSchema>, "data"> & {
  data?: T;
};
