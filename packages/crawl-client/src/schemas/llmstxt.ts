import * as z from "zod/mini";
import { type Fields, optionalBoolean, optionalString } from "./fields.js";
import { type JobStarted } from "./jobs.js";

export const generateLLMsTextParamsSchema = z.object({
  maxUrls: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  showFullText: optionalBoolean,
  cache: optionalBoolean,
  __experimental_stream: optionalBoolean,
});

export type GenerateLLMsTextParams = z.input<typeof generateLLMsTextParamsSchema>;

export type GenerateLLMsTextResponse = JobStarted;

const llmsTextStatusFields = {
  // A failed job's answer says `success: false` with its status.
  success: z._default(z.boolean(), true),
  status: z.enum(["processing", "completed", "failed"]),
  error: optionalString,
  // Filled in when the API leaves them out (a job still running), so that the types hold.
  data: z.prefault(
    z.looseObject({ llmstxt: z._default(z.string(), ""), llmsfulltxt: optionalString }),
    {},
  ),
  expiresAt: z._default(z.string(), ""),
};
export const llmsTextStatusSchema = z.looseObject(llmsTextStatusFields);
export type GenerateLLMsTextStatusResponse = Fields<typeof llmsTextStatusFields>;
