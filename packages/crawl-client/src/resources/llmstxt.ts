import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import { urlSchema } from "../schemas/fields.js";
import {
  type GenerateLLMsTextParams,
  generateLLMsTextParamsSchema,
  type GenerateLLMsTextResponse,
  type GenerateLLMsTextStatusResponse,
  llmsTextStatusSchema,
} from "../schemas/llmstxt.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import {
  checkSimpleId,
  readSimpleStatus,
  type SimpleJob,
  startSimpleJob,
  waitForSimpleJob,
} from "../jobs/simple.js";

const LLMS_TEXT_JOB: SimpleJob<typeof llmsTextStatusSchema> = {
  startPath: "/v1/llmstxt",
  startAction: "start LLMs.txt generation",
  statusAction: "check LLMs.txt generation status",
  label: "LLMs.txt generation job",
  noIdMessage: "Failed to start LLMs.txt generation. No job ID returned.",
  resultSchema: llmsTextStatusSchema,
  intervalMs: 2_000,
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
  return startSimpleJob(
    ctx,
    LLMS_TEXT_JOB,
    { url, ...params },
    undefined,
    callSettings(ctx, options),
  );
}

export async function generateLLMsText(
  ctx: ClientContext,
  url: string,
  params: GenerateLLMsTextParams = {},
  options?: RequestOptions,
): Promise<GenerateLLMsTextStatusResponse> {
  const { id } = await asyncGenerateLLMsText(ctx, url, params, options);
  const { polled, answer } = await waitForSimpleJob(
    ctx,
    LLMS_TEXT_JOB,
    id,
    callSettings(ctx, options),
  );
  if (polled.status === "completed")
    return parseAnswer(llmsTextStatusSchema, answer, LLMS_TEXT_JOB.statusAction);
  const message =
    polled.status === "failed"
      ? `LLMs.txt generation job failed. Error: ${polled.error ?? "Unknown error occurred"}`
      : "LLMs.txt generation job terminated unexpectedly";
  throw new JobFailedError(
    message,
    { jobId: id, status: polled.status, statusCode: 200 },
    { body: answer.body },
  );
}

export function checkGenerateLLMsTextStatus(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<GenerateLLMsTextStatusResponse> {
  return readSimpleStatus(
    ctx,
    LLMS_TEXT_JOB,
    checkSimpleId(id, "LLMs.txt generation job"),
    callSettings(ctx, options),
  );
}
