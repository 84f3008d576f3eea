/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
import { z } from "zod";
import type { JsonSchemaObject } from "./common.js";
import { crawlScrapeOptionsSchema } from "./common.js";

export const extractParamsSchema = z.object({
  prompt: z.string().optional(),
  schema: z.unknown().optional(),
  systemPrompt: z.string().optional(),
  allowExternalLinks: z.boolean().optional(),
  enableWebSearch: z.boolean().optional(),
  includeSubdomains: z.boolean().optional(),
  origin: z.string().optional(),
  showSources: z.boolean().optional(),
  scrapeOptions: crawlScrapeOptionsSchema.optional(),
  agent: z.object({ model: z.string().optional(), sessionId: z.string().optional() }).optional(),
});

export type ExtractParams<LLMSchema extends z.ZodType = any> = Omit<
  z.input<typeof extractParamsSchema>,
  "schema"
> & {
  schema?: LLMSchema | JsonSchemaObject;
};

export interface ExtractResponse<LLMSchema = any> {
  success: boolean;
  id?: string;
  data: LLMSchema;
  error?: string;
  warning?: string;
  sources?: string[];
}

export const extractStatusSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string(),
  data: z.unknown().optional(),
  error: z.string().optional(),
  warning: z.string().nullish(),
  sources: z.unknown().optional(),
  expiresAt: z.string().optional(),
});

export type ExtractStatusResponse<T = any> = z.infer<typeof extractStatusSchema> & { data?: T };
