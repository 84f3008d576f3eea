import * as z from "zod/mini";
import type { RequestOptions, WaitOptions } from "../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../core/context.js";
import type { BatchScrapeResponse, BatchScrapeStatusResponse } from "../schemas/crawl.js";
import { type FirecrawlDocument } from "../schemas/document.js";
import { optionalBoolean, optionalPositiveInt } from "../schemas/fields.js";
import { type Webhook, webhookSchema } from "../schemas/jobs.js";
import type { CancelResponse, CrawlErrorsResponse } from "../schemas/crawl.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import { SCRAPE_SCHEMA_OPTIONS, type ScrapeParams, scrapeParamsSchema } from "../schemas/scrape.js";
import { validateInput } from "../core/validate.js";
import { BATCH_JOB, checkUrls, pollIntervalMs } from "../jobs/kinds.js";
import { cancelJob, checkErrors } from "../jobs/manage.js";
import { startJob } from "../jobs/start.js";
import { checkStatus } from "../jobs/status.js";
import { type DocumentStreamOptions, streamDocuments } from "../jobs/stream.js";
import { startAndWait } from "../jobs/run.js";
import { waitForJob } from "../jobs/wait.js";

interface BatchStartArgs {
  urls: string[];
  params: ScrapeParams;
  idempotencyKey: string | undefined;
  webhook: Webhook | undefined;
  ignoreInvalidURLs: boolean | undefined;
  maxConcurrency: number | undefined;
}

export async function asyncBatchScrapeUrls(
  ctx: ClientContext,
  args: BatchStartArgs,
  options?: RequestOptions,
): Promise<BatchScrapeResponse> {
  const urls = checkUrls(args.urls, args.ignoreInvalidURLs);
  validateInput(scrapeParamsSchema, args.params, "params");
  validateInput(z.optional(webhookSchema), args.webhook, "webhook");
  validateInput(optionalBoolean, args.ignoreInvalidURLs, "ignoreInvalidURLs");
  validateInput(optionalPositiveInt, args.maxConcurrency, "maxConcurrency");
  const settings = callSettings(ctx, options);
  const body: Record<string, unknown> = {
    urls,
    webhook: args.webhook,
    ignoreInvalidURLs: args.ignoreInvalidURLs,
    maxConcurrency: args.maxConcurrency,
    ...withJsonSchemas(args.params, SCRAPE_SCHEMA_OPTIONS, "params."),
  };
  const started = await startJob(
    ctx,
    BATCH_JOB,
    "start batch scrape job",
    body,
    args.idempotencyKey,
    requestTimeout(settings, args.params.timeout),
    settings,
  );
  return started;
}

export async function batchScrapeUrls(
  ctx: ClientContext,
  args: BatchStartArgs,
  pollInterval: number | undefined,
  options?: WaitOptions,
): Promise<BatchScrapeStatusResponse> {
  const intervalMs = pollIntervalMs(ctx, pollInterval);
  const settings = callSettings(ctx, options);
  return startAndWait(
    ctx,
    BATCH_JOB,
    settings,
    options ?? {},
    async (signal) => (await asyncBatchScrapeUrls(ctx, args, { ...options, signal })).id,
    (id, onProgress) => waitForJob(ctx, BATCH_JOB, id, intervalMs, settings, onProgress),
  );
}

export function checkBatchScrapeStatus(
  ctx: ClientContext,
  id: string | undefined,
  getAllData = false,
  nextURL?: string,
  skip?: number,
  limit?: number,
  options?: RequestOptions,
): Promise<BatchScrapeStatusResponse> {
  return checkStatus(
    ctx,
    BATCH_JOB,
    id,
    getAllData,
    nextURL,
    skip,
    limit,
    callSettings(ctx, options),
  );
}

export function checkBatchScrapeErrors(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<CrawlErrorsResponse> {
  return checkErrors(ctx, BATCH_JOB, id, "check batch scrape errors", callSettings(ctx, options));
}

export function cancelBatchScrape(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<CancelResponse> {
  return cancelJob(ctx, BATCH_JOB, id, "cancel batch scrape job", callSettings(ctx, options));
}

export function batchScrapeDocuments(
  ctx: ClientContext,
  id: string,
  streamOptions: DocumentStreamOptions = {},
  options?: RequestOptions,
): AsyncGenerator<FirecrawlDocument<undefined>> {
  return streamDocuments(ctx, BATCH_JOB, id, streamOptions, callSettings(ctx, options));
}
