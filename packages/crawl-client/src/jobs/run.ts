import type { ProgressListener } from "../core/config.js";
import type { CallSettings, ClientContext } from "../core/context.js";
import { AbortedError } from "../core/errors.js";
import type { PagedJob } from "./kinds.js";
import { cancelJob } from "./manage.js";
import { CRAWL_PENDING_STATUSES } from "./poll.js";

/** What a caller who starts a crawl or batch and waits for it can ask beyond the wait itself. */
export interface RunControls {
  onProgress?: ProgressListener;
  onStarted?: (jobId: string) => void;
  cancelOnAbandon?: boolean | ((jobId: string) => boolean);
}

/**
 * Starts a crawl or batch and waits for it (`crawlUrl`, `batchScrapeUrls`, v2 `crawl`,
 * `batchScrape`). `onStarted` hears the job's id before the first status check. With
 * `cancelOnAbandon`, a wait that ends while the job still runs (the caller's signal, the deadline,
 * failing status checks, a listener that throws) sends the job a cancel, so that nothing keeps
 * crawling, and spending credits, for a result nobody will read. The start itself is then never
 * aborted half-way: the provider may already have accepted it, and only its id lets the job be
 * cancelled, so an abort ends the call at once and the cancel goes out when the id arrives.
 */
export async function startAndWait<T>(
  ctx: ClientContext,
  job: PagedJob,
  settings: CallSettings,
  controls: RunControls,
  start: (signal: AbortSignal | undefined) => Promise<string>,
  wait: (id: string, onProgress: ProgressListener | undefined) => Promise<T>,
): Promise<T> {
  const { cancelOnAbandon } = controls;
  if (cancelOnAbandon === undefined || cancelOnAbandon === false) {
    const id = await start(settings.signal);
    controls.onStarted?.(id);
    return wait(id, controls.onProgress);
  }
  const sendCancel = (id: string) => {
    const quiet = { ...settings, signal: undefined, timeout: undefined };
    void cancelJob(ctx, job, id, `cancel ${job.label}`, quiet).catch(() => undefined);
  };
  const id = await startUnlessAborted(job, settings.signal, start, sendCancel);
  // Unknown until the first check: a job not yet seen to end is still running.
  let lastStatus: string | undefined;
  const onProgress: ProgressListener = (progress) => {
    lastStatus = progress.status;
    controls.onProgress?.(progress);
  };
  try {
    controls.onStarted?.(id);
    return await wait(id, onProgress);
  } catch (error) {
    const running = lastStatus === undefined || CRAWL_PENDING_STATUSES.has(lastStatus);
    if (running && (cancelOnAbandon === true || cancelOnAbandon(id))) sendCancel(id);
    throw error;
  }
}

/**
 * Sends the start without the caller's signal and resolves with the job's id. An abort before
 * the answer rejects at once, and the job is cancelled as soon as its id arrives; a signal
 * already aborted sends nothing at all.
 */
function startUnlessAborted(
  job: PagedJob,
  signal: AbortSignal | undefined,
  start: (signal: AbortSignal | undefined) => Promise<string>,
  sendCancel: (id: string) => void,
): Promise<string> {
  const aborted = () =>
    new AbortedError(
      `Aborted while starting the ${job.label}; it is cancelled as soon as its id arrives.`,
      0,
    );
  if (signal?.aborted)
    return Promise.reject(new AbortedError(`Aborted before starting the ${job.label}.`, 0));
  const started = start(undefined);
  if (signal === undefined) return started;
  return new Promise<string>((resolve, reject) => {
    let abandoned = false;
    const onAbort = () => {
      abandoned = true;
      reject(aborted());
    };
    signal.addEventListener("abort", onAbort, { once: true });
    started.then(
      (id) => {
        signal.removeEventListener("abort", onAbort);
        if (abandoned) sendCancel(id);
        else resolve(id);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
