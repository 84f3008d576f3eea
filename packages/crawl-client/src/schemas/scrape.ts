/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
import { z } from "zod";
import {
  type Action,
  actionSchema,
  type ActionsResult,
  crawlScrapeOptionsSchema,
  documentSchema,
  type FirecrawlDocument,
  type LLMOptions,
  llmOptionsSchema,
} from "./common.js";

export const scrapeParamsSchema = crawlScrapeOptionsSchema.extend({
  extract: llmOptionsSchema.optional(),
  jsonOptions: llmOptionsSchema.extend({ checkPromptInjection: z.boolean().optional() }).optional(),
  changeTrackingOptions: z
    .object({
      prompt: z.string().optional(),
      schema: z.unknown().optional(),
      modes: z.array(z.enum(["json", "git-diff"])).optional(),
      tag: z.string().nullable().optional(),
    })
    .optional(),
  actions: z.array(actionSchema).optional(),
  agent: z
    .object({
      model: z.string().optional(),
      prompt: z.string().optional(),
      sessionId: z.string().optional(),
    })
    .optional(),
  zeroDataRetention: z.boolean().optional(),
});

/** The LLM options whose `schema` may be a zod schema, converted before sending. */
export const SCRAPE_SCHEMA_OPTIONS = ["extract", "jsonOptions", "changeTrackingOptions"];

export type ScrapeParams<
  LLMSchema extends z.ZodType = any,
  ActionsSchema extends Action[] | undefined = undefined,
> = Omit<z.input<typeof scrapeParamsSchema>, "extract" | "jsonOptions" | "actions"> & {
  extract?: LLMOptions<LLMSchema>;
  jsonOptions?: LLMOptions<LLMSchema> & { checkPromptInjection?: boolean };
  actions?: ActionsSchema;
};

export type ScrapeResponse<
  LLMResult = any,
  ActionsSchema extends ActionsResult | never = never,
> = FirecrawlDocument<LLMResult, ActionsSchema> & {
  success: true;
  warning?: string;
  error?: string;
};

export const scrapeAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  data: documentSchema,
  warning: z.string().optional(),
});
