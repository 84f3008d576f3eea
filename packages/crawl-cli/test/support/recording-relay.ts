import { createServer, request as forward, type IncomingMessage, type Server } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  /** As latin1, so that any bytes (a multipart upload) survive as one character each. */
  body: string;
}

/**
 * A loopback HTTP relay in front of the emulator: each request the CLI sends is recorded (method,
 * URL, headers, body) and passed on unchanged, and the emulator's answer comes back unchanged. The
 * emulator answers and judges; the test also sees what was asked, which no answer shows.
 */
export function useRecordingRelay(target: () => string) {
  const requests: Recorded[] = [];
  let server: Server;
  const handle = { url: "", requests };
  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const body = Buffer.concat(chunks);
        const { method = "GET", url = "/", headers } = incoming;
        requests.push({ method, url, headers, body: body.toString("latin1") });
        const relayed = forward(new URL(url, target()), { method, headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        relayed.on("error", () => outgoing.destroy());
        relayed.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    handle.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterEach(() => {
    requests.splice(0);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return handle;
}
