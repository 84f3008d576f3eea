import type { RequestOptions, WaitOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { urlSchema } from "../schemas/fields.js";
import type {
  CancelResponse,
  CrawlErrorsResponse,
  CrawlParams,
  CrawlResponse,
  CrawlStatusResponse,
} from "../schemas/crawl.js";
import { crawlParamsSchema } from "../schemas/crawl.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import { SCRAPE_SCHEMA_OPTIONS } from "../schemas/scrape.js";
import { validateInput } from "../core/validate.js";
import { CRAWL_JOB, pollIntervalMs } from "../jobs/kinds.js";
import { cancelJob, checkErrors } from "../jobs/manage.js";
import { startJob } from "../jobs/start.js";
import { checkStatus } from "../jobs/status.js";
import { type DocumentStreamOptions, streamDocuments } from "../jobs/stream.js";
import { startAndWait } from "../jobs/run.js";
import { waitForPagedJob } from "../watcher/wait.js";
import type { FirecrawlDocument } from "../schemas/document.js";

export async function asyncCrawlUrl(
  ctx: ClientContext,
  url: string,
  params: CrawlParams = {},
  idempotencyKey?: string,
  options?: RequestOptions,
): Promise<CrawlResponse> {
  validateInput(urlSchema, url, "url");
  validateInput(crawlParamsSchema, params, "params");
  const settings = callSettings(ctx, options);
  const body: Record<string, unknown> = { url, ...params };
  if (params.scrapeOptions) {
    body["scrapeOptions"] = withJsonSchemas(
      params.scrapeOptions,
      SCRAPE_SCHEMA_OPTIONS,
      "params.scrapeOptions.",
    );
  }
  const started = await startJob(
    ctx,
    CRAWL_JOB,
    "start crawl job",
    body,
    idempotencyKey,
    settings.timeout,
    settings,
  );
  return started;
}

export async function crawlUrl(
  ctx: ClientContext,
  url: string,
  params: CrawlParams = {},
  pollInterval?: number,
  idempotencyKey?: string,
  options?: WaitOptions,
): Promise<CrawlStatusResponse> {
  const intervalMs = pollIntervalMs(ctx, pollInterval);
  const settings = callSettings(ctx, options);
  return startAndWait(
    ctx,
    CRAWL_JOB,
    settings,
    options ?? {},
    async (signal) =>
      (await asyncCrawlUrl(ctx, url, params, idempotencyKey, { ...options, signal })).id,
    (id, onProgress) =>
      waitForPagedJob(ctx, CRAWL_JOB, id, intervalMs, settings, { ...options, onProgress }),
  );
}

export function checkCrawlStatus(
  ctx: ClientContext,
  id: string | undefined,
  getAllData = false,
  nextURL?: string,
  skip?: number,
  limit?: number,
  options?: RequestOptions,
): Promise<CrawlStatusResponse> {
  return checkStatus(
    ctx,
    CRAWL_JOB,
    id,
    getAllData,
    nextURL,
    skip,
    limit,
    callSettings(ctx, options),
  );
}

export function checkCrawlErrors(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<CrawlErrorsResponse> {
  return checkErrors(ctx, CRAWL_JOB, id, "check crawl errors", callSettings(ctx, options));
}

export function cancelCrawl(
  ctx: ClientContext,
  id: string,
  options?: RequestOptions,
): Promise<CancelResponse> {
  return cancelJob(ctx, CRAWL_JOB, id, "cancel crawl job", callSettings(ctx, options));
}

export function crawlDocuments(
  ctx: ClientContext,
  id: string,
  streamOptions: DocumentStreamOptions = {},
  options?: RequestOptions,
): AsyncGenerator<FirecrawlDocument<undefined>> {
  return streamDocuments(ctx, CRAWL_JOB, id, streamOptions, callSettings(ctx, options));
}
