import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

/** Documents of every crawl this server runs; its status pages hold `PAGE_DOCS` of them. */
export const CRAWL_DOCS = 12;
const PAGE_DOCS = 4;
/** Documents the socket delivers before its oversized message. */
const DOCS_BEFORE_OVERSIZED = 5;
/** The padding of the socket's oversized message, far over the caps the tests set. */
export const OVERSIZED_PADDING = 64 * 1024;
/** The size of the answers that are too large. */
export const LARGE_ANSWER_BYTES = 5 * 1024 * 1024;
/** Where an endless answer gives up, if no client stopped reading it before. */
export const ENDLESS_LIMIT_BYTES = 64 * 1024 * 1024;

/** What happened to an answer this server streamed. */
export interface Streamed {
  written: number;
  /** The client closed the connection before the answer was complete. */
  cutShort: boolean;
}

export interface HostileApi {
  url: string;
  /** Answers of the routes that stream, by job id, once the connection has closed. */
  streamed: Map<string, Streamed>;
  /** Requests per path. */
  hits: Map<string, number>;
  /** Close codes each socket's client sent, by job id. */
  socketCloses: Map<string, number[]>;
  /** Resolves once the answer to `id` is over (complete or cut short). */
  streamEnded(id: string): Promise<Streamed>;
  close(): Promise<void>;
}

const doc = (n: number) => ({
  markdown: `# Page ${n}`,
  metadata: {
    sourceURL: `https://example.com/${n}`,
    scrapeId: `scrape-${n}`,
    statusCode: 200,
    title: `Page ${n}`,
  },
});

/** A status answer that is valid JSON however long, so a client that reads it all accepts it. */
function paddedStatus(bytes: number): Buffer {
  const head = '{"success":true,"status":"completed","completed":0,"total":0,"data":[],"padding":"';
  const tail = '"}';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(bytes - head.length - tail.length, "x"),
    Buffer.from(tail),
  ]);
}

/**
 * A loopback API that answers as a hostile or broken server may: answers of 5 MiB (with and
 * without a length), one that never ends, one whose declared length never arrives, a redirect,
 * and a crawl socket that sends one oversized message among its documents. Its crawls' status
 * pages are small, so that a client can finish them over HTTP. CORS is open, for a browser page.
 */
