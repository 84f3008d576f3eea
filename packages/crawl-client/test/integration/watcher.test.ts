import { startEmulator } from "@keystone/crawl-emulator";
import { describe, expect, it } from "vitest";
import { AbortedError, CrawlWatcher, FirecrawlApp } from "../../src/index.js";
import type { Clock, FirecrawlDocument } from "../../src/index.js";
import { API_KEY, clientFor, sourceUrls, useEmulator } from "../support/emulator.js";

const ctx = useEmulator({ site: { pages: 8, pageBytes: 300 }, timing: { pageIntervalMs: 5 } });

type Outcome =
  | { kind: "done"; data: FirecrawlDocument<undefined>[]; ids: string[] }
  | { kind: "error"; error: string; data: FirecrawlDocument<undefined>[] };

/** Resolves with the watcher's final event, after checking for a while that no second one follows. */
async function outcome(watcher: CrawlWatcher, streamed: string[]): Promise<Outcome> {
  const finals: Outcome[] = [];
  let badDocument = false;
  watcher.addEventListener("document", (event) => {
    streamed.push(event.detail.metadata?.sourceURL ?? "<missing>");
    if (event.detail.id !== watcher.id) badDocument = true;
  });
  const first = new Promise<void>((resolve) => {
    watcher.addEventListener("done", (event) => {
      finals.push({ kind: "done", data: event.detail.data, ids: [event.detail.id] });
      resolve();
    });
    watcher.addEventListener("error", (event) => {
      finals.push({ kind: "error", error: event.detail.error, data: event.detail.data });
      resolve();
    });
  });
  await first;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(finals).toHaveLength(1);
  expect(badDocument).toBe(false);
  return finals[0] as Outcome;
}

/** A 30-page crawl started on a site slow enough that its socket is cut after three messages. */
async function crawlWithDroppedSocket() {
  ctx.emulator.sites.set("drop.example.com", { pages: 30, pageIntervalMs: 20 });
  ctx.emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 3, times: 1 });
  const { app } = clientFor(ctx.emulator);
  const started = await app.asyncCrawlUrl("https://drop.example.com", { limit: 30 });
  return { app, id: started.id };
}

