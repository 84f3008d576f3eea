import * as z from "zod/mini";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import { optionalBoolean, optionalString, optionalUnknown, urlSchema } from "../schemas/fields.js";
import { type JobStarted } from "../schemas/jobs.js";
import { type AnySchema, type Infer, type UserSchema } from "../schemas/llm.js";
import {
  type ExtractParams,
  extractParamsSchema,
  type ExtractResponse,
  extractStatusSchema,
  type ExtractStatusResponse,
} from "../schemas/extract.js";
import { toJsonSchema } from "../schemas/json-schema.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import {
  checkSimpleId,
  postStart,
  readSimpleStatus,
  type SimpleJob,
  startedJob,
  waitForSimpleJob,
} from "../jobs/simple.js";

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

/**
 * The old synchronous extract, which self-hosted servers run for clients that are not the
 * provider's own SDKs: the start's answer is the finished result, with no job id.
 */
const finishedExtractSchema = z.looseObject({
  success: optionalBoolean,
  data: z.unknown(),
  warning: z.nullish(z.string()),
  error: optionalString,
  sources: optionalUnknown,
});

function finishedResult<T>(body: unknown): ExtractResponse<T> | undefined {
  if (typeof (body as { id?: unknown } | undefined)?.id === "string") return undefined;
  const finished = z.safeParse(finishedExtractSchema, body);
  if (!finished.success || !("data" in finished.data)) return undefined;
  const { warning, error, sources } = finished.data;
  return {
    success: true,
    data: finished.data.data as T,
    ...(warning ? { warning } : {}),
    ...(error ? { error } : {}),
    ...(Array.isArray(sources) ? { sources: sources as string[] } : {}),
  };
}

/**
 * Starts an extract job and returns its id, or, where the server ran the extract synchronously
 * (self-hosted servers do for this client), the finished result itself, which has no id.
 */
export async function asyncExtract(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams = {},
  idempotencyKey?: string,
  options?: RequestOptions,
): Promise<JobStarted | ExtractResponse> {
  const body = extractBody(urls, params);
  const answer = await postStart(
    ctx,
    EXTRACT_JOB,
    body,
    idempotencyKey,
    callSettings(ctx, options),
  );
  return finishedResult(answer.body) ?? startedJob(EXTRACT_JOB, answer);
}

export async function extract<T extends UserSchema = AnySchema>(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams<T> = {},
  options?: RequestOptions,
): Promise<ExtractResponse<Infer<T>>> {
  const started = await asyncExtract(ctx, urls, params, undefined, options);
  if (started.id === undefined) return started as ExtractResponse<Infer<T>>;
  const { id } = started;
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
