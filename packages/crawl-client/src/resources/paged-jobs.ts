import { type CallSettings, type ClientContext, newIdempotencyKey } from "../core/context.js";
import {
  InvalidResponseError,
  JobFailedError,
  PaginationError,
  ValidationError,
} from "../core/errors.js";
import { type PagedJobKind, resolveNextUrl, statusPath } from "../core/job-urls.js";
import { followPages } from "../core/pagination.js";
import {
  CRAWL_PENDING_STATUSES,
  checkWithRetries,
  pause,
  startWait,
  type Wait,
} from "../core/polling.js";
import { ORIGIN } from "../core/version.js";
import { type FirecrawlDocument, jobStartedSchema } from "../schemas/common.js";
import {
  cancelAnswerSchema,
  type CancelResponse,
  crawlErrorsAnswerSchema,
  type CrawlErrorsResponse,
  type CrawlStatusResponse,
  type StatusPage,
  statusPageSchema,
} from "../schemas/crawl.js";
import { parseAnswer, validateInput } from "../schemas/validate.js";
import { z } from "zod";

/** Crawl and batch scrape differ only in routes and wording. */
export interface PagedJob {
  kind: PagedJobKind;
  /** "crawl job" / "batch scrape job" */
  label: string;
  /** "Crawl job" / "Batch scrape job", the start of the catalogue's messages. */
  title: string;
  statusAction: string;
  missingIdMessage: string;
}

export const CRAWL_JOB: PagedJob = {
  kind: "crawl",
  label: "crawl job",
  title: "Crawl job",
  statusAction: "check crawl status",
  missingIdMessage: "No crawl ID provided",
};

export const BATCH_JOB: PagedJob = {
  kind: "batch",
  label: "batch scrape job",
  title: "Batch scrape job",
  statusAction: "check batch scrape status",
  missingIdMessage: "No batch scrape ID provided",
};

/** The smallest poll interval the API tolerates for crawl and batch status, in seconds. */
export const MIN_POLL_INTERVAL_S = 2;

