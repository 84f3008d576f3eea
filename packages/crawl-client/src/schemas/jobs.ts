// What starting a job takes and answers: webhooks, and the started job's id.
import * as z from "zod/mini";
import { type Fields, stringRecord, urlSchema } from "./fields.js";

export const webhookSchema = z.union([
  urlSchema,
  z.object({
    url: urlSchema,
    headers: stringRecord,
    metadata: stringRecord,
    events: z.optional(z.array(z.enum(["completed", "failed", "page", "started"]))),
  }),
]);
export type Webhook = z.input<typeof webhookSchema>;

const jobStartedFields = {
  success: z._default(z.boolean(), true),
  id: z.string().check(z.minLength(1)),
};
export const jobStartedSchema = z.looseObject(jobStartedFields);
/** A job start's answer: `DeepResearchResponse`, `GenerateLLMsTextResponse` and the like. */
export type JobStarted = Fields<typeof jobStartedFields>;

// The closing quote proves the id arrived whole.
const CUT_JOB_ID = /"id"\s*:\s*"([^"\\]{1,200})"/;

/**
 * A job start's answer cut short on the way (`{"success":true,"id":"…","url":"…` without its end):
 * the job was started, so its id is kept when the cut came after it. Retrying instead would meet
 * the used idempotency key, or start a second job where there is none.
 */
export function salvageJobStarted(text: string): { success: true; id: string } | undefined {
  if (!/^\s*\{/.test(text) || /"success"\s*:\s*false/.test(text)) return undefined;
  const id = CUT_JOB_ID.exec(text)?.[1];
  return id === undefined ? undefined : { success: true, id };
}

/** The statuses a finished or running crawl or batch reports. */
export const jobStatusSchema = z.enum(["scraping", "completed", "failed", "cancelled"]);
export type JobStatus = z.infer<typeof jobStatusSchema>;
