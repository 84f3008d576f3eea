import { setTimeout as sleep } from "node:timers/promises";
import type { WebSocket } from "ws";
import { crawlProgress, jobDocument, type CrawlJob } from "./jobs/crawl-job.js";
import { expiresAt } from "./jobs/status-page.js";
import type { EmulatorState } from "./routes/context.js";

/** Close codes of the real server (`crawl-status-ws.ts`). */
export const WS_CLOSE = {
  done: 1000,
  jobNotFound: 1008,
  unexpected: 1011,
  unauthorized: 3000,
  forbidden: 3003,
} as const;

const MAX_CLOSE_REASON_BYTES = 123;
const MAX_POLL_MS = 1_000;
const MIN_POLL_MS = 5;
/** Catchup fragments are flushed at about this size, so a large catchup never sits in memory whole. */
const FRAGMENT_BYTES = 1024 * 1024;
const OPEN = 1;

type FinalMessage = { type: "done" } | { type: "error"; error: string };

/** Closes with the final message as the reason; an error too long for a reason also goes as a frame. */
export function closeWith(socket: WebSocket, code: number, message: FinalMessage): void {
  if (socket.readyState > OPEN) return;
  let reason = JSON.stringify(message);
  if (Buffer.byteLength(reason) > MAX_CLOSE_REASON_BYTES && message.type === "error") {
    socket.send(reason);
    const room =
      MAX_CLOSE_REASON_BYTES - Buffer.byteLength(JSON.stringify({ type: "error", error: "" })) - 3;
    reason = JSON.stringify({ type: "error", error: `${message.error.slice(0, room)}...` });
  }
  socket.close(code, reason);
}

/** Sends one frame and waits until it is written, so a slow reader holds the stream back. */
function sendFrame(socket: WebSocket, text: string, fin: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.send(text, { fin }, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * The `catchup` message: the job's status with every document done so far, sent as one message in
 * fragments of about 1 MiB. Answers how many documents it carried.
 */
async function sendCatchup(
  socket: WebSocket,
  job: CrawlJob,
  state: EmulatorState,
): Promise<number> {
  const now = state.options.now();
  const progress = crawlProgress(job, now);
  const envelope = {
    success: true,
    status: progress.status,
    completed: progress.completed,
    total: progress.total,
    creditsUsed: progress.total,
    expiresAt: expiresAt(job.createdAt),
  };
  let pending = `{"type":"catchup","data":${JSON.stringify(envelope).slice(0, -1)},"data":[`;
  for (let index = 0; index < progress.completed; index++) {
    pending += (index === 0 ? "" : ",") + JSON.stringify(jobDocument(job, index, state.sites));
    if (pending.length >= FRAGMENT_BYTES) {
      await sendFrame(socket, pending, false);
      pending = "";
    }
  }
  await sendFrame(socket, `${pending}]}}`, true);
  return progress.completed;
}

/**
 * Streams one job: a `catchup`, then a `document` per page as it completes, then the final message
 * in the close reason. With `dropAfter`, the connection is cut after that many messages.
 */
export async function streamJob(
  socket: WebSocket,
  job: CrawlJob,
  state: EmulatorState,
  dropAfter: number | undefined,
  signal: AbortSignal,
): Promise<void> {
  let messages = 0;
  const keepGoing = (): boolean => {
    messages += 1;
    if (dropAfter === undefined || messages < dropAfter) return true;
    // Cut without a close frame, as a dropped connection would.
    socket.terminate();
    return false;
  };

  let sent = await sendCatchup(socket, job, state);
  if (!keepGoing()) return;
  const pollMs = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, job.pageIntervalMs));
  while (socket.readyState === OPEN && !signal.aborted) {
    const progress = crawlProgress(job, state.options.now());
    for (; sent < progress.completed; sent++) {
      const message = { type: "document", data: jobDocument(job, sent, state.sites) };
      await sendFrame(socket, JSON.stringify(message), true);
      if (!keepGoing()) return;
    }
    if (progress.status === "completed") return closeWith(socket, WS_CLOSE.done, { type: "done" });
    if (progress.status === "cancelled") {
      return closeWith(socket, WS_CLOSE.done, { type: "error", error: "Crawl cancelled" });
    }
    if (progress.status === "failed") {
      return closeWith(socket, WS_CLOSE.done, {
        type: "error",
        error: progress.error ?? "Crawl failed",
      });
    }
    await sleep(pollMs, undefined, { signal }).catch(() => undefined);
  }
}
