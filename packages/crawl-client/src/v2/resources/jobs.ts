import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type CallSettings, type ClientContext } from "../../core/context.js";
import { checkJobId, type PagedJob, pollIntervalMs } from "../../jobs/kinds.js";
import { checkErrors, sendCancel } from "../../jobs/manage.js";
import { readStatus, pageSpec } from "../../jobs/page.js";
import { startWait } from "../../jobs/poll.js";
import { type DocumentStreamOptions, streamDocuments } from "../../jobs/stream.js";
import { readPages } from "../../jobs/status.js";
import { startAndWait } from "../../jobs/run.js";
import { waitForPagedJob } from "../../watcher/wait.js";
import type { CrawlStatusResponse, StatusPage } from "../../schemas/crawl.js";
import { validateInput } from "../../core/validate.js";
import type {
  CrawlErrorsResponse,
  CrawlJob,
  Document,
  JobStatusV2,
  PaginationConfig,
  WaiterControls,
} from "../types.js";

/*
 * The v2 shapes of the shared job module (`src/jobs`): the reference's argument forms in, its
 * `CrawlJob`, booleans and error lists out. Crawls and batches of both versions run on the same
 * start, poll, page and stream code; only these conversions are v2's own.
 */

const paginationSchema = z.optional(
  z.object({
    autoPaginate: z.optional(z.boolean()),
    maxPages: z.optional(z.int().check(z.minimum(0))),
    maxResults: z.optional(z.int().check(z.minimum(0))),
    maxWaitTime: z.optional(z.number().check(z.positive())),
  }),
);

function jobOf(id: string, page: StatusPage, data: Document[], next: string | null): CrawlJob {
  return {
    id,
    status: page.status as JobStatusV2,
    completed: page.completed ?? data.length,
    total: page.total ?? data.length,
    ...(page.creditsUsed === undefined ? {} : { creditsUsed: page.creditsUsed }),
    ...(page.expiresAt === undefined ? {} : { expiresAt: page.expiresAt }),
    next,
    data,
  };
}

/** One status read; unless `autoPaginate: false`, every page after it too, each document once. */
export async function getStatus(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  pagination: PaginationConfig | undefined,
  requestOptions: RequestOptions | undefined,
): Promise<CrawlJob> {
  const id = checkJobId(job, idArg);
  validateInput(paginationSchema, pagination, "pagination");
  const maxWait =
    pagination?.maxWaitTime === undefined ? requestOptions?.maxWait : pagination.maxWaitTime * 1000;
  const settings = callSettings(ctx, {
    ...requestOptions,
    ...(maxWait === undefined ? {} : { maxWait }),
  });
  if (pagination?.autoPaginate === false) {
    const first = await readStatus(ctx, pageSpec(job, startWait(ctx, id, job.label, settings)), 0);
    return jobOf(id, first, (first.data ?? []) as Document[], first.next ?? null);
  }
  const { last, data, next } = await readPages(ctx, job, id, pagination ?? {}, settings);
  return jobOf(id, last, data as Document[], next);
}

function fromStatusResponse(id: string, response: CrawlStatusResponse): CrawlJob {
  const expiresAt = response.expiresAt.getTime();
  return {
    id,
    status: response.status as JobStatusV2,
    completed: response.completed,
    total: response.total,
    creditsUsed: response.creditsUsed,
    ...(Number.isNaN(expiresAt) ? {} : { expiresAt: response.expiresAt.toISOString() }),
    next: null,
    data: response.data as Document[],
  };
}

/** The reference's `timeout` (seconds) is this client's `maxWait` unless the call sets that itself. */
export function waitSettings(
  ctx: ClientContext,
  controls: WaiterControls,
  requestOptions: RequestOptions | undefined,
): CallSettings {
  validateInput(z.optional(z.number().check(z.positive())), controls.timeout, "timeout");
  const maxWait =
    requestOptions?.maxWait ??
    (controls.timeout === undefined ? undefined : controls.timeout * 1000);
  return callSettings(ctx, { ...requestOptions, ...(maxWait === undefined ? {} : { maxWait }) });
}

/**
 * Starts a crawl or batch and waits for it under the shared rules (`startAndWait`,
 * `waitForPagedJob`): every document once, `onProgress` as it comes, and the job cancelled if the
 * wait is abandoned and the caller asked for that.
 */
export async function startAndWaitV2(
  ctx: ClientContext,
  job: PagedJob,
  controls: WaiterControls,
  requestOptions: RequestOptions | undefined,
  start: (signal: AbortSignal | undefined) => Promise<string>,
): Promise<CrawlJob> {
  validateInput(z.optional(z.number().check(z.minimum(0))), controls.pollInterval, "pollInterval");
  const intervalMs = pollIntervalMs(ctx, controls.pollInterval);
  const settings = waitSettings(ctx, controls, requestOptions);
  const done = await startAndWait(ctx, job, settings, controls, start, async (id, onProgress) =>
    fromStatusResponse(
      id,
      await waitForPagedJob(ctx, job, id, intervalMs, settings, { ...controls, onProgress }),
    ),
  );
  return done;
}

/** True when the provider reports the job cancelled. */
export async function cancel(
  ctx: ClientContext,
  job: PagedJob,
  id: unknown,
  action: string,
  requestOptions: RequestOptions | undefined,
): Promise<boolean> {
  const answer = await sendCancel(ctx, job, id, action, callSettings(ctx, requestOptions));
  return (answer.body as { status?: unknown } | undefined)?.status === "cancelled";
}

/** The v2 error lists, without the answer's other fields. */
export async function getErrors(
  ctx: ClientContext,
  job: PagedJob,
  id: unknown,
  action: string,
  requestOptions: RequestOptions | undefined,
): Promise<CrawlErrorsResponse> {
  const answer = await checkErrors(ctx, job, id, action, callSettings(ctx, requestOptions));
  return { errors: answer.errors, robotsBlocked: answer.robotsBlocked } as CrawlErrorsResponse;
}

/**
 * Every document of a crawl or batch, in order, as it becomes available, one results page in
 * memory at a time (see `streamDocuments`); the v2 API has the same paging as v1.
 */
export function documents(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  streamOptions: DocumentStreamOptions,
  requestOptions: RequestOptions | undefined,
): AsyncGenerator<Document> {
  const stream = streamDocuments(ctx, job, id, streamOptions, callSettings(ctx, requestOptions));
  return stream as AsyncGenerator<Document>;
}
