import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRAWL_DOCS, type HostileApi, startHostileApi } from "../../test/support/hostile-api.js";
import { FirecrawlApp } from "../index.js";
import { FirecrawlClient } from "../v2.js";
import { CrawlWatcher } from "./crawl-watcher.js";
import type { WebSocketLike } from "./websocket.js";
import { exceedsUtf8Bytes } from "./message-size.js";

const KEY = "fc-node-caps-key";
/** Over the hostile API's 1 KiB status pages, under its 64 KiB socket message. */
const MAX_RESPONSE_BYTES = 16 * 1024;
const EVERY_DOCUMENT = Array.from(
  { length: CRAWL_DOCS },
  (_, index) => `https://example.com/${index + 1}`,
);

let api: HostileApi;
beforeAll(async () => {
  api = await startHostileApi();
});
afterAll(() => api.close());

const urlsOf = (documents: unknown[]) =>
  documents.map((document) => (document as { metadata: { sourceURL: string } }).metadata.sourceURL);
const paddedIn = (documents: unknown[]) =>
  documents.filter((document) => "padding" in (document as object)).length;

/** The close codes a socket's client sent, once it has closed. */
async function closesOf(id: string): Promise<number[]> {
  while ((api.socketCloses.get(id) ?? []).length === 0)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return api.socketCloses.get(id) ?? [];
}

describe("the watcher's socket on Node (ws)", () => {
  it("stops a message over maxResponseBytes at ws's maxPayload (close 1009), and finishes over HTTP with every document once", async () => {
    const client = new FirecrawlClient({
      apiUrl: api.url,
      apiKey: KEY,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    });
    const watcher = client.watcher("socket-node-watch");
    const documents: unknown[] = [];
    let final = "";
    watcher.on("document", (document) => documents.push(document));
    watcher.on("done", ({ status }) => (final = status));
    watcher.on("error", ({ error }) => (final = `error: ${error}`));
    await watcher.start();
    expect({ final, urls: urlsOf(documents), padded: paddedIn(documents) }).toEqual({
      final: "completed",
      urls: EVERY_DOCUMENT,
      padded: 0,
    });
    // 1009 "message too big" is ws's answer to a frame over maxPayload, sent before it is read.
    expect(await closesOf("socket-node-watch")).toEqual([1009]);
  });

  it("holds for the crawl wait with onProgress that follows the socket, v1 and v2", async () => {
    const options = { apiUrl: api.url, apiKey: KEY, maxResponseBytes: MAX_RESPONSE_BYTES };
    const progress: { status: string; completed: number; total: number }[] = [];
    const onProgress = (step: (typeof progress)[number]) => progress.push({ ...step });
    const crawls = [
      () =>
        new FirecrawlApp(options).crawlUrl("https://example.com", {}, undefined, undefined, {
          onProgress,
        }),
      () => new FirecrawlClient(options).crawl("https://example.com", { onProgress }),
    ];
    for (const crawl of crawls) {
      const socketsBefore = new Set(api.socketCloses.keys());
      const { status, data } = await crawl();
      expect({ status, urls: urlsOf(data), padded: paddedIn(data) }).toEqual({
        status: "completed",
        urls: EVERY_DOCUMENT,
        padded: 0,
      });
      expect(progress.at(-1)).toEqual({
        status: "completed",
        completed: CRAWL_DOCS,
        total: CRAWL_DOCS,
      });
      const opened = [...api.socketCloses.keys()].filter((id) => !socketsBefore.has(id));
      expect(opened).toHaveLength(1);
      expect(await closesOf(opened[0] ?? "")).toEqual([1009]);
    }
  });
});

describe("the socket's message cap", () => {
  class RecordingSocket implements WebSocketLike {
    static options: unknown;
    onopen = null;
    onmessage = null;
    onclose = null;
    onerror = null;

    constructor(_url: string, _protocols?: string | string[], options?: unknown) {
      RecordingSocket.options = options;
    }

    close(): void {}
  }

  it("is the client's maxResponseBytes, 64 MiB by default, passed to the socket as maxPayload", () => {
    const apiUrl = "http://127.0.0.1:9";
    for (const [config, maxPayload] of [
      [{}, 64 * 1024 * 1024],
      [{ maxResponseBytes: 12_345 }, 12_345],
    ] as const) {
      const v2 = new FirecrawlClient({ apiUrl, WebSocket: RecordingSocket, ...config });
      const watcher = v2.watcher("job");
      void watcher.start();
      expect(RecordingSocket.options).toEqual({ maxPayload });
      watcher.close();
      RecordingSocket.options = undefined;
      const v1 = new FirecrawlApp({ apiUrl, WebSocket: RecordingSocket, ...config });
      new CrawlWatcher("job", v1).close();
      expect(RecordingSocket.options).toEqual({ maxPayload });
    }
  });

  it("counts a message's UTF-8 bytes, not its characters", () => {
    expect(exceedsUtf8Bytes("a".repeat(10), 10)).toBe(false);
    expect(exceedsUtf8Bytes("a".repeat(11), 10)).toBe(true);
    // é is 2 bytes, € 3, 😀 (a surrogate pair) 4.
    expect(exceedsUtf8Bytes("é".repeat(5), 10)).toBe(false);
    expect(exceedsUtf8Bytes("é".repeat(6), 11)).toBe(true);
    expect(exceedsUtf8Bytes("€".repeat(4), 12)).toBe(false);
    expect(exceedsUtf8Bytes("€".repeat(4), 11)).toBe(true);
    expect(exceedsUtf8Bytes("😀".repeat(3), 12)).toBe(false);
    expect(exceedsUtf8Bytes("😀".repeat(3), 11)).toBe(true);
    for (const text of ["a€é😀", "😀😀€", "x".repeat(40) + "€"]) {
      const bytes = new TextEncoder().encode(text).byteLength;
      expect(exceedsUtf8Bytes(text, bytes), text).toBe(false);
      expect(exceedsUtf8Bytes(text, bytes - 1), text).toBe(true);
    }
  });
});
