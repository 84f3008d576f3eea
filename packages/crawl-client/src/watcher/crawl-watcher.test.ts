import { describe, expect, it } from "vitest";
import { CrawlWatcher } from "./crawl-watcher.js";
import type { RequestOptions } from "../core/config.js";
import {
  AbortedError,
  ConnectionError,
  InvalidResponseError,
  JobFailedError,
} from "../core/errors.js";
import { RESUME_DOCUMENTS, type WebSocketLike } from "./websocket.js";

class FakeSocket implements WebSocketLike {
  static last: FakeSocket | undefined;
  onopen: WebSocketLike["onopen"] = null;
  onmessage: WebSocketLike["onmessage"] = null;
  onclose: WebSocketLike["onclose"] = null;
  onerror: WebSocketLike["onerror"] = null;
  closedWith: number | undefined;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.last = this;
  }

  close(code?: number): void {
    this.closedWith = code;
  }

  message(data: unknown): void {
    this.onmessage?.({
      data: typeof data === "string" || data instanceof ArrayBuffer ? data : JSON.stringify(data),
    });
  }
}

function watch(apiKey = "fc-key") {
  const watcher = new CrawlWatcher(
    "job-1",
    { apiUrl: "https://api.test", apiKey },
    { WebSocket: FakeSocket },
  );
  const socket = FakeSocket.last as FakeSocket;
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ["document", "done", "error"] as const) {
    watcher.addEventListener(type, (event) => events.push({ type, detail: event.detail }));
  }
  return { watcher, socket, events };
}

const doc = (n: number) => ({ markdown: `# ${n}` });

/** An app whose HTTP fallback yields `docs` and records the `skip` it resumed from. */
function resumingApp(...docs: ReturnType<typeof doc>[]) {
  const skips: number[] = [];
  const app = {
    apiUrl: "https://api.test",
    apiKey: "k",
    [RESUME_DOCUMENTS]: async function* (_id: string, _kind: string, skip: number) {
      skips.push(skip);
      yield* docs;
    },
  };
  return { app, skips };
}

