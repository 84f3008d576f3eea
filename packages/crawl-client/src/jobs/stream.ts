import * as z from "zod/mini";
import type { CallSettings, ClientContext } from "../core/context.js";
import type { StatusPage } from "../schemas/crawl.js";
import { type FirecrawlDocument } from "../schemas/document.js";
import { optionalCount } from "../schemas/fields.js";
import { PaginationGuard } from "../core/pagination-guard.js";
import { validateInput } from "../core/validate.js";
import { checkJobId, type PagedJob, pollIntervalMs } from "./kinds.js";
import { DocumentLedger } from "./ledger.js";
import { incompleteAfterRepeats, pageSpec, walkDocuments } from "./page.js";
import { CRAWL_PENDING_STATUSES, countProgress, pause, startWait } from "./poll.js";
import { failure, statusList } from "./status.js";

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
 * when the job is completed, or with a PaginationLimitError at the call's (the client's) `pageCap`
 * of pages followed and documents yielded, counted over the whole stream. Documents already yielded stay yielded if the job then fails. No
 * document is yielded twice (`ledger` may already know some, e.g. those a watcher's socket
 * delivered); a server whose paging repeats itself short of the job's count ends the stream with
 * a PaginationStalledError once the job has completed. It returns the last status page (without
 * documents), for the job's final counts.
 */
export async function* streamDocuments(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  options: DocumentStreamOptions,
  settings: CallSettings,
  ledger: DocumentLedger = new DocumentLedger(),
): AsyncGenerator<FirecrawlDocument<undefined>, StatusPage> {
  checkJobId(job, id);
  validateInput(pageSizeSchema, options.pageSize, "pageSize");
  validateInput(optionalCount, options.skip, "skip");
  const intervalMs = pollIntervalMs(ctx, options.pollInterval);
  const wait = startWait(ctx, id, job.label, settings, intervalMs);
  const spec = pageSpec(job, wait, options.pageSize ?? DEFAULT_STREAM_PAGE_SIZE);
  spec.guard = new PaginationGuard(statusList(job, id), settings.pageCap ?? {});
  let seen = options.skip ?? 0;
  for (;;) {
    const { last, delivered } = yield* walkDocuments(ctx, spec, seen, ledger);
    seen = delivered;
    countProgress(ctx, wait, last.completed);
    if (last.status === "completed") {
      const stalled = incompleteAfterRepeats(spec, ledger, last, []);
      if (stalled !== undefined) throw stalled;
      return last;
    }
    if (!CRAWL_PENDING_STATUSES.has(last.status)) throw failure(job, wait, last, 200);
    await pause(ctx, wait, intervalMs);
  }
}
