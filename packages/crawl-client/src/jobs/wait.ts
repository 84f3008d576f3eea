import type { ProgressListener } from "../core/config.js";
import type { CallSettings, ClientContext } from "../core/context.js";
import { InvalidResponseError } from "../core/errors.js";
import type { FirecrawlDocument } from "../schemas/document.js";
import type { CrawlStatusResponse } from "../schemas/crawl.js";
import type { PagedJob } from "./kinds.js";
import { DocumentLedger } from "./ledger.js";
import { gather, incompleteAfterRepeats, pageSpec, readStatus } from "./page.js";
import { CRAWL_PENDING_STATUSES, countProgress, pause, startWait } from "./poll.js";
import { failure, toStatusResponse } from "./status.js";

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
  const wait = startWait(ctx, id, job.label, settings, intervalMs);
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
    // A running job's `next` names documents not scraped yet, or more than one page holds: the
    // next check reads on from here anyway, so following it now would only double the requests
    // of every check. A finished job's pages are all followed, at once.
    const first = CRAWL_PENDING_STATUSES.has(page.status) ? { ...page, next: undefined } : page;
    const end = await gather(ctx, spec, delivered, ledger, first, data);
    const { last } = end;
    delivered = end.delivered;
    countProgress(ctx, wait, last.completed);
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
