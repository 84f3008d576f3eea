import type { JobWaitControls } from "../core/config.js";
import type { CallSettings, ClientContext } from "../core/context.js";
import { AbortedError, DeadlineExceededError, JobFailedError } from "../core/errors.js";
import type { PagedJob } from "../jobs/kinds.js";
import { toStatusResponse } from "../jobs/status.js";
import { deadlineReason, JOB_LIFETIME_MS } from "../jobs/poll.js";
import { waitForJob } from "../jobs/wait.js";
import type { CrawlStatusResponse } from "../schemas/crawl.js";
import { CrawlWatcher } from "./crawl-watcher.js";
import { watchableApp } from "./slots.js";

/**
 * Waits for a crawl or batch already started and returns every document of it. With
 * `onProgress`, a crawl is followed over its WebSocket where one exists (`watch` not false): the
 * socket delivers each document once, where polling a server that ignores `limit` would download
 * every document so far at every check. Otherwise, and for batches (the API has no batch socket),
 * the status route is polled.
 */
export function waitForPagedJob(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  intervalMs: number,
  settings: CallSettings,
  controls: Pick<JobWaitControls, "onProgress" | "watch">,
): Promise<CrawlStatusResponse> {
  const { onProgress } = controls;
  const socket = ctx.config.WebSocket ?? globalThis.WebSocket;
  if (onProgress === undefined || job.kind !== "crawl" || controls.watch === false || !socket)
    return waitForJob(ctx, job, id, intervalMs, settings, onProgress);
  return watchUntilDone(ctx, job, id, intervalMs, settings, onProgress);
}

/**
 * The wait over the crawl's socket (see CrawlWatcher: a lost socket is finished over HTTP, a
 * `done` is confirmed there), under the same deadline and signal as a polled wait, ending with
 * the same typed errors.
 */
function watchUntilDone(
  ctx: ClientContext,
  job: PagedJob,
  id: string,
  intervalMs: number,
  settings: CallSettings,
  onProgress: NonNullable<JobWaitControls["onProgress"]>,
): Promise<CrawlStatusResponse> {
  const aborted = () => new AbortedError(`Aborted while waiting for ${job.label} ${id}.`, 0);
  if (settings.signal?.aborted) return Promise.reject(aborted());
  const startedAt = Date.now();
  const watcher = new CrawlWatcher(id, watchableApp(ctx, job.version), {
    // Without a caller's maxWait, the fallback's own wait counts from progress too.
    ...(settings.maxWaitFromProgress ? {} : { maxWait: settings.maxWait }),
    maxRetries: settings.maxRetries,
    ...(settings.timeout === undefined ? {} : { timeout: settings.timeout }),
    pollInterval: intervalMs / 1000,
  });
  return new Promise<CrawlStatusResponse>((resolve, reject) => {
    const fail = (error: unknown) => {
      end(() => reject(error));
      watcher.close();
    };
    const onAbort = () => fail(aborted());
    const giveUp = () => {
      const waitedMs = Date.now() - startedAt;
      fail(
        new DeadlineExceededError(
          `Gave up waiting for ${job.label} ${id} after ${waitedMs} ms (${deadlineReason(settings)}). ` +
            "The job may still be running: check its status again later or cancel it.",
          { jobId: id, waitedMs, lastStatus: watcher.status },
        ),
      );
    };
    // A real timer, not the client's clock: the socket's time is real time, and a test's fake
    // clock (which makes polling instant) would end every watch at once. Without a caller's
    // maxWait, every document sets it again, up to the job's lifetime.
    let timer = setTimeout(giveUp, settings.maxWait);
    const progressed = () => {
      if (!settings.maxWaitFromProgress) return;
      clearTimeout(timer);
      const left = startedAt + JOB_LIFETIME_MS - Date.now();
      timer = setTimeout(giveUp, Math.min(settings.maxWait, left));
    };
    const end = (settle: () => void) => {
      clearTimeout(timer);
      settings.signal?.removeEventListener("abort", onAbort);
      settle();
    };
    settings.signal?.addEventListener("abort", onAbort, { once: true });
    const report = (status: string) => {
      try {
        const completed = watcher.data.length;
        onProgress({ status, completed, total: Math.max(watcher.total ?? 0, completed) });
      } catch (error) {
        fail(error);
      }
    };
    watcher.addEventListener("document", () => {
      progressed();
      report(watcher.status);
    });
    watcher.addEventListener("done", () => {
      const last = watcher.finalStatus ?? { status: "completed" };
      const response = toStatusResponse(last, watcher.data, false);
      report("completed");
      end(() => resolve(response));
    });
    watcher.addEventListener("error", (event) => {
      const { error } = event.detail;
      fail(
        watcher.failure ??
          new JobFailedError(`${job.title} failed or was stopped. Error: ${error}`, {
            jobId: id,
            status: "failed",
            statusCode: 200,
          }),
      );
    });
  });
}
