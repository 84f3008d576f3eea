import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import { urlSchema } from "../schemas/common.js";
import {
  type GenerateLLMsTextParams,
  generateLLMsTextParamsSchema,
  type GenerateLLMsTextResponse,
  type GenerateLLMsTextStatusResponse,
  llmsTextStatusSchema,
} from "../schemas/llmstxt.js";
import { validateInput } from "../schemas/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "./simple-jobs.js";

export const LLMS_TEXT_POLL_INTERVAL_MS = 2_000;

const LLMS_TEXT_JOB: SimpleJob<typeof llmsTextStatusSchema> = {
  startPath: "/v1/llmstxt",
  startAction: "start LLMs.txt generation",
  statusAction: "check LLMs.txt generation status",
  label: "LLMs.txt generation job",
  noIdMessage: "Failed to start LLMs.txt generation. No job ID returned.",
  statusSchema: llmsTextStatusSchema,
  intervalMs: LLMS_TEXT_POLL_INTERVAL_MS,
  isPending: (status) => status === "processing",
};

export async function asyncGenerateLLMsText(
  ctx: ClientContext,
  url: string,
  params: GenerateLLMsTextParams = {},
  options?: RequestOptions,
): Promise<GenerateLLMsTextResponse> {
  validateInput(urlSchema, url, "url");
  validateInput(generateLLMsTextParamsSchema, params, "params");
  const started = await startSimpleJob(
    ctx,
    LLMS_TEXT_JOB,
    { url, ...params },
    undefined,
    callSettings(ctx, options),
  );
  return { success: true, ...started };
}

export async function generateLLMsText(
  ctx: ClientContext,
  url: string,
  params: GenerateLLMsTextParams = {},
  options?: RequestOptions,
): Promise<GenerateLLMsTextStatusResponse> {
  const { id } = await asyncGenerateLLMsText(ctx, url, params, options);
  const status = await waitForSimpleJob(ctx, LLMS_TEXT_JOB, id, callSettings(ctx, options));
  if (status.status === "completed") return status as unknown as GenerateLLMsTextStatusResponse;
  const message =
    status.status === "failed"
      ? `LLMs.txt generation job failed. Error: ${status.error ?? "Unknown error occurred"}`
      : "LLMs.txt generation job terminated unexpectedly";
  throw new JobFailedError(
    message,
    { jobId: id, status: status.status, statusCode: 200 },
    { body: status },
  );
}

export async function checkGenerateLLMsTextStatus(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<GenerateLLMsTextStatusResponse> {
  const body = await readSimpleStatus(
    ctx,
    LLMS_TEXT_JOB,
    checkSimpleId(id, "LLMs.txt generation job"),
    callSettings(ctx, options),
  );
  return body as unknown as GenerateLLMsTextStatusResponse;
}