export async function startHostileApi(): Promise<HostileApi> {
  const streamed = new Map<string, Streamed>();
  const hits = new Map<string, number>();
  const socketCloses = new Map<string, number[]>();
  const waiting = new Map<string, (result: Streamed) => void>();
  let crawls = 0;

  let origin = "";

  /** Writes what `next` gives, minding backpressure, until it says to end or to hold (stay silent). */
  const stream = (id: string, response: ServerResponse, next: () => Buffer | "end" | "hold") => {
    const result: Streamed = { written: 0, cutShort: false };
    const end = () => {
      streamed.set(id, result);
      waiting.get(id)?.(result);
    };
    response.once("close", () => {
      result.cutShort = !response.writableFinished;
      end();
    });
    const pump = () => {
      for (;;) {
        const chunk = next();
        if (chunk === "hold") return;
        if (chunk === "end") {
          response.end();
          return;
        }
        result.written += chunk.length;
        if (!response.write(chunk)) {
          response.once("drain", pump);
          return;
        }
      }
    };
    pump();
  };

  // The part of the id before a dot names the behaviour, so that each test has a job of its own.
  const status = (url: URL, id: string, response: ServerResponse) => {
    const chunk = Buffer.alloc(64 * 1024, "x");
    switch (id.split(".")[0]) {
      case "big-declared":
        response.writeHead(200, { "content-length": LARGE_ANSWER_BYTES });
        stream(id, response, once(paddedStatus(LARGE_ANSWER_BYTES), "end"));
        return;
      case "big-chunked": {
        response.writeHead(200);
        const body = paddedStatus(LARGE_ANSWER_BYTES);
        let at = 0;
        stream(id, response, () => {
          if (at >= body.length) return "end";
          at += chunk.length;
          return body.subarray(at - chunk.length, at);
        });
        return;
      }
      case "endless": {
        response.writeHead(200);
        let sent = 0;
        stream(id, response, () => {
          if (sent >= ENDLESS_LIMIT_BYTES) return "end";
          sent += chunk.length;
          return chunk;
        });
        return;
      }
      case "stalled":
        // The length is declared, and only its first KiB ever comes.
        response.writeHead(200, { "content-length": LARGE_ANSWER_BYTES });
        stream(id, response, once(paddedStatus(LARGE_ANSWER_BYTES).subarray(0, 1024), "hold"));
        return;
      case "redirect":
        response.writeHead(302, { location: url.pathname.replace("redirect", "target") });
        response.end();
        return;
      case "target":
        sendJson(response, {
          success: true,
          status: "completed",
          completed: 0,
          total: 0,
          data: [],
        });
        return;
      default: {
        const skip = Number(url.searchParams.get("skip") ?? 0);
        const numbers = range(skip + 1, Math.min(skip + PAGE_DOCS, CRAWL_DOCS));
        const more = skip + PAGE_DOCS < CRAWL_DOCS;
        sendJson(response, {
          success: true,
          status: "completed",
          completed: CRAWL_DOCS,
          total: CRAWL_DOCS,
          creditsUsed: CRAWL_DOCS,
          expiresAt: "2030-01-01T00:00:00.000Z",
          ...(more ? { next: `${origin}${url.pathname}?skip=${skip + PAGE_DOCS}` } : {}),
          data: numbers.map(doc),
        });
      }
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "access-control-allow-methods": "GET, POST, DELETE",
        "access-control-allow-headers": "authorization, content-type, x-idempotency-key",
        "access-control-max-age": "600",
      });
      response.end();
      return;
    }
    const match = /^\/(v[12])\/crawl(?:\/([\w.-]+))?$/.exec(url.pathname);
    if (match === null) {
      sendJson(response, { success: false, error: "Not found" }, 404);
      return;
    }
    const [, version, id] = match;
    if (request.method === "POST" && id === undefined) {
      request.resume();
      const started = `socket-crawl-${++crawls}`;
      sendJson(response, {
        success: true,
        id: started,
        url: `${origin}/${version}/crawl/${started}`,
      });
      return;
    }
    status(url, id ?? "", response);
  });

  // Each crawl's socket: a catch-up, documents, one message far over any cap the tests set (a
  // document with padding the status pages never carry), then the rest and `done`, for a client
  // that took the oversized one.
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    const id = /\/crawl\/([\w.-]+)$/.exec(request.url ?? "")?.[1] ?? "";
    sockets.handleUpgrade(request, socket, head, (ws) => {
      socketCloses.set(id, []);
      ws.on("close", (code) => socketCloses.get(id)?.push(code));
      ws.on("error", () => undefined);
      const send = (message: unknown) => ws.send(JSON.stringify(message));
      send({
        type: "catchup",
        data: { status: "scraping", completed: 3, total: CRAWL_DOCS, data: range(1, 3).map(doc) },
      });
      for (const n of range(4, DOCS_BEFORE_OVERSIZED)) send({ type: "document", data: doc(n) });
      const oversized = DOCS_BEFORE_OVERSIZED + 1;
      send({
        type: "document",
        data: { ...doc(oversized), padding: "x".repeat(OVERSIZED_PADDING) },
      });
      for (const n of range(oversized, CRAWL_DOCS)) send({ type: "document", data: doc(n) });
      send({ type: "done" });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    streamed,
    hits,
    socketCloses,
    streamEnded: (id) => {
      const done = streamed.get(id);
      if (done !== undefined) return Promise.resolve(done);
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/** One chunk, then `after`: the end of the answer, or silence until the client leaves. */
function once(chunk: Buffer, after: "end" | "hold"): () => Buffer | "end" | "hold" {
  let sent = false;
  return () => {
    if (sent) return after;
    sent = true;
    return chunk;
  };
}