describe("CrawlWatcher", () => {
  it("resumes over HTTP from the first document it has not seen when the socket is lost", async () => {
    const skips: number[] = [];
    const app = {
      apiUrl: "https://api.test",
      apiKey: "k",
      [RESUME_DOCUMENTS]: async function* (_id: string, kind: string, skip: number) {
        skips.push(skip);
        expect(kind).toBe("batch");
        yield doc(3);
        yield doc(4);
      },
    };
    const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket, kind: "batch" });
    const socket = FakeSocket.last as FakeSocket;
    const done = new Promise((resolve) =>
      watcher.addEventListener("done", (event) => resolve(event.detail.data)),
    );
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1), doc(2)] } });
    socket.onerror?.({});
    socket.onclose?.({ code: 1006, reason: "" });
    expect(await done).toEqual([doc(1), doc(2), doc(3), doc(4)]);
    expect(skips).toEqual([2]);
  });

  it("confirms a done over HTTP: documents the socket left out are added, a failed job ends with error", async () => {
    const run = async (resumed: () => AsyncGenerator<unknown>) => {
      const skips: number[] = [];
      const app = {
        apiUrl: "https://api.test",
        apiKey: "k",
        [RESUME_DOCUMENTS]: (_id: string, _kind: string, skip: number) => {
          skips.push(skip);
          return resumed();
        },
      };
      const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket });
      const socket = FakeSocket.last as FakeSocket;
      const events: { type: string; detail: unknown }[] = [];
      const ended = new Promise<void>((resolve) => {
        for (const type of ["document", "done", "error"] as const) {
          watcher.addEventListener(type, (event) => {
            events.push({ type, detail: event.detail });
            if (type !== "document") resolve();
          });
        }
      });
      socket.message({ type: "catchup", data: { status: "completed", data: [doc(1)] } });
      socket.onclose?.({ code: 1000, reason: JSON.stringify({ type: "done" }) });
      await ended;
      return { events, skips, watcher };
    };

    const complete = await run(async function* () {
      yield doc(2);
    });
    expect(complete.skips).toEqual([1]);
    expect(complete.events.map((e) => e.type)).toEqual(["document", "document", "done"]);
    expect(complete.watcher.data).toEqual([doc(1), doc(2)]);

    const failed = await run(async function* () {
      yield* [];
      throw new Error("Crawl job failed or was stopped. Status: failed");
    });
    expect(failed.events.at(-1)).toEqual({
      type: "error",
      detail: expect.objectContaining({
        error: "Crawl job failed or was stopped. Status: failed",
        data: [doc(1)],
      }),
    });
  });

  it("stops the HTTP fallback when closed: its signal fires and its wait ends", async () => {
    let resumed: RequestOptions | undefined;
    let polling!: () => void;
    const isPolling = new Promise<void>((resolve) => (polling = resolve));
    let stopped!: (reason: unknown) => void;
    const isStopped = new Promise((resolve) => (stopped = resolve));
    const app = {
      apiUrl: "https://api.test",
      apiKey: "k",
      [RESUME_DOCUMENTS]: async function* (
        _id: string,
        _kind: string,
        _skip: number,
        options: RequestOptions,
      ) {
        resumed = options;
        yield doc(2);
        try {
          // A job that never finishes: the fallback would wait here until its maxWait.
          await new Promise((_, reject) => {
            options.signal?.addEventListener("abort", () => reject(new AbortedError("aborted", 0)));
            polling();
          });
        } catch (error) {
          stopped(error);
        }
      },
    };
    const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket, maxWait: 60_000 });
    const socket = FakeSocket.last as FakeSocket;
    const errors: string[] = [];
    watcher.addEventListener("error", (event) => errors.push(event.detail.error));
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1)] } });
    socket.onclose?.({ code: 1006, reason: "" });
    await isPolling;
    expect(resumed?.maxWait).toBe(60_000);
    expect(resumed?.signal?.aborted).toBe(false);
    watcher.close();
    expect(resumed?.signal?.aborted).toBe(true);
    expect(await isStopped).toBeInstanceOf(AbortedError);
    expect(errors).toEqual(["Watcher closed by the caller"]);
    expect(watcher.data).toEqual([doc(1), doc(2)]);
  });

  it("closes on the caller's signal, stopping the fallback too; refuses a signal already fired", async () => {
    let resumeSignal: AbortSignal | undefined;
    let polling!: () => void;
    const isPolling = new Promise<void>((resolve) => (polling = resolve));
    const app = {
      apiUrl: "https://api.test",
      apiKey: "k",
      [RESUME_DOCUMENTS]: async function* (
        _id: string,
        _kind: string,
        _skip: number,
        options: RequestOptions,
      ) {
        resumeSignal = options.signal;
        polling();
        yield* [];
        await new Promise((_, reject) =>
          options.signal?.addEventListener("abort", () => reject(new AbortedError("aborted", 0))),
        );
      },
    };
    const controller = new AbortController();
    const watcher = new CrawlWatcher("job-1", app, {
      WebSocket: FakeSocket,
      signal: controller.signal,
    });
    const errors: string[] = [];
    watcher.addEventListener("error", (event) => errors.push(event.detail.error));
    (FakeSocket.last as FakeSocket).onclose?.({ code: 1006, reason: "" });
    await isPolling;
    controller.abort();
    expect(resumeSignal?.aborted).toBe(true);
    expect(errors).toEqual(["Watcher aborted by the caller's signal"]);
    expect(watcher.status).toBe("failed");

    expect(
      () => new CrawlWatcher("job-2", app, { WebSocket: FakeSocket, signal: controller.signal }),
    ).toThrow(AbortedError);
  });

  it("connects to the crawl's socket with the key as sub-protocol, and without one when keyless", () => {
    const keyed = watch();
    expect(keyed.socket.url).toBe("wss://api.test/v1/crawl/job-1");
    expect(keyed.socket.protocols).toBe("fc-key");
    const keyless = watch("");
    expect(keyless.socket.protocols).toBeUndefined();
  });

  it("keeps catch-up and streamed documents, announces each once, and ends with done", () => {
    const { watcher, socket, events } = watch();
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1), doc(2)] } });
    socket.message({ type: "document", data: doc(3) });
    socket.onclose?.({ code: 1000, reason: JSON.stringify({ type: "done" }) });
    expect(events.map((e) => e.type)).toEqual(["document", "document", "document", "done"]);
    expect(watcher.data).toEqual([doc(1), doc(2), doc(3)]);
    expect(events[0]?.detail).toEqual({ ...doc(1), id: "job-1" });
    expect(events[3]?.detail).toEqual({
      status: "completed",
      data: [doc(1), doc(2), doc(3)],
      id: "job-1",
    });
    expect(watcher.status).toBe("completed");
  });

  it("ends with error when the socket closes with an empty reason", () => {
    const { socket, events } = watch();
    socket.message({ type: "document", data: doc(1) });
    socket.onclose?.({ code: 1006, reason: "" });
    expect(events.at(-1)).toEqual({
      type: "error",
      detail: {
        status: "failed",
        data: [doc(1)],
        error: "The WebSocket closed without a final message (code 1006)",
        id: "job-1",
      },
    });
  });

  it("ends with error on a binary frame and closes the socket", () => {
    const { socket, events, watcher } = watch();
    socket.message(new ArrayBuffer(4));
    expect(events.map((e) => e.type)).toEqual(["error"]);
    expect(socket.closedWith).toBe(1000);
    expect(watcher.status).toBe("failed");
  });

  it("ends with error on a message that is not JSON, and on a non-JSON close reason", () => {
    const notJson = watch();
    notJson.socket.message("{oops");
    expect(notJson.events.map((e) => e.type)).toEqual(["error"]);

    const reason = watch();
    reason.socket.onclose?.({ code: 3003, reason: "Forbidden" });
    expect(reason.events).toEqual([
      {
        type: "error",
        detail: expect.objectContaining({ error: "The WebSocket closed (code 3003): Forbidden" }),
      },
    ]);
  });

  it("passes on the API's error and never emits a second final event", () => {
    const { socket, events } = watch();
    socket.message({ type: "error", error: "Job not found" });
    socket.onerror?.({});
    socket.onclose?.({ code: 1008, reason: JSON.stringify({ type: "done" }) });
    socket.message({ type: "document", data: doc(9) });
    expect(events).toEqual([
      { type: "error", detail: expect.objectContaining({ error: "Job not found" }) },
    ]);
  });

  it("ends with error when the caller closes it", () => {
    const { watcher, events } = watch();
    watcher.close();
    watcher.close();
    expect(events).toEqual([
      { type: "error", detail: expect.objectContaining({ error: "Watcher closed by the caller" }) },
    ]);
  });

  it("ignores message types it does not know", () => {
    const { socket, events } = watch();
    socket.message({ type: "heartbeat" });
    socket.message({ type: "done" });
    expect(events.map((e) => e.type)).toEqual(["done"]);
  });

  it("finishes over HTTP when the socket does not open in time, or falls silent", async () => {
    const finishOverHttp = async (options: { connectTimeout?: number; idleTimeout?: number }) => {
      const { app, skips } = resumingApp(doc(2));
      const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket, ...options });
      const socket = FakeSocket.last as FakeSocket;
      const done = new Promise<unknown[]>((resolve) =>
        watcher.addEventListener("done", (event) => resolve(event.detail.data)),
      );
      return { socket, done, skips };
    };

    const neverOpens = await finishOverHttp({ connectTimeout: 5 });
    expect(await neverOpens.done).toEqual([doc(2)]);
    expect(neverOpens.socket.closedWith).toBe(1000);

    const silent = await finishOverHttp({ idleTimeout: 5 });
    silent.socket.onopen?.({});
    silent.socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1)] } });
    expect(await silent.done).toEqual([doc(1), doc(2)]);
    expect(silent.skips).toEqual([1]);
  });

  it("ends with error when the socket does not open in time and resuming over HTTP is off", async () => {
    const watcher = new CrawlWatcher(
      "job-1",
      { apiUrl: "https://api.test", apiKey: "k" },
      { WebSocket: FakeSocket, connectTimeout: 5, resumeOverHttp: false },
    );
    const error = await new Promise<string>((resolve) =>
      watcher.addEventListener("error", (event) => resolve(event.detail.error)),
    );
    expect(error).toBe("The WebSocket did not open within 5 ms");
  });

  it("keeps a document the socket sends twice only once", async () => {
    const { watcher, socket } = watch();
    const once = { markdown: "# 1", metadata: { scrapeId: "s-1" } };
    socket.message({ type: "catchup", data: { status: "scraping", data: [once] } });
    socket.message({ type: "document", data: { ...once } });
    expect(watcher.data).toEqual([once]);
    watcher.close();
  });

  it("with retain: false keeps nothing, counts what it told, and resumes over HTTP from that count", async () => {
    const { app, skips } = resumingApp(doc(3));
    const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket, retain: false });
    const socket = FakeSocket.last as FakeSocket;
    const told: unknown[] = [];
    watcher.addEventListener("document", (event) => told.push(event.detail));
    const done = new Promise((resolve) =>
      watcher.addEventListener("done", (event) => resolve(event.detail.data)),
    );
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1)] } });
    socket.message({ type: "document", data: doc(2) });
    socket.onclose?.({ code: 1006, reason: "" });
    expect(await done).toEqual([]);
    expect(watcher.data).toEqual([]);
    expect(watcher.received).toBe(3);
    expect(skips).toEqual([2]);
    expect(told).toEqual([1, 2, 3].map((n) => ({ ...doc(n), id: "job-1" })));
  });

  it("for await yields each document once as it arrives, over the socket and then HTTP, and ends with the watch", async () => {
    const { app } = resumingApp(doc(3), doc(4));
    const watcher = new CrawlWatcher("job-1", app, { WebSocket: FakeSocket, retain: false });
    const socket = FakeSocket.last as FakeSocket;
    const seen: unknown[] = [];
    const loop = (async () => {
      for await (const document of watcher) seen.push(document);
    })();
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1)] } });
    await new Promise((resolve) => setImmediate(resolve));
    socket.message({ type: "document", data: doc(2) });
    socket.message({ type: "document", data: doc(2) });
    socket.onclose?.({ code: 1000, reason: JSON.stringify({ type: "done" }) });
    await loop;
    expect(seen).toEqual([doc(1), doc(2), doc(3), doc(4)]);
    expect(watcher.status).toBe("completed");
  });

  it("for await begins with the documents data kept, and leaving the loop early closes the watcher", async () => {
    const { watcher, socket, events } = watch();
    socket.message({ type: "catchup", data: { status: "scraping", data: [doc(1), doc(2)] } });
    for await (const document of watcher) {
      expect(document).toEqual(doc(1));
      break;
    }
    expect(events.at(-1)).toEqual({
      type: "error",
      detail: expect.objectContaining({ error: "Watcher closed by the caller" }),
    });
    expect(socket.closedWith).toBe(1000);
  });

  it("for await throws why the watch failed, typed", async () => {
    const failure = async (end: (watcher: CrawlWatcher, socket: FakeSocket) => void) => {
      const { watcher, socket } = watch();
      const loop = (async () => {
        for await (const _document of watcher);
      })();
      end(watcher, socket);
      return loop.then(
        () => "ended without an error",
        (error: unknown) => error,
      );
    };
    const failed = await failure((_, socket) => socket.message({ type: "error", error: "Boom" }));
    expect(failed).toBeInstanceOf(JobFailedError);
    expect(failed).toMatchObject({
      jobId: "job-1",
      message: "The crawl failed or was stopped. Error: Boom",
    });
    expect(await failure((watcher) => watcher.close())).toBeInstanceOf(AbortedError);
    expect(await failure((_, socket) => socket.message("{oops"))).toBeInstanceOf(
      InvalidResponseError,
    );
    const lost = await failure((_, socket) => socket.onclose?.({ code: 1006, reason: "" }));
    expect(lost).toBeInstanceOf(ConnectionError);
    expect((lost as Error).message).toBe(
      "The WebSocket closed without a final message (code 1006)",
    );
  });
});
