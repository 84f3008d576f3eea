/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
import * as z from "zod/mini";
import { documentSchema, type FirecrawlDocument } from "./document.js";
import { optionalBoolean, optionalString, optionalUnknown } from "./fields.js";
import { type UserSchema, agentSchema, type LLMOptions, llmOptionsFields } from "./llm.js";
import {
  type Action,
  actionSchema,
  type ActionsResult,
  crawlScrapeOptionsSchema,
} from "./scrape-options.js";

export const scrapeParamsSchema = z.extend(crawlScrapeOptionsSchema, {
  extract: z.optional(z.object(llmOptionsFields)),
  jsonOptions: z.optional(z.object({ ...llmOptionsFields, checkPromptInjection: optionalBoolean })),
  changeTrackingOptions: z.optional(
    z.object({
      prompt: optionalString,
      schema: optionalUnknown,
      modes: z.optional(z.array(z.enum(["json", "git-diff"]))),
      tag: z.optional(z.nullable(z.string())),
    }),
  ),
  actions: z.optional(z.array(actionSchema)),
  agent: z.optional(agentSchema),
  zeroDataRetention: optionalBoolean,
});

/** The LLM options whose `schema` may be a zod schema, converted before sending. */
export const SCRAPE_SCHEMA_OPTIONS = ["extract", "jsonOptions", "changeTrackingOptions"];

export type ScrapeParams<
  LLMSchema extends UserSchema = any,
  ActionsSchema extends Action[] | undefined = undefined,
> = Omit<z.input<typeof scrapeParamsSchema>, "extract" | "jsonOptions" | "actions"> & {
  extract?: LLMOptions<LLMSchema>;
  jsonOptions?: LLMOptions<LLMSchema> & { checkPromptInjection?: boolean };
  actions?: ActionsSchema;
};

const scrapeAnswerFields = {
  success: z._default(z.literal(true), true),
  data: documentSchema,
  warning: optionalString,
  error: optionalString,
};
export const scrapeAnswerSchema = z.looseObject(scrapeAnswerFields);

/** The document, flattened, beside the answer's own fields. */
export type ScrapeResponse<
  LLMResult = any,
  ActionsSchema extends ActionsResult | never = never,
> = FirecrawlDocument<LLMResult, ActionsSchema> &
  Omit<z.output<z.ZodMiniObject<typeof scrapeAnswerFields>>, "data">;
