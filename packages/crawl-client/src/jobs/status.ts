import type { CallSettings, ClientContext } from "../core/context.js";
import { JobFailedError } from "../core/errors.js";
import { queryCount, withQuery } from "../core/query.js";
import { type FirecrawlDocument } from "../schemas/document.js";
import { optionalCount, optionalPositiveInt } from "../schemas/fields.js";
import { type CrawlStatusResponse, type StatusPage, statusPageSchema } from "../schemas/crawl.js";
import { PaginationGuard } from "../core/pagination-guard.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import { checkJobId, type PagedJob } from "./kinds.js";
import { DocumentLedger } from "./ledger.js";
import { collectAll, incompleteAfterRepeats, pageSpec, readStatus, walkDocuments } from "./page.js";
import { CRAWL_PENDING_STATUSES, startWait, type Wait } from "./poll.js";
import { resolveNextUrl, statusPath } from "./routes.js";

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

/** The error that ends a wait for a job that failed or was stopped. */
export function failure(
  job: PagedJob,
  wait: Wait,
  page: StatusPage,
  statusCode: number,
): JobFailedError {
  const error = typeof page["error"] === "string" ? `. Error: ${page["error"]}` : "";
  return new JobFailedError(
    `${job.title} failed or was stopped. Status: ${page.status}${error}`,
    { jobId: wait.jobId, status: page.status, statusCode },
    { body: page },
  );
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
  validateInput(optionalCount, skip, "skip");
  validateInput(optionalPositiveInt, limit, "limit");
  // skip and limit replace those a next link carries.
  const url = withQuery(
    nextURL === undefined || nextURL === ""
      ? ctx.http.url(statusPath(job.kind, id, job.version))
      : resolveNextUrl(ctx.config.apiUrl, nextURL, job.kind, id, job.version),
    { skip, limit },
  );
  const answer = await ctx.http.request({
    method: "GET",
    url,
    action: job.statusAction,
    jobStatus: true,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  const page = parseAnswer(statusPageSchema, answer, job.statusAction);
  if (!getAllData || page.status !== "completed")
    return toStatusResponse(page, (page.data ?? []) as FirecrawlDocument<undefined>[], true);
  const spec = pageSpec(job, startWait(ctx, id, job.label, settings), queryCount(url, "limit"));
  const data: FirecrawlDocument<undefined>[] = [];
  spec.guard = new PaginationGuard(statusList(job, id), settings.pageCap ?? {}, data);
  const { last } = await collectAll(ctx, spec, queryCount(url, "skip") ?? 0, page, data);
  return toStatusResponse(last, data, false);
}

/** How far `readPages` reads: the v2 reference's `PaginationConfig`, validated by the caller. */
export interface PageLimits {
  /** Most pages read after the first. */
  maxPages?: number;
  /** Most documents returned. */
  maxResults?: number;
}

/** What `readPages` read: the documents, the page that ended the walk, and where to read on. */
export interface PagesRead {
  last: StatusPage;
  data: FirecrawlDocument<undefined>[];
  /** The status route from the first document not returned, when limits cut the read short. */
  next: string | null;
}

/**
 * One status read and every page after it, each document once, up to `limits`. The open-source
 * server's `next` can point past the last document and it ignores `skip`, so its pages repeat the
 * first: the walk stops at a page that adds nothing new, and a finished job whose distinct
 * documents fall short of its count ends with PaginationStalledError. A running job's read ends
 * with the documents readable so far and `next` from the first one not received.
 */
export async function readPages(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  limits: PageLimits,
  settings: CallSettings,
): Promise<PagesRead> {
  let pagesRead = 0;
  const data: FirecrawlDocument<undefined>[] = [];
  // The caller's maxPages (maxResults) cuts the read short quietly, as 4.42.0's; without it, the
  // cap of pages (items) ends it with PaginationLimitError.
  const cap = settings.pageCap ?? {};
  const guard = new PaginationGuard(
    statusList(job, id),
    {
      pages: limits.maxPages === undefined ? cap.pages : Infinity,
      items: limits.maxResults === undefined ? cap.items : Infinity,
    },
    data,
  );
  const spec = {
    ...pageSpec(job, startWait(ctx, id, job.label, settings)),
    onPage: () => pagesRead++,
    guard,
  };
  const first = await readStatus(ctx, spec, 0);
  const maxPages = limits.maxPages ?? Infinity;
  const maxResults = limits.maxResults ?? Infinity;
  const ledger = new DocumentLedger();
  const walk = walkDocuments(ctx, spec, 0, ledger, first);
  while (data.length < maxResults) {
    const step = await walk.next();
    if (step.done) {
      const { last, delivered } = step.value;
      const stalled = incompleteAfterRepeats(spec, ledger, last, data);
      if (stalled !== undefined) throw stalled;
      const running = CRAWL_PENDING_STATUSES.has(last.status);
      return { last, data, next: running ? readOnFrom(ctx, job, id, delivered) : null };
    }
    // A document of a page beyond the limit: that page is not the caller's.
    if (pagesRead - 1 > maxPages) break;
    data.push(step.value);
  }
  await walk.return({ last: first, delivered: data.length });
  // Cut short by maxPages or maxResults: `next` reads on from the first document not returned.
  return { last: { ...first, data: undefined }, data, next: readOnFrom(ctx, job, id, data.length) };
}

/** What a job's results pages are called in a PaginationGuard's errors. */
export function statusList(job: PagedJob, id: string): string {
  return `the results pages of ${job.label} ${id}`;
}

/** The status route from the `skip`-th document. */
function readOnFrom(ctx: ClientContext, job: PagedJob, id: string, skip: number): string {
  return withQuery(ctx.http.url(statusPath(job.kind, id, job.version)), { skip });
}
