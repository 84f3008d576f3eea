import { mkdtemp, rm } from "node:fs/promises";
import { request, type Server } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface UnixCallResult {
  status: number;
  body: unknown;
}

/**
 * One real HTTP call answered by `server` as coming from a client that is not loopback, without
 * any traffic leaving the machine: the call goes over a Unix domain socket, and the connection
 * accepted there is handed to the emulator's HTTP server, where its `remoteAddress` is undefined.
 */
export async function callAsRemoteClient(
  server: Server,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<UnixCallResult> {
  const directory = await mkdtemp(join(tmpdir(), "crawl-emulator-"));
  const socketPath = join(directory, "client.sock");
  const relay = createServer((socket) => server.emit("connection", socket));
  try {
    await new Promise<void>((resolve, reject) => {
      relay.once("error", reject);
      relay.listen(socketPath, resolve);
    });
    return await new Promise<UnixCallResult>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          socketPath,
          // One connection per call, closed with it, so that the relay closes at once.
          agent: false,
          method,
          path,
          headers:
            payload === undefined
              ? { connection: "close", ...headers }
              : { connection: "close", "content-type": "application/json", ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(payload);
    });
  } finally {
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    await rm(directory, { recursive: true, force: true });
  }
}
