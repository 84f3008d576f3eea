import type { IncomingMessage, Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { authenticate, socketAuthorization } from "./http/auth.js";
import { socketOriginAllowed } from "./http/origins.js";
import { drawRequestFaults } from "./http/request-faults.js";
import { encodeBody, json, unexpectedErrorBody, type ApiResponse } from "./http/responses.js";
import type { EmulatorState } from "./routes/context.js";
import type { RouteName } from "./routes/route-names.js";
import {
  closeWith,
  sendStartRace,
  startRaceFires,
  streamJob,
  WS_CLOSE,
} from "./websocket-stream.js";

const WS_PATH = /^\/(?<version>v1|v2)\/crawl\/(?<id>[^/]+)$/;
/** The newest server has no batch socket: an upgrade there is accepted and closed at once. */
const V2_BATCH_PATH = /^\/v2\/batch\/scrape\/[^/]+$/;

type SocketRoute = Extract<RouteName, "crawl.ws" | "v2.crawl.ws">;

function rejectUpgrade(socket: Duplex, answer: ApiResponse): void {
  const { contentType, payload } = encodeBody(answer);
  const headers = Object.entries(answer.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const head =
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ""}\r\nContent-Type: ${contentType}\r\n` +
    `Content-Length: ${Buffer.byteLength(payload)}\r\n${headers}Connection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), Buffer.from(payload)]));
}

function pathOf(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? "/", "http://emulator.invalid").pathname;
  } catch {
    return "";
  }
}

/**
 * Serves the crawl WebSocket on `/v1/crawl/{id}` and `/v2/crawl/{id}` of an HTTP server (the two
 * versions' sockets are the same on the newest server), and closes one opened on
 * `/v2/batch/scrape/{id}` at once without a code (the client sees 1005), as that server does.
 */
export function attachWebSocket(
  server: Server,
  state: EmulatorState,
  signal: AbortSignal,
): WebSocketServer {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });

  const accept = (
    request: IncomingMessage,
    ws: WebSocket,
    id: string,
    route: SocketRoute,
  ): void => {
    ws.on("error", () => undefined);
    const auth = authenticate(
      socketAuthorization(request.headers),
      state.options.apiKeys,
      state.deployment,
    );
    if (!auth.ok) return closeWith(ws, WS_CLOSE.unauthorized, { type: "error", error: auth.error });
    const job = state.jobs.crawl(id, state.options.now());
    if (!job) return closeWith(ws, WS_CLOSE.jobNotFound, { type: "error", error: "Job not found" });
    const teams = state.deployment === "cloud";
    if (teams && job.owner !== undefined && job.owner !== auth.key) {
      return closeWith(ws, WS_CLOSE.forbidden, { type: "error", error: "Forbidden" });
    }
    if (startRaceFires(job, state, route)) {
      sendStartRace(ws, job).catch(() => ws.terminate());
      return;
    }
    const drop = state.faults.reserve(route, ["ws-drop"]);
    streamJob(ws, job, state, drop, signal).catch(() => {
      closeWith(ws, WS_CLOSE.unexpected, { type: "error", error: unexpectedErrorBody().error });
    });
  };

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => undefined);
    const path = pathOf(request);
    const match = WS_PATH.exec(path)?.groups;
    const batch = V2_BATCH_PATH.test(path);
    if (match?.id === undefined && !batch) {
      socket.destroy();
      return;
    }
    // A page of another site may not watch jobs: browsers send its Origin, other clients none.
    if (!socketOriginAllowed(request.headers.origin, state.options.allowedOrigins)) {
      return rejectUpgrade(socket, json(403, { success: false, error: "Origin not allowed" }));
    }
    if (match?.id === undefined) {
      wss.handleUpgrade(request, socket, head, (ws) => {
        ws.on("error", () => undefined);
        ws.close();
      });
      return;
    }
    const id = match.id;
    const route: SocketRoute = match.version === "v2" ? "v2.crawl.ws" : "crawl.ws";
    state.stats.request(route);
    drawRequestFaults(state.faults, route, state.options.now, signal)
      .then((fault) => {
        if (fault.kind === "reset") return socket.destroy();
        if (fault.kind === "respond") return rejectUpgrade(socket, fault.response);
        wss.handleUpgrade(request, socket, head, (ws) => {
          try {
            accept(request, ws, id, route);
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
