import { setTimeout as sleep } from "node:timers/promises";
import type { WebSocket } from "ws";
import type { ReservedFault } from "./faults.js";
import { crawlProgress, jobDocument, type CrawlJob, type CrawlStatus } from "./jobs/crawl-job.js";
import { expiresAt } from "./jobs/status-page.js";
import type { EmulatorState } from "./routes/context.js";
import type { RouteName } from "./routes/route-names.js";

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
/** A `ws-drop` fault without `afterMessages` cuts the socket after the catchup. */
const DEFAULT_DROP_AFTER = 1;

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
 * The socket's view of a job's status. The real server's is `cancelled`, `completed` or `scraping`:
 * it leaves failed pages out and calls the rest completed, so a failed job reads as completed.
 */
function socketStatus(status: CrawlStatus): Exclude<CrawlStatus, "failed"> {
  return status === "failed" ? "completed" : status;
}

/**
 * The `catchup` message: the job's status with every document done so far, sent as one message in
 * fragments of about 1 MiB. Answers how many documents it carried and the status it reported.
 */
async function sendCatchup(
  socket: WebSocket,
  job: CrawlJob,
  state: EmulatorState,
): Promise<{ sent: number; status: Exclude<CrawlStatus, "failed"> }> {
  const progress = crawlProgress(job, state.options.now());
  const status = socketStatus(progress.status);
  const envelope = {
    success: true,
    status,
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
  return { sent: progress.completed, status };
}

/**
 * Whether the newest server's start race (the `ws-start-race` fault) hits this socket: it can
 * only while the job is still running, as the race is a socket opened before the crawl has
 * registered its first pages.
 */
export function startRaceFires(job: CrawlJob, state: EmulatorState, route: RouteName): boolean {
  if (crawlProgress(job, state.options.now()).status !== "scraping") return false;
  return state.faults.draw(route, ["ws-start-race"]) !== undefined;
}

/**
 * The race as the server shows it: it finds no pages yet, so the job reads as done with nothing,
 * `catchup {status:"completed", data:[]}` then `done`, although it goes on to complete over HTTP.
 */
export async function sendStartRace(socket: WebSocket, job: CrawlJob): Promise<void> {
  const data = {
    success: true,
    status: "completed",
    completed: 0,
    total: 0,
    creditsUsed: 0,
    expiresAt: expiresAt(job.createdAt),
    data: [],
  };
  await sendFrame(socket, JSON.stringify({ type: "catchup", data }), true);
  closeWith(socket, WS_CLOSE.done, { type: "done" });
}

/**
 * Streams one job as the real server does: a `catchup`, then a `document` per page as it
 * completes, then `done` in the close reason (code 1000) once the job is no longer scraping,
 * whether it completed, failed or was cancelled. With a `ws-drop` fault the connection is cut
 * after its number of messages instead, and the fault counts only if that cut happens.
 */
export async function streamJob(
  socket: WebSocket,
  job: CrawlJob,
  state: EmulatorState,
  drop: ReservedFault | undefined,
  signal: AbortSignal,
): Promise<void> {
  const dropAfter = drop?.fault.afterMessages ?? DEFAULT_DROP_AFTER;
  let messages = 0;
  /** Cuts without a close frame, as a dropped connection would, once enough messages went out. */
  const cutNow = (): boolean => {
    if (!drop || messages < dropAfter) return false;
    drop.fire();
    socket.terminate();
    return true;
  };

  try {
    if (cutNow()) return;
    const catchup = await sendCatchup(socket, job, state);
    messages += 1;
    if (cutNow()) return;
    if (catchup.status !== "scraping") return closeWith(socket, WS_CLOSE.done, { type: "done" });
    let sent = catchup.sent;
    const pollMs = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, job.pageIntervalMs));
    while (socket.readyState === OPEN && !signal.aborted) {
      const progress = crawlProgress(job, state.options.now());
      for (; sent < progress.completed; sent++) {
        const message = { type: "document", data: jobDocument(job, sent, state.sites) };
        await sendFrame(socket, JSON.stringify(message), true);
        messages += 1;
        if (cutNow()) return;
      }
      if (progress.status !== "scraping") {
        return closeWith(socket, WS_CLOSE.done, { type: "done" });
      }
      await sleep(pollMs, undefined, { signal }).catch(() => undefined);
    }
  } finally {
    drop?.release();
  }
}
