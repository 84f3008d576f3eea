import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type CallSettings, type ClientContext } from "../../core/context.js";
import { DocumentLedger } from "../../core/document-ledger.js";
import { NotFoundError, RouteNotServedError } from "../../core/errors.js";
import { statusPath, withQuery } from "../../core/job-urls.js";
import { incompleteAfterRepeats, readStatus, walkDocuments } from "../../core/pagination.js";
import { startWait } from "../../core/polling.js";
import type { CrawlStatusResponse, StatusPage } from "../../schemas/crawl.js";
import { cancelAnswerSchema, crawlErrorsAnswerSchema } from "../../schemas/crawl.js";
import { parseAnswer, validateInput } from "../../schemas/validate.js";
import { checkJobId, type PagedJob, pollIntervalMs } from "../../resources/paged-jobs.js";
import { pageSpec, waitForJob } from "../../resources/paged-wait.js";
import type {
  CrawlErrorsResponse,
  CrawlJob,
  Document,
  JobStatusV2,
  PaginationConfig,
  WaiterControls,
} from "../types.js";

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

/**
 * One status read; unless `autoPaginate: false`, every page after it too, each document once. The
 * open-source server's `next` can point past the last document and it ignores `skip`, so its
 * pages repeat the first: the walk stops at a page that adds nothing new, and a finished job whose
 * distinct documents fall short of its count ends with PaginationStalledError.
 */
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
  let pagesRead = 0;
  const spec = {
    ...pageSpec(job, startWait(ctx, id, job.label, settings)),
    onPage: () => pagesRead++,
  };
  const first = await readStatus(ctx, spec, 0);
  if (pagination?.autoPaginate === false)
    return jobOf(id, first, (first.data ?? []) as Document[], first.next ?? null);

  const maxPages = pagination?.maxPages ?? Infinity;
  const maxResults = pagination?.maxResults ?? Infinity;
  const ledger = new DocumentLedger();
  const data: Document[] = [];
  const walk = walkDocuments(ctx, spec, 0, ledger, first);
  while (data.length < maxResults) {
    const step = await walk.next();
    if (step.done) {
      const stalled = incompleteAfterRepeats(spec, ledger, step.value.last, data);
      if (stalled !== undefined) throw stalled;
      return jobOf(id, step.value.last, data, null);
    }
    // A document of a page beyond the limit: that page is not the caller's.
    if (pagesRead - 1 > maxPages) break;
    data.push(step.value as Document);
  }
  await walk.return({ last: first, delivered: data.length });
  // Cut short by maxPages or maxResults: `next` reads on from the first document not returned.
  const next = withQuery(ctx.http.url(statusPath(job.kind, id, job.version)), {
    skip: data.length,
  });
  return jobOf(id, first, data, next);
}

/** Waits for a job already started, telling `onProgress` after each check; every document, once. */
export async function waitForJobV2(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  controls: WaiterControls,
  requestOptions: RequestOptions | undefined,
): Promise<CrawlJob> {
  const intervalMs = pollIntervalMs(ctx, controls.pollInterval);
  const settings = waitSettings(ctx, controls, requestOptions);
  const done = await waitForJob(ctx, job, id, intervalMs, settings, controls.onProgress);
  return fromStatusResponse(id, done);
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

export async function cancel(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  requestOptions: RequestOptions | undefined,
): Promise<boolean> {
  const id = checkJobId(job, idArg);
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "DELETE",
    url: statusPath(job.kind, id, job.version),
    action,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(cancelAnswerSchema, answer, action).status === "cancelled";
}

/**
 * GET …/{id}/errors. The answer may wrap the lists in `data`. A server without the route (self-hosted
 * servers have none for batches) answers with a page that is not the API's JSON: that is a
 * RouteNotServedError, not an unknown job.
 */
export async function getErrors(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  requestOptions: RequestOptions | undefined,
): Promise<CrawlErrorsResponse> {
  const id = checkJobId(job, idArg);
  const settings = callSettings(ctx, requestOptions);
  const route = `${statusPath(job.kind, id, job.version)}/errors`;
  try {
    const answer = await ctx.http.request({
      method: "GET",
      url: route,
      action,
      timeout: settings.timeout,
      maxRetries: settings.maxRetries,
      signal: settings.signal,
    });
    const body = answer.body as { data?: unknown } | undefined;
    const lists = typeof body?.data === "object" && body.data !== null ? body.data : body;
    const parsed = parseAnswer(crawlErrorsAnswerSchema, { ...answer, body: lists }, action);
    return { errors: parsed.errors, robotsBlocked: parsed.robotsBlocked } as CrawlErrorsResponse;
  } catch (error) {
    if (!(error instanceof NotFoundError) || typeof error.body === "object") throw error;
    throw new RouteNotServedError(
      `Failed to ${action}: this server does not serve GET ${route.replace(id, "{id}")} ` +
        "(self-hosted Firecrawl servers have no errors route for batch scrapes; the provider's cloud does).",
      route,
      { headers: error.headers, body: error.body, requestId: error.requestId },
    );
  }
}
