import type { ClientContext } from "../core/context.js";
import {
  AbortedError,
  DeadlineExceededError,
  FirecrawlError,
  PaginationError,
  PaginationStalledError,
} from "../core/errors.js";
import { PaginationGuard, UNCAPPED } from "../core/pagination-guard.js";
import { DocumentLedger } from "./ledger.js";
import type { PagedJob } from "./kinds.js";
import { type ApiVersion, type PagedJobKind, resolveNextUrl, statusPath } from "./routes.js";
import {
  checkWithRetries,
  CRAWL_PENDING_STATUSES,
  MAX_CONSECUTIVE_FAILURES,
  progressed,
  type Wait,
} from "./poll.js";
import type { FirecrawlDocument } from "../schemas/document.js";
import { type StatusPage, statusPageSchema } from "../schemas/crawl.js";
import { parseAnswer } from "../core/validate.js";

export interface PageSpec {
  kind: PagedJobKind;
  version: ApiVersion;
  jobId: string;
  action: string;
  wait: Wait;
  /** Documents per status read (`limit`); undefined leaves the page size to the API. */
  pageSize?: number;
  /** Told each time a page has been read, before any of its documents is yielded. */
  onPage?: () => void;
  /**
   * The walk's loop guard, with the caps of the read (`readPages`, `collectAll`, a document
   * stream); by default each walk has its own, without caps: a crawl or batch wait, which its
   * deadline ends.
   */
  guard?: PaginationGuard<FirecrawlDocument<undefined>>;
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

/** Where a walk ended: its last page without documents, and how many documents lie before it. */
export interface WalkEnd {
  last: StatusPage;
  /** `skip` of the first document after this walk: the documents received, each once. */
  delivered: number;
}

/** One status read under the polling rules, from the `skip`-th document. */
export async function readStatus(
  ctx: ClientContext,
  spec: PageSpec,
  skip: number,
): Promise<StatusPage> {
  return readPage(ctx, spec, statusPath(spec.kind, spec.jobId, spec.version), {
    skip: skip === 0 ? undefined : skip,
    limit: spec.pageSize,
  });
}

async function readPage(
  ctx: ClientContext,
  spec: PageSpec,
  url: string,
  query?: Record<string, number | undefined>,
): Promise<StatusPage> {
  const answer = await checkWithRetries(ctx, spec.wait, {
    method: "GET",
    url,
    action: spec.action,
    jobStatus: true,
    ...(query === undefined ? {} : { query }),
  });
  const page = parseAnswer(statusPageSchema, answer, spec.action);
  spec.wait.lastStatus = page.status;
  spec.onPage?.();
  return page;
}

// Failures of one page, as opposed to the caller giving up (abort, deadline) or a bug.
function isPageFailure(error: unknown): error is FirecrawlError {
  return (
    error instanceof FirecrawlError &&
    !(error instanceof AbortedError) &&
    !(error instanceof DeadlineExceededError)
  );
}

/**
 * Yields a job's documents from the `skip`-th on: the page `first` (already read from the status
 * route at `skip`) or a fresh status read, then every page its `next` links lead to. Without
 * `first`, only the current page's documents are referenced here, so a consumer that keeps none
 * holds one page at a time. The walk ends at a page without documents or without `next`; the
 * caller decides from that page's status whether more will come.
 *
 * No document is yielded twice: `ledger` knows every one handed out, and `skip` counts each once.
 * A page that adds no new document (a server that ignores `skip` sends the first page again) ends
 * the walk, after one more read from the first document not received if the job has finished;
 * the ledger remembers that the server repeated itself, for the caller to check what it got
 * against the job's count (`incompleteAfterRepeats`).
 *
 * A `next` page that keeps failing is not the end: the status route is read again from the first
 * document not yet yielded, so nothing is lost or repeated. Only when that read fails too does the
 * walk end with a PaginationError.
 */
export async function* walkDocuments(
  ctx: ClientContext,
  spec: PageSpec,
  skip: number,
  ledger: DocumentLedger,
  first?: StatusPage,
): AsyncGenerator<FirecrawlDocument<undefined>, WalkEnd> {
  let page = first;
  let delivered = skip;
  const guard =
    spec.guard ??
    new PaginationGuard(`the results pages of ${spec.wait.jobLabel} ${spec.jobId}`, UNCAPPED);
  guard.restart();
  // Reads on from `delivered` after a page that added nothing, and where they started; see below.
  let resumes = 0;
  let resumedAt = -1;
  for (;;) {
    page ??= await readStatus(ctx, spec, delivered);
    let documents = (page.data ?? []) as FirecrawlDocument<undefined>[];
    const last: StatusPage = { ...page, data: undefined };
    // eslint-disable-next-line no-useless-assignment -- releases the page while its documents are consumed
    page = undefined;
    const count = documents.length;
    let added = 0;
    for (const document of documents) {
      if (!ledger.admit(document)) continue;
      guard.take();
      added++;
      delivered++;
      yield document;
    }
    // eslint-disable-next-line no-useless-assignment -- releases them before the next page is fetched
    documents = [];
    if (added > 0) progressed(ctx, spec.wait);
    if (typeof last.next !== "string" || last.next === "" || count === 0 || added === 0) {
      // A finished job's last page that repeated documents or added nothing, short of its count (a
      // server that ignored `skip` for this read, or for good, and cut the page by size; or a link
      // past the end): the status is read again from the first document not received, which finds
      // the rest where the repeat was a passing one. Such a page's missing `next` says nothing, as
      // the server counted it from the skip it ignored. At most three times from one place, as
      // failed status checks, so a server that always repeats costs three reads more, not a loop
      // (a read that adds documents moves the place on, and there are only so many to add). A
      // running job's next check does the same.
      const expected = last.completed ?? last.total;
      const short = expected === undefined || delivered < expected;
      const again = added < Math.max(count, 1) && last.status === "completed" && short;
      if (resumedAt !== delivered) resumes = 0;
      if (!again || resumes >= MAX_CONSECUTIVE_FAILURES) return { last, delivered };
      resumes++;
      resumedAt = delivered;
      guard.restart();
      page = await readStatus(ctx, spec, delivered);
      continue;
    }

    if (added < count) {
      // The page repeated documents, so the server ignored `skip`, and its `next` counts from
      // where it was asked to start, not from what it sent: read on from the first document not
      // received instead. `delivered` grew, so this ends.
      guard.restart();
      page = await readStatus(ctx, spec, delivered);
      continue;
    }

    const url = resolveNextUrl(ctx.config.apiUrl, last.next, spec.kind, spec.jobId, spec.version);
    guard.follow(url);
    try {
      page = await readPage(ctx, spec, url);
    } catch (error) {
      if (!isPageFailure(error)) throw error;
      // Each time this succeeds it yields a document or ends the walk, so it cannot go round forever.
      guard.restart();
      try {
        page = await readStatus(ctx, spec, delivered);
      } catch (again) {
        if (!isPageFailure(again)) throw again;
        throw paginationError(spec, url, delivered, error);
      }
    }
  }
}

/**
 * After a walk of a finished job: the error to end with when the server repeated documents and
 * fewer distinct ones came back than the job reports (or it reports no count to check against);
 * undefined when nothing is missing. `partialData` is what the caller gathered, if it kept any.
 * A job still running is never short: the real server counts a document in `completed` before it
 * can be read, and its next status read goes on from there.
 */
export function incompleteAfterRepeats<Doc>(
  spec: PageSpec,
  ledger: DocumentLedger,
  last: StatusPage,
  partialData: Doc[],
): PaginationStalledError<Doc> | undefined {
  if (!ledger.repeated || CRAWL_PENDING_STATUSES.has(last.status)) return undefined;
  const expected = last.completed ?? last.total;
  if (expected !== undefined && ledger.size >= expected) return undefined;
  const of = expected === undefined ? "" : ` of the ${expected} it reports`;
  return new PaginationStalledError(
    `Paging did not advance for ${spec.wait.jobLabel} ${spec.jobId}: the server sent results pages that repeat ` +
      `documents already returned, so only ${ledger.size} distinct documents could be read${of}. ` +
      "This is a known defect of self-hosted Firecrawl servers since August 2025, which ignore skip and limit " +
      "and send the first page again; the documents after it cannot be reached over HTTP. " +
      "Every distinct document received is in partialData (each once); the crawl's WebSocket (crawlUrlAndWatch) or its webhook delivers every document as it is scraped.",
    { jobId: spec.jobId, partialData, received: ledger.size, expected },
    { body: { ...last, data: undefined } },
  );
}

function paginationError(
  spec: PageSpec,
  url: string,
  delivered: number,
  cause: FirecrawlError,
): PaginationError {
  return new PaginationError(
    `Failed to fetch a results page of ${spec.wait.jobLabel} ${spec.jobId} (${MAX_CONSECUTIVE_FAILURES} attempts), ` +
      `nor could its status route be read from document ${delivered} on: ${cause.message}`,
    { nextUrl: url, partialData: [], cause },
  );
}

/**
 * Gathers into `data` the documents of `first` (read at `skip`) and of the pages after it, each
 * once (`ledger` knows those gathered before). A page that cannot be read keeps everything
 * gathered so far in the PaginationError.
 */
export async function gather(
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
 * PaginationStalledError holding every distinct document. They are gathered into `data`, the
 * array the spec's guard hands to its PaginationLimitError.
 */
export async function collectAll(
  ctx: ClientContext,
  spec: PageSpec,
  skip: number,
  first: StatusPage,
  data: FirecrawlDocument<undefined>[] = [],
): Promise<{ data: FirecrawlDocument<undefined>[]; last: StatusPage }> {
  const ledger = new DocumentLedger();
  const { last } = await gather(ctx, spec, skip, ledger, first, data);
  const stalled = incompleteAfterRepeats(spec, ledger, last, data);
  if (stalled !== undefined) throw stalled;
  return { data, last };
}
