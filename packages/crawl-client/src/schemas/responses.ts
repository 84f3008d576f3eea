/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
// Results this client builds itself rather than parses, with the reference's types. The client
// imports only their types, so these schemas cost no bundle bytes; tests check real results
// against them.
import * as z from "zod/mini";
import { documentSchema, type FirecrawlDocument } from "./document.js";
import { type Fields, optionalString } from "./fields.js";
import { jobStatusSchema } from "./jobs.js";

/**
 * What `crawlUrl`, `checkCrawlStatus` and the batch equivalents resolve to: a status page with
 * `expiresAt` as a Date and every count present.
 */
export const crawlStatusResponseSchema = z.object({
  success: z.literal(true),
  status: jobStatusSchema,
  completed: z.number(),
  total: z.number(),
  creditsUsed: z.number(),
  expiresAt: z.date(),
  next: optionalString,
  data: z.array(documentSchema),
});
export type CrawlStatusResponse = Omit<z.output<typeof crawlStatusResponseSchema>, "data"> & {
  data: FirecrawlDocument<undefined>[];
};

const extractResponseFields = {
  success: z.boolean(),
  id: optionalString,
  data: z.unknown(),
  error: optionalString,
  warning: optionalString,
  sources: z.optional(z.array(z.string())),
};
/** What `extract` resolves to: the completed job's data, typed by the caller's schema. */
export const extractResponseSchema = z.object(extractResponseFields);
export type ExtractResponse<LLMSchema = any> = Omit<
  Fields<typeof extractResponseFields>,
  "data"
> & { data: LLMSchema };
