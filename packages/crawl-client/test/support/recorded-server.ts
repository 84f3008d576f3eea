import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { providerFact } from "./provider-facts.js";

/** A recorded answer of the provider's newest self-hosted server (August 2025). */
export function recorded(file: string): Record<string, unknown> {
  return providerFact(`samples-2025-08/${file}`) as Record<string, unknown>;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export type Answer = { status: number; body?: unknown; raw?: string } | "hang";

/**
 * A loopback HTTP (and WebSocket) server that answers each request with what `answer` says, for
 * behaviours of real servers the emulator does not produce: recorded answers, replayed as sent.
 */
export async function recordedServer(
  answer: (request: SeenRequest, index: number) => Answer,
  onSocket?: (socket: WebSocket, request: IncomingMessage) => void,
) {
  const requests: SeenRequest[] = [];
  const sockets: IncomingMessage[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const seen: SeenRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: text === "" ? undefined : (JSON.parse(text) as unknown),
      };
      const reply = answer(seen, requests.length);
      requests.push(seen);
      if (reply === "hang") return;
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
    });
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    sockets.push(req);
    wss.handleUpgrade(req, socket, head, (ws) => onSocket?.(ws, req));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sockets,
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