const idSchema = z
  .string()
  .min(1)
  .regex(/^[^/?#]+$/, "must be a job id");

export function checkJobId(job: PagedJob, id: unknown): string {
  if (typeof id !== "string" || id === "") throw new ValidationError(job.missingIdMessage, "id");
  validateInput(idSchema, id, "id");
  return id;
}

export function pollIntervalMs(ctx: ClientContext, pollInterval: number | undefined): number {
  const seconds = pollInterval ?? ctx.config.pollInterval;
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new ValidationError("Invalid pollInterval: must be a number of seconds", "pollInterval");
  }
  return Math.max(seconds, MIN_POLL_INTERVAL_S) * 1000;
}

/** The reference's status shape: `expiresAt` as a Date, `data` always an array. */
export function toStatusResponse(
  page: StatusPage,
  data: FirecrawlDocument<undefined>[],
  keepNext: boolean,
): CrawlStatusResponse {
  const { next, expiresAt, ...rest } = page;
  const response = {
    ...rest,
    success: true,
    status: page.status,
    completed: page.completed ?? data.length,
    total: page.total ?? data.length,
    creditsUsed: page.creditsUsed ?? 0,
    expiresAt: expiresAt === undefined ? new Date(Number.NaN) : new Date(expiresAt),
    data,
  } as CrawlStatusResponse;
  if (keepNext && typeof next === "string" && next !== "") response.next = next;
  return response;
}

async function fetchStatus(
  ctx: ClientContext,
  job: PagedJob,
  wait: Wait,
  query?: Record<string, number | undefined>,
) {
  const answer = await checkWithRetries(ctx, wait, {
    method: "GET",
    url: statusPath(job.kind, wait.jobId),
    action: job.statusAction,
    jobStatus: true,
    ...(query === undefined ? {} : { query }),
  });
  return parseAnswer(statusPageSchema, answer, job.statusAction);
}

function failure(job: PagedJob, wait: Wait, page: StatusPage, statusCode: number): JobFailedError {
  const error = typeof page["error"] === "string" ? `. Error: ${page["error"]}` : "";
  return new JobFailedError(
    `${job.title} failed or was stopped. Status: ${page.status}${error}`,
    { jobId: wait.jobId, status: page.status, statusCode },
    { body: page },
  );
}

/** Gathers every document from `first` and the pages after it; a failed page keeps what came before. */
export async function collectAll(
  ctx: ClientContext,
  job: PagedJob,
  wait: Wait,
  first: StatusPage,
): Promise<FirecrawlDocument<undefined>[]> {
  const data: FirecrawlDocument<undefined>[] = [];
  try {
    for await (const page of followPages(ctx, first, {
      kind: job.kind,
      jobId: wait.jobId,
      action: job.statusAction,
      wait,
    })) {
      for (const doc of page.data ?? []) data.push(doc as FirecrawlDocument<undefined>);
    }
  } catch (error) {
    if (error instanceof PaginationError) {
      throw new PaginationError(error.message, {
        nextUrl: error.nextUrl,
        partialData: data,
        cause: error.cause as PaginationError,
      });
    }
    throw error;
  }
  return data;
}

/** Polls until the job leaves the pending statuses, then returns every document of it. */
export async function waitForJob(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  intervalMs: number,
  settings: CallSettings,
): Promise<CrawlStatusResponse> {
  const wait = startWait(ctx, id, job.label, settings);
  for (;;) {
    const page = await fetchStatus(ctx, job, wait);
    wait.lastStatus = page.status;
    if (page.status === "completed") {
      if (page.data === undefined) {
        throw new InvalidResponseError(
          `${job.title} completed but no data was returned`,
          200,
          undefined,
          { body: page },
        );
      }
      return toStatusResponse(page, await collectAll(ctx, job, wait, page), false);
    }
    if (!CRAWL_PENDING_STATUSES.has(page.status)) throw failure(job, wait, page, 200);
    await pause(ctx, wait, intervalMs);
  }
}

export interface DocumentStreamOptions {
  /** Seconds between status checks while the job runs (never under 2). */
  pollInterval?: number;
  /** Documents per page requested from the API (`limit` query). Default: the API's page size. */
  pageSize?: number;
}

/**
 * Every document of a crawl or batch, in order, as it becomes available: the status is read from
 * the first document not yet seen (`skip`), pages are followed one at a time, and the stream ends
 * when the job is completed. Documents already yielded stay yielded if the job then fails.
 */
export async function* streamDocuments(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  options: DocumentStreamOptions,
  settings: CallSettings,
): AsyncGenerator<FirecrawlDocument<undefined>> {
  checkJobId(job, id);
  validateInput(z.number().int().min(1).max(10_000).optional(), options.pageSize, "pageSize");
  const intervalMs = pollIntervalMs(ctx, options.pollInterval);
  const wait = startWait(ctx, id, job.label, settings);
  let seen = 0;
  for (;;) {
    const first = await fetchStatus(ctx, job, wait, {
      skip: seen === 0 ? undefined : seen,
      limit: options.pageSize,
    });
    wait.lastStatus = first.status;
    let last = first;
    try {
      for await (const page of followPages(ctx, first, {
        kind: job.kind,
        jobId: id,
        action: job.statusAction,
        wait,
      })) {
        last = page;
        for (const doc of page.data ?? []) {
          seen++;
          yield doc as FirecrawlDocument<undefined>;
        }
      }
    } catch (error) {
      if (error instanceof PaginationError) {
        throw new PaginationError(`${error.message} (${seen} documents were delivered before it)`, {
          nextUrl: error.nextUrl,
          partialData: [],
          cause: error.cause as PaginationError,
        });
      }
      throw error;
    }
    const status = last.status;
    wait.lastStatus = status;
    if (status === "completed") return;
    if (!CRAWL_PENDING_STATUSES.has(status)) throw failure(job, wait, last, 200);
    await pause(ctx, wait, intervalMs);
  }
}

/** One status read (`checkCrawlStatus` / `checkBatchScrapeStatus`), optionally gathering every page. */
export async function checkStatus(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  getAllData: boolean,
  nextURL: string | undefined,
  skip: number | undefined,
  limit: number | undefined,
  settings: CallSettings,
): Promise<CrawlStatusResponse> {
  const id = checkJobId(job, idArg);
  validateInput(z.number().int().min(0).optional(), skip, "skip");
  validateInput(z.number().int().min(1).optional(), limit, "limit");
  const url =
    nextURL === undefined || nextURL === ""
      ? statusPath(job.kind, id)
      : resolveNextUrl(ctx.config.apiUrl, nextURL, job.kind, id);
  const answer = await ctx.http.request({
    method: "GET",
    url,
    action: job.statusAction,
    jobStatus: true,
    query: { skip, limit },
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  const page = parseAnswer(statusPageSchema, answer, job.statusAction);
  if (!getAllData || page.status !== "completed")
    return toStatusResponse(page, (page.data ?? []) as FirecrawlDocument<undefined>[], true);
  const wait = startWait(ctx, id, job.label, settings);
  return toStatusResponse(page, await collectAll(ctx, job, wait, page), false);
}

export async function checkErrors(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  settings: CallSettings,
): Promise<CrawlErrorsResponse> {
  const id = checkJobId(job, idArg);
  const answer = await ctx.http.request({
    method: "GET",
    url: `${statusPath(job.kind, id)}/errors`,
    action,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(crawlErrorsAnswerSchema, answer, action) as CrawlErrorsResponse;
}

export async function cancelJob(
  ctx: ClientContext,
  job: PagedJob,
  idArg: unknown,
  action: string,
  settings: CallSettings,
): Promise<CancelResponse> {
  const id = checkJobId(job, idArg);
  const answer = await ctx.http.request({
    method: "DELETE",
    url: statusPath(job.kind, id),
    action,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(cancelAnswerSchema, answer, action);
}

/** Starts a crawl or batch: the idempotency key (given or generated) makes the start safe to retry. */
export async function startJob(
  ctx: ClientContext,
  path: string,
  action: string,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  timeout: number | undefined,
  settings: CallSettings,
): Promise<Record<string, unknown> & { id: string }> {
  if (idempotencyKey !== undefined)
    validateInput(z.string().min(1).max(256), idempotencyKey, "idempotencyKey");
  const answer = await ctx.http.request({
    method: "POST",
    url: path,
    action,
    body: { ...body, origin: ORIGIN },
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    retryMode: "always",
    timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(jobStartedSchema, answer, action);
}
