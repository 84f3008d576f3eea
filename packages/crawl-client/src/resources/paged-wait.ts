import { z } from "zod";
import type { CallSettings, ClientContext } from "../core/context.js";
import {
  type FirecrawlError,
  InvalidResponseError,
  JobFailedError,
  PaginationError,
} from "../core/errors.js";
import { statusPath } from "../core/job-urls.js";
import { followPages } from "../core/pagination.js";
import {
  CRAWL_PENDING_STATUSES,
  checkWithRetries,
  pause,
  startWait,
  type Wait,
} from "../core/polling.js";
import type { FirecrawlDocument } from "../schemas/common.js";
import { type CrawlStatusResponse, type StatusPage, statusPageSchema } from "../schemas/crawl.js";
import { parseAnswer, validateInput } from "../schemas/validate.js";
import { checkJobId, type PagedJob, pollIntervalMs, toStatusResponse } from "./paged-jobs.js";

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
        cause: error.cause as FirecrawlError,
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
  /** Documents to pass over first, e.g. to resume after a `PaginationError`. Default 0. */
  skip?: number;
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
  validateInput(z.number().int().min(0).optional(), options.skip, "skip");
  const intervalMs = pollIntervalMs(ctx, options.pollInterval);
  const wait = startWait(ctx, id, job.label, settings);
  let seen = options.skip ?? 0;
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
          cause: error.cause as FirecrawlError,
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
