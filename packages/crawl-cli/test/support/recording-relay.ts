import { createServer, request as forward, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
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
    // A WebSocket (a crawl followed live) is recorded as its upgrade request, then piped both
    // ways as bytes: without it, a crawl through the relay waits for the socket to time out.
    server.on("upgrade", (incoming: IncomingMessage, socket, head: Buffer) => {
      const { method = "GET", url = "/", headers } = incoming;
      requests.push({ method, url, headers, body: "" });
      const to = new URL(target());
      const upstream = connect(Number(to.port), to.hostname, () => {
        const lines = [`${method} ${url} HTTP/1.1`];
        for (let index = 0; index < incoming.rawHeaders.length; index += 2)
          lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
        upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
        upstream.write(head);
        socket.pipe(upstream).pipe(socket);
      });
      upstream.on("error", () => socket.destroy());
      socket.on("error", () => upstream.destroy());
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