describe("CrawlWatcher over a real WebSocket (Node 20, through ws)", () => {
  it("streams every document once, keeps them all in data, and ends with done", async () => {
    ctx.emulator.sites.set("watch.example.com", { pages: 20, pageIntervalMs: 10 });
    const { app } = clientFor(ctx.emulator);
    const watcher = await app.crawlUrlAndWatch("https://watch.example.com", { limit: 20 });
    const streamed: string[] = [];
    const result = await outcome(watcher, streamed);
    expect(result.kind).toBe("done");
    expect(streamed).toHaveLength(20);
    expect(new Set(streamed).size).toBe(20);
    expect(sourceUrls(result.data)).toEqual(streamed);
    expect(watcher.status).toBe("completed");
  });

  it("works keyless against a self-hosted server", async () => {
    const selfHosted = await startEmulator({ site: { pages: 4 }, timing: { pageIntervalMs: 2 } });
    try {
      const app = new FirecrawlApp({ apiUrl: `${selfHosted.url}/` });
      const watcher = await app.crawlUrlAndWatch("https://example.com");
      const streamed: string[] = [];
      const result = await outcome(watcher, streamed);
      expect(result.kind).toBe("done");
      expect(result.data).toHaveLength(4);
    } finally {
      await selfHosted.close();
    }
  });

  it("watches a batch scrape", async () => {
    const { app } = clientFor(ctx.emulator);
    const urls = ["https://example.com/x", "https://example.com/y", "https://example.com/z"];
    const watcher = await app.batchScrapeUrlsAndWatch(urls);
    const streamed: string[] = [];
    const result = await outcome(watcher, streamed);
    expect(result.kind).toBe("done");
    expect(new Set(streamed)).toEqual(new Set(urls));
  });

  it("ends with error when the crawl fails, although the socket says done (only HTTP tells)", async () => {
    ctx.emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    const { app } = clientFor(ctx.emulator);
    const watcher = await app.crawlUrlAndWatch("https://broken.example.com");
    const result = await outcome(watcher, []);
    expect(result).toMatchObject({
      kind: "error",
      error: "Crawl job failed or was stopped. Status: failed. Error: Site unreachable",
    });
  });

  it("ends with error when the crawl is cancelled while watched, keeping what arrived", async () => {
    ctx.emulator.sites.set("cancel.example.com", { pages: 30, pageIntervalMs: 20 });
    const { app } = clientFor(ctx.emulator);
    const watcher = await app.crawlUrlAndWatch("https://cancel.example.com");
    const streamed: string[] = [];
    const first = new Promise((resolve) => watcher.addEventListener("document", resolve));
    const result = outcome(watcher, streamed);
    await first;
    await app.cancelCrawl(watcher.id);
    expect(await result).toMatchObject({
      kind: "error",
      error: "Crawl job failed or was stopped. Status: cancelled",
    });
    expect(streamed.length).toBeGreaterThan(0);
    expect(new Set(streamed).size).toBe(streamed.length);
  });

  it("ends with error for an unknown job and for a wrong key", async () => {
    const { app } = clientFor(ctx.emulator);
    const unknown = await outcome(
      new CrawlWatcher("4d4b2f9a-46f3-4a24-a2a7-34802f474008", app),
      [],
    );
    expect(unknown).toMatchObject({ kind: "error", error: "Job not found" });

    const started = await app.asyncCrawlUrl("https://example.com");
    const wrongKey = new FirecrawlApp({ apiUrl: ctx.emulator.url, apiKey: "fc-wrong" });
    const denied = await outcome(new CrawlWatcher(started.id, wrongKey), []);
    expect(denied.kind).toBe("error");
    expect((denied as { error: string }).error).toMatch(/unauthorized/i);
  });

  it("finishes over HTTP when the socket drops without a close frame: nothing lost, nothing twice", async () => {
    ctx.emulator.sites.set("drop.example.com", { pages: 30, pageIntervalMs: 20 });
    ctx.emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 3, times: 1 });
    const { app } = clientFor(ctx.emulator);
    const watcher = await app.crawlUrlAndWatch("https://drop.example.com", { limit: 30 });
    const streamed: string[] = [];
    const result = await outcome(watcher, streamed);
    expect(result.kind).toBe("done");
    expect(streamed).toHaveLength(30);
    expect(new Set(streamed).size).toBe(30);
    expect(sourceUrls(result.data)).toEqual(streamed);
    expect(ctx.emulator.stats().faults["ws-drop"]).toBe(1);
    expect(ctx.emulator.stats().requests["crawl.status"]).toBeGreaterThan(0);
  });

  it("with retain: false, for await follows a crawl whose socket drops: each document once, none kept", async () => {
    const { app, id } = await crawlWithDroppedSocket();
    const watcher = new CrawlWatcher(id, app, { retain: false });
    const streamed: string[] = [];
    for await (const document of watcher) streamed.push(document.metadata?.sourceURL ?? "");
    expect(streamed).toHaveLength(30);
    expect(new Set(streamed).size).toBe(30);
    expect(watcher.data).toEqual([]);
    expect(watcher.received).toBe(30);
    expect(watcher.status).toBe("completed");
    expect(ctx.emulator.stats().faults["ws-drop"]).toBe(1);
    expect(ctx.emulator.stats().requests["crawl.status"]).toBeGreaterThan(0);
  });

  it("resumes a batch watch on the batch route", async () => {
    ctx.emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 1, times: 1 });
    const { app } = clientFor(ctx.emulator);
    const urls = Array.from({ length: 5 }, (_, i) => `https://example.com/r${i}`);
    const watcher = await app.batchScrapeUrlsAndWatch(urls);
    const streamed: string[] = [];
    const result = await outcome(watcher, streamed);
    expect(result.kind).toBe("done");
    expect(new Set(streamed)).toEqual(new Set(urls));
    expect(streamed).toHaveLength(5);
    expect(ctx.emulator.stats().requests["batch.status"]).toBeGreaterThan(0);
  });

  it("without the HTTP fallback, a dropped socket ends with error and keeps what arrived", async () => {
    const { app, id } = await crawlWithDroppedSocket();
    const watcher = new CrawlWatcher(id, app, { resumeOverHttp: false });
    const streamed: string[] = [];
    const result = await outcome(watcher, streamed);
    expect(result.kind).toBe("error");
    expect((result as { error: string }).error).toMatch(
      /closed without a final message \(code 1006\)/,
    );
    expect(result.data.length).toBe(streamed.length);
    expect(new Set(streamed).size).toBe(streamed.length);
  });

  it("finishes over HTTP when the upgrade is refused or reset", async () => {
    const { app } = clientFor(ctx.emulator);
    for (const fault of [{ kind: "status", status: 503 }, { kind: "reset" }] as const) {
      ctx.emulator.faults.inject({ route: "crawl.ws", times: 1, ...fault });
      const started = await app.asyncCrawlUrl("https://example.com");
      const streamed: string[] = [];
      const result = await outcome(new CrawlWatcher(started.id, app), streamed);
      expect(result.kind).toBe("done");
      expect(streamed).toHaveLength(8);
      expect(new Set(streamed).size).toBe(8);
    }
  });

  it("close() stops the HTTP fallback of a crawl that never finishes: its poll wait is aborted", async () => {
    // Real time, except that a poll wait lasts until it is aborted: the fallback parks in its first one.
    const waits: { ms: number; signal: AbortSignal | undefined; ended: Promise<unknown> }[] = [];
    let firstWait!: () => void;
    const waiting = new Promise<void>((resolve) => (firstWait = resolve));
    const clock: Clock = {
      now: () => Date.now(),
      sleep: (ms, signal) => {
        const sleep = new Promise<void>((_, reject) =>
          signal?.addEventListener("abort", () => reject(new AbortedError("aborted", 0))),
        );
        waits.push({ ms, signal, ended: sleep.catch((error: unknown) => error) });
        firstWait();
        return sleep;
      },
    };
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "never-finish", times: 1 });
    ctx.emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 1, times: 1 });
    const app = new FirecrawlApp({ apiUrl: ctx.emulator.url, apiKey: API_KEY, clock });
    const watcher = await app.crawlUrlAndWatch("https://example.com", {}, undefined, {
      maxWait: 60_000,
    });
    await waiting;
    expect(ctx.emulator.stats().requests["crawl.status"]).toBeGreaterThan(0);
    expect(waits).toHaveLength(1);
    expect(waits[0]?.signal?.aborted).toBe(false);
    watcher.close();
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(await waits[0]?.ended).toBeInstanceOf(AbortedError);
    expect(watcher.status).toBe("failed");
  });

  it("crawlUrlAndWatch passes its signal on: aborting it closes the watcher", async () => {
    ctx.emulator.sites.set("slow.example.com", { pages: 30, pageIntervalMs: 1_000 });
    const { app } = clientFor(ctx.emulator);
    const controller = new AbortController();
    const watcher = await app.crawlUrlAndWatch("https://slow.example.com", {}, undefined, {
      signal: controller.signal,
    });
    const result = outcome(watcher, []);
    controller.abort();
    expect(await result).toMatchObject({
      kind: "error",
      error: "Watcher aborted by the caller's signal",
    });
  });

  it("ends with error when the fallback fails too", async () => {
    ctx.emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    ctx.emulator.faults.inject({ route: "crawl.ws", kind: "reset", times: 1 });
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncCrawlUrl("https://broken.example.com");
    const result = await outcome(new CrawlWatcher(started.id, app), []);
    expect(result.kind).toBe("error");
    expect((result as { error: string }).error).toMatch(
      /resuming over HTTP failed: Crawl job failed or was stopped\. Status: failed\. Error: Site unreachable$/,
    );
  });
});
