import * as z from "zod/mini";
import { type Fields, optionalString, optionalUnknown } from "./fields.js";
import { type JobStarted } from "./jobs.js";
import { type LLMOptions, llmOptionsFields } from "./llm.js";

const range = (min: number, max: number) =>
  z.optional(z.int().check(z.minimum(min), z.maximum(max)));

export const deepResearchParamsSchema = z.object({
  maxDepth: range(1, 10),
  timeLimit: range(30, 300),
  maxUrls: range(1, 1000),
  analysisPrompt: optionalString,
  systemPrompt: optionalString,
  formats: z.optional(z.array(z.enum(["markdown", "json"]))),
  jsonOptions: z.optional(z.object(llmOptionsFields)),
});

export type DeepResearchParams = Omit<z.input<typeof deepResearchParamsSchema>, "jsonOptions"> & {
  jsonOptions?: LLMOptions;
};

export type DeepResearchResponse = JobStarted;

// Fields the reference's types promise are filled in when the API leaves them out, so that the
// types hold: "" for texts, 0 for numbers, [] for lists.
const text = z._default(z.string(), "");
const count = z._default(z.number(), 0);
const listOf = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), []);

const activityFields = {
  type: text,
  status: text,
  message: text,
  timestamp: text,
  depth: count,
};
export type DeepResearchActivity = Fields<typeof activityFields>;
const activities = listOf(z.looseObject(activityFields));

const sourceFields = { url: z.string(), title: text, description: text, favicon: optionalString };
export type DeepResearchSource = Fields<typeof sourceFields>;
const sources = listOf(z.looseObject(sourceFields));

const deepResearchResultFields = {
  success: z._default(z.boolean(), true),
  data: z.prefault(
    z.looseObject({ finalAnalysis: text, json: optionalUnknown, activities, sources }),
    {},
  ),
  status: z.enum(["processing", "completed", "failed"]),
  error: optionalString,
  expiresAt: text,
  currentDepth: count,
  maxDepth: count,
  activities,
  sources,
  summaries: listOf(z.string()),
};
/** `checkDeepResearchStatus` and `deepResearch` answers, with the reference's types. */
export const deepResearchResultSchema = z.looseObject(deepResearchResultFields);
export type DeepResearchStatusResponse = Fields<typeof deepResearchResultFields>;
