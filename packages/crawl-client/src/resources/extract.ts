import * as z from "zod/mini";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import {
  type AnySchema,
  type Infer,
  type JobStarted,
  urlSchema,
  type UserSchema,
} from "../schemas/common.js";
import {
  type ExtractParams,
  extractParamsSchema,
  type ExtractResponse,
  extractStatusSchema,
  type ExtractStatusResponse,
} from "../schemas/extract.js";
import { toJsonSchema } from "../schemas/json-schema.js";
import { parseAnswer, validateInput } from "../schemas/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "./simple-jobs.js";

const EXTRACT_JOB: SimpleJob<typeof extractStatusSchema> = {
  startPath: "/v1/extract",
  startAction: "start extract job",
  statusAction: "get extract status",
  label: "extract job",
  noIdMessage: "Failed to start extract job. No job ID returned.",
  resultSchema: extractStatusSchema,
  // The reference's interval.
  intervalMs: 1_000,
  isPending: (status) => !["completed", "failed", "cancelled"].includes(status),
};

const urlsSchema = z.optional(z.array(urlSchema));

function extractBody(urls: string[] | undefined, params: ExtractParams): Record<string, unknown> {
  validateInput(urlsSchema, urls, "urls");
  validateInput(extractParamsSchema, params, "params");
  if (urls === undefined && params.prompt === undefined) {
    validateInput(
      z.array(urlSchema).check(z.minLength(1, "give urls, a prompt, or both")),
      [],
      "urls",
    );
  }
  const body: Record<string, unknown> = {
    ...params,
    schema: toJsonSchema(params.schema, "params.schema"),
  };
  if (urls !== undefined) body["urls"] = urls;
  return body;
}

export async function asyncExtract(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams = {},
  idempotencyKey?: string,
  options?: RequestOptions,
): Promise<JobStarted> {
  const body = extractBody(urls, params);
  return startSimpleJob(ctx, EXTRACT_JOB, body, idempotencyKey, callSettings(ctx, options));
}

export async function extract<T extends UserSchema = AnySchema>(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams<T> = {},
  options?: RequestOptions,
): Promise<ExtractResponse<Infer<T>>> {
  const { id } = await asyncExtract(ctx, urls, params, undefined, options);
  const { polled, answer } = await waitForSimpleJob(
    ctx,
    EXTRACT_JOB,
    id,
    callSettings(ctx, options),
  );
  const status = parseAnswer(extractStatusSchema, answer, EXTRACT_JOB.statusAction);
  if (polled.status === "completed" && status.success !== false) {
    return {
      success: true,
      id,
      data: status.data as Infer<T>,
      ...(status.warning ? { warning: status.warning } : {}),
      ...(status.error ? { error: status.error } : {}),
      ...(Array.isArray(status.sources) ? { sources: status.sources as string[] } : {}),
    };
  }
  const message =
    polled.status === "completed"
      ? `Failed to extract data. Error: ${status.error ?? "Unknown error occurred"}`
      : `Extract job ${polled.status}. Error: ${status.error ?? "Unknown error occurred"}`;
  throw new JobFailedError(
    message,
    { jobId: id, status: polled.status, statusCode: 200 },
    { body: status },
  );
}

export async function getExtractStatus(
  ctx: ClientContext,
  jobId: string,
  options?: RequestOptions,
): Promise<ExtractStatusResponse> {
  return readSimpleStatus(
    ctx,
    EXTRACT_JOB,
    checkSimpleId(jobId, "extract job"),
    callSettings(ctx, options),
  );
}
