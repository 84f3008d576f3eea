import type { IncomingMessage, Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { bearerToken, isAuthorized, UNAUTHORIZED_BODY } from "./http/auth.js";
import { drawRequestFaults } from "./http/request-faults.js";
import { encodeBody, unexpectedErrorBody, type ApiResponse } from "./http/responses.js";
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
const WS_PATH = /^\/v1\/crawl\/(?<id>[^/]+)$/;

type FinalMessage = { type: "done" } | { type: "error"; error: string };

/** Closes with the final message as the reason; an error too long for a reason also goes as a frame. */
function closeWith(socket: WebSocket, code: number, message: FinalMessage): void {
  if (socket.readyState > 1) return;
  let reason = JSON.stringify(message);
  if (Buffer.byteLength(reason) > MAX_CLOSE_REASON_BYTES && message.type === "error") {
    socket.send(reason);
    const room =
      MAX_CLOSE_REASON_BYTES - Buffer.byteLength(JSON.stringify({ type: "error", error: "" })) - 3;
    reason = JSON.stringify({ type: "error", error: `${message.error.slice(0, room)}...` });
  }
  socket.close(code, reason);
}

function rejectUpgrade(socket: Duplex, answer: ApiResponse): void {
  const { contentType, text } = encodeBody(answer);
  const headers = Object.entries(answer.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n${headers}Connection: close\r\n\r\n${text}`,
  );
}

/** The key travels as the sub-protocol (browsers cannot set headers); an Authorization header also works. */
function socketToken(request: IncomingMessage): string | undefined {
  const protocol = request.headers["sec-websocket-protocol"]?.split(",")[0]?.trim();
  return protocol || bearerToken(request.headers);
}

/** Streams one job: a `catchup`, then a `document` per finished page, then the final message. */
function streamJob(
  socket: WebSocket,
  job: CrawlJob,
  state: EmulatorState,
  dropAfter: number | undefined,
): void {
  let sentMessages = 0;
  let sentDocuments = 0;
  const sendMessage = (message: unknown): boolean => {
    socket.send(JSON.stringify(message));
    sentMessages += 1;
    if (dropAfter !== undefined && sentMessages >= dropAfter) {
      // Cut without a close frame, as a dropped connection would.
      socket.terminate();
      return false;
    }
    return true;
  };

  const now = state.options.now();
  const progress = crawlProgress(job, now);
  const documents = Array.from({ length: progress.completed }, (_, index) =>
    jobDocument(job, index, state.sites),
  );
  sentDocuments = documents.length;
  const catchup = {
    success: true,
    status: progress.status,
    completed: progress.completed,
    total: progress.total,
    creditsUsed: progress.total,
    expiresAt: expiresAt(now),
    data: documents,
  };
  if (!sendMessage({ type: "catchup", data: catchup })) return;

  const tick = (): boolean => {
    const current = crawlProgress(job, state.options.now());
    while (sentDocuments < current.completed) {
      const document = jobDocument(job, sentDocuments, state.sites);
      sentDocuments += 1;
      if (!sendMessage({ type: "document", data: document })) return true;
    }
    if (current.status === "scraping") return false;
    if (current.status === "completed") closeWith(socket, WS_CLOSE.done, { type: "done" });
    else if (current.status === "cancelled")
      closeWith(socket, WS_CLOSE.done, { type: "error", error: "Crawl cancelled" });
    else
      closeWith(socket, WS_CLOSE.done, { type: "error", error: current.error ?? "Crawl failed" });
    return true;
  };
  if (tick()) return;
  const pollMs = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, job.pageIntervalMs));
  const timer = setInterval(() => {
    try {
      if (tick()) clearInterval(timer);
    } catch {
      clearInterval(timer);
      closeWith(socket, WS_CLOSE.unexpected, { type: "error", error: unexpectedErrorBody().error });
    }
  }, pollMs);
  socket.on("close", () => clearInterval(timer));
}

function pathOf(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? "/", "http://emulator.invalid").pathname;
  } catch {
    return "";
  }
}

/** Serves the crawl WebSocket on `/v1/crawl/{id}` of an HTTP server. */
export function attachWebSocket(
  server: Server,
  state: EmulatorState,
  signal: AbortSignal,
): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });

  const accept = (request: IncomingMessage, ws: WebSocket, id: string): void => {
    ws.on("error", () => undefined);
    if (!isAuthorized(socketToken(request), state.options.apiKeys)) {
      return closeWith(ws, WS_CLOSE.unauthorized, {
        type: "error",
        error: UNAUTHORIZED_BODY.error,
      });
    }
    const job = state.jobs.crawl(id);
    if (!job) return closeWith(ws, WS_CLOSE.jobNotFound, { type: "error", error: "Job not found" });
    const drop = state.faults.draw("crawl.ws", ["ws-drop"]);
    streamJob(ws, job, state, drop ? Math.max(1, drop.afterMessages ?? 1) : undefined);
  };

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => undefined);
    const id = WS_PATH.exec(pathOf(request))?.groups?.id;
    if (id === undefined) {
      socket.destroy();
      return;
    }
    state.stats.request("crawl.ws");
    drawRequestFaults(state.faults, "crawl.ws", state.options.now, signal)
      .then((fault) => {
        if (fault.kind === "reset") return socket.destroy();
        if (fault.kind === "respond") return rejectUpgrade(socket, fault.response);
        wss.handleUpgrade(request, socket, head, (ws) => {
          try {
            accept(request, ws, id);
          } catch {
            closeWith(ws, WS_CLOSE.unexpected, {
              type: "error",
              error: unexpectedErrorBody().error,
            });
          }
        });
      })
      .catch(() => socket.destroy());
  });
  return wss;
}
