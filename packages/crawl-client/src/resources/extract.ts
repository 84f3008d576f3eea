import { z } from "zod";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import { urlSchema } from "../schemas/common.js";
import {
  type ExtractParams,
  extractParamsSchema,
  type ExtractResponse,
  extractStatusSchema,
  type ExtractStatusResponse,
} from "../schemas/extract.js";
import { toJsonSchema } from "../schemas/json-schema.js";
import { validateInput } from "../schemas/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "./simple-jobs.js";

/** Extract is polled every second (the reference's interval). */
export const EXTRACT_POLL_INTERVAL_MS = 1_000;

const EXTRACT_JOB: SimpleJob<typeof extractStatusSchema> = {
  startPath: "/v1/extract",
  startAction: "start extract job",
  statusAction: "get extract status",
  label: "extract job",
  noIdMessage: "Failed to start extract job. No job ID returned.",
  statusSchema: extractStatusSchema,
  intervalMs: EXTRACT_POLL_INTERVAL_MS,
  isPending: (status) => !["completed", "failed", "cancelled"].includes(status),
};

function extractBody(urls: string[] | undefined, params: ExtractParams): Record<string, unknown> {
  validateInput(z.array(urlSchema).optional(), urls, "urls");
  validateInput(extractParamsSchema, params, "params");
  const body: Record<string, unknown> = {
    ...params,
    schema: toJsonSchema(params.schema, "params.schema"),
  };
  if (urls !== undefined) body["urls"] = urls;
  if (urls === undefined && params.prompt === undefined) {
    validateInput(z.array(urlSchema).min(1, "give urls, a prompt, or both"), urls ?? [], "urls");
  }
  return body;
}

export async function asyncExtract(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams = {},
  idempotencyKey?: string,
  options?: RequestOptions,
): Promise<{ success: boolean; id: string } & Record<string, unknown>> {
  const body = extractBody(urls, params);
  const settings = callSettings(ctx, options);
  const started = await startSimpleJob(ctx, EXTRACT_JOB, body, idempotencyKey, settings);
  return { success: true, ...started };
}

export async function extract<T extends z.ZodType = z.ZodAny>(
  ctx: ClientContext,
  urls: string[] | undefined,
  params: ExtractParams<T> = {},
  options?: RequestOptions,
): Promise<ExtractResponse<z.infer<T>>> {
  const { id } = await asyncExtract(ctx, urls, params, undefined, options);
  const status = await waitForSimpleJob(ctx, EXTRACT_JOB, id, callSettings(ctx, options));
  if (status.status === "completed" && status.success !== false) {
    return {
      success: true,
      id,
      data: status.data as z.infer<T>,
      ...(status.warning ? { warning: status.warning } : {}),
      ...(status.error ? { error: status.error } : {}),
      ...(Array.isArray(status.sources) ? { sources: status.sources as string[] } : {}),
    };
  }
  const message =
    status.status === "completed"
      ? `Failed to extract data. Error: ${status.error ?? "Unknown error occurred"}`
      : `Extract job ${status.status}. Error: ${status.error ?? "Unknown error occurred"}`;
  throw new JobFailedError(
    message,
    { jobId: id, status: status.status, statusCode: 200 },
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
