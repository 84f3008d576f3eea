import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, requestTimeout, type ClientContext } from "../../core/context.js";
import { optionalBoolean, optionalPositiveInt } from "../../schemas/fields.js";
import { webhookSchema } from "../../schemas/jobs.js";
import { validateInput } from "../../core/validate.js";
import { BATCH_JOB_V2, checkUrls } from "../../jobs/kinds.js";
import { startJob } from "../../jobs/start.js";
import type {
  BatchScrapeJob,
  BatchScrapeOptions,
  BatchScrapeResponse,
  WaiterControls,
} from "../types.js";
import { startAndWaitV2 } from "./jobs.js";
import { scrapeOptionsBody } from "./scrape-options.js";

const batchOptionsSchema = z.looseObject({
  webhook: z.optional(z.union([z.string(), webhookSchema])),
  ignoreInvalidURLs: optionalBoolean,
  maxConcurrency: optionalPositiveInt,
});

/**
 * POST /v2/batch/scrape, the scrape options flattened into the body as the API takes them. The
 * open-source server ignores `x-idempotency-key` here, so even with a key the start is retried only
 * where the provider cannot have accepted it (a retry could start a second batch).
 */
export async function startBatchScrape(
  ctx: ClientContext,
  urlsArg: string[],
  opts: BatchScrapeOptions = {},
  requestOptions?: RequestOptions,
): Promise<BatchScrapeResponse> {
  const urls = checkUrls(urlsArg, opts.ignoreInvalidURLs);
  validateInput(batchOptionsSchema, opts, "opts");
  const { options, idempotencyKey, ...rest } = opts;
  const scrape = options === undefined ? {} : scrapeOptionsBody(options, "opts.options");
  const settings = callSettings(ctx, requestOptions);
  const started = await startJob(
    ctx,
    BATCH_JOB_V2,
    "start batch scrape",
    { urls, ...scrape, ...rest },
    idempotencyKey,
    requestTimeout(settings, options?.timeout),
    settings,
  );
  return {
    id: started.id,
    url: started.url ?? ctx.http.url(`/v2/batch/scrape/${encodeURIComponent(started.id)}`),
    ...(started.invalidURLs === undefined ? {} : { invalidURLs: started.invalidURLs }),
  };
}

export async function batchScrape(
  ctx: ClientContext,
  urls: string[],
  opts: BatchScrapeOptions & WaiterControls = {},
  requestOptions?: RequestOptions,
): Promise<BatchScrapeJob> {
  const { pollInterval, timeout, onProgress, onStarted, cancelOnAbandon, watch, ...batchOptions } =
    opts;
  const controls = { pollInterval, timeout, onProgress, onStarted, cancelOnAbandon, watch };
  return startAndWaitV2(ctx, BATCH_JOB_V2, controls, requestOptions, async (signal) => {
    const started = await startBatchScrape(ctx, urls, batchOptions, { ...requestOptions, signal });
    return started.id;
  });
}
