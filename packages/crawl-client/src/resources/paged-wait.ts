import * as z from "zod/mini";
import type { ProgressListener } from "../core/config.js";
import type { CallSettings, ClientContext } from "../core/context.js";
import {
  type FirecrawlError,
  InvalidResponseError,
  JobFailedError,
  PaginationError,
} from "../core/errors.js";
import { DocumentLedger } from "../core/document-ledger.js";
import {
  incompleteAfterRepeats,
  type PageSpec,
  readStatus,
  walkDocuments,
} from "../core/pagination.js";
import { CRAWL_PENDING_STATUSES, pause, startWait, type Wait } from "../core/polling.js";
import { type FirecrawlDocument } from "../schemas/document.js";
import { optionalCount } from "../schemas/fields.js";
import type { CrawlStatusResponse, StatusPage } from "../schemas/crawl.js";
import { validateInput } from "../schemas/validate.js";
import { checkJobId, type PagedJob, pollIntervalMs, toStatusResponse } from "./paged-jobs.js";

function failure(job: PagedJob, wait: Wait, page: StatusPage, statusCode: number): JobFailedError {
  const error = typeof page["error"] === "string" ? `. Error: ${page["error"]}` : "";
  return new JobFailedError(
    `${job.title} failed or was stopped. Status: ${page.status}${error}`,
    { jobId: wait.jobId, status: page.status, statusCode },
    { body: page },
  );
}

export function pageSpec(job: PagedJob, wait: Wait, pageSize?: number): PageSpec {
  return {
    kind: job.kind,
    version: job.version,
    jobId: wait.jobId,
    action: job.statusAction,
    wait,
    pageSize,
  };
}

/**
 * Gathers into `data` the documents of `first` (read at `skip`) and of the pages after it, each
 * once (`ledger` knows those gathered before). A page that cannot be read keeps everything
 * gathered so far in the PaginationError.
 */
async function gather(
  ctx: ClientContext,
  spec: PageSpec,
  skip: number,
  ledger: DocumentLedger,
  first: StatusPage,
  data: FirecrawlDocument<undefined>[],
): Promise<{ last: StatusPage; delivered: number }> {
  const walk = walkDocuments(ctx, spec, skip, ledger, first);
  try {
    for (;;) {
      const step = await walk.next();
      if (step.done) return step.value;
      data.push(step.value);
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
}

/**
 * Gathers every document of a finished job from `first` (read at `skip`) and the pages after it,
 * each once. A page that cannot be read keeps everything gathered before it in the
 * PaginationError; a server whose paging repeats itself short of the job's count ends with a
 * PaginationStalledError holding every distinct document.
 */
export async function collectAll(
  ctx: ClientContext,
  spec: PageSpec,
  skip: number,
  first: StatusPage,
): Promise<{ data: FirecrawlDocument<undefined>[]; last: StatusPage }> {
  const data: FirecrawlDocument<undefined>[] = [];
  const ledger = new DocumentLedger();
  const { last } = await gather(ctx, spec, skip, ledger, first, data);
  const stalled = incompleteAfterRepeats(spec, ledger, last, data);
  if (stalled !== undefined) throw stalled;
  return { data, last };
}

/**
 * Polls until the job leaves the pending statuses and returns every document of it. Each check
 * reads on from the first document not yet gathered, so a long wait moves each document once
 * rather than every document so far at every check (on servers that honour `skip`); `onProgress`
 * hears the status after each check.
 */
export async function waitForJob(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  intervalMs: number,
  settings: CallSettings,
  onProgress?: ProgressListener,
): Promise<CrawlStatusResponse> {
  const wait = startWait(ctx, id, job.label, settings);
  const spec = pageSpec(job, wait);
  const ledger = new DocumentLedger();
  const data: FirecrawlDocument<undefined>[] = [];
  let delivered = 0;
  for (;;) {
    const page = await readStatus(ctx, spec, delivered);
    if (page.status === "completed" && page.data === undefined) {
      throw new InvalidResponseError(
        `${job.title} completed but no data was returned`,
        200,
        undefined,
        { body: page },
      );
    }
    const end = await gather(ctx, spec, delivered, ledger, page, data);
    delivered = end.delivered;
    const { last } = end;
    onProgress?.({
      status: last.status,
      completed: last.completed ?? data.length,
      total: last.total ?? data.length,
    });
    if (last.status === "completed") {
      const stalled = incompleteAfterRepeats(spec, ledger, last, data);
      if (stalled !== undefined) throw stalled;
      return toStatusResponse(last, data, false);
    }
    if (!CRAWL_PENDING_STATUSES.has(last.status)) throw failure(job, wait, last, 200);
    await pause(ctx, wait, intervalMs);
  }
}

/** Documents per status read of a stream unless `pageSize` says otherwise. */
const DEFAULT_STREAM_PAGE_SIZE = 100;

const pageSizeSchema = z.optional(z.int().check(z.minimum(1), z.maximum(10_000)));

export interface DocumentStreamOptions {
  /** Seconds between status checks while the job runs (never under 2). */
  pollInterval?: number;
  /**
   * Documents per status read (`limit` query), and so at most per page held in memory. Default 100;
   * the API's own pages run up to 10 MiB.
   */
  pageSize?: number;
  /** Documents to pass over first, e.g. to resume after a `PaginationError`. Default 0. */
  skip?: number;
}

/**
 * Every document of a crawl or batch, in order, as it becomes available: the status is read from
 * the first document not yet seen (`skip`), pages are followed one at a time, and the stream ends
 * when the job is completed. Documents already yielded stay yielded if the job then fails. No
 * document is yielded twice (`ledger` may already know some, e.g. those a watcher's socket
 * delivered); a server whose paging repeats itself short of the job's count ends the stream with
 * a PaginationStalledError once the job has completed.
 */
export async function* streamDocuments(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  options: DocumentStreamOptions,
  settings: CallSettings,
  ledger: DocumentLedger = new DocumentLedger(),
): AsyncGenerator<FirecrawlDocument<undefined>> {
  checkJobId(job, id);
  validateInput(pageSizeSchema, options.pageSize, "pageSize");
  validateInput(optionalCount, options.skip, "skip");
  const intervalMs = pollIntervalMs(ctx, options.pollInterval);
  const wait = startWait(ctx, id, job.label, settings);
  const spec = pageSpec(job, wait, options.pageSize ?? DEFAULT_STREAM_PAGE_SIZE);
  let seen = options.skip ?? 0;
  for (;;) {
    const { last, delivered } = yield* walkDocuments(ctx, spec, seen, ledger);
    seen = delivered;
    if (last.status === "completed") {
      const stalled = incompleteAfterRepeats(spec, ledger, last, []);
      if (stalled !== undefined) throw stalled;
      return;
    }
    if (!CRAWL_PENDING_STATUSES.has(last.status)) throw failure(job, wait, last, 200);
    await pause(ctx, wait, intervalMs);
  }
}
