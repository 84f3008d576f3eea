// A caller who starts a crawl and waits for it (crawlUrl, v2 crawl) against the emulator over
// loopback: progress over the crawl's socket, the job's id as soon as it exists, and the job
// cancelled at the provider when the wait is abandoned, so that nothing keeps spending credits.
import { describe, expect, it, vi } from "vitest";
import {
  AbortedError,
  DeadlineExceededError,
  FirecrawlApp,
  type FirecrawlDocument,
  JobFailedError,
  type JobProgress,
  PaginationStalledError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { API_KEY, sourceUrls, useEmulator } from "../support/emulator.js";

const PAGES = 12;
const SITE = "https://example.com";
// Several status pages per crawl, so that a server ignoring `skip` cannot be paged to the end.
const served = useEmulator({
  site: { pages: PAGES, pageBytes: 400 },
  timing: { pageIntervalMs: 2 },
  statusPageBytes: 4_000,
});

function app(): FirecrawlApp {
  return new FirecrawlApp({
    apiUrl: served.emulator.url,
    apiKey: API_KEY,
    clock: acceleratedClock(),
  });
}

const requests = (route: string) => served.emulator.stats().requests[route] ?? 0;

function expectEachPageOnce(docs: FirecrawlDocument<undefined>[]) {
  const urls = sourceUrls(docs);
  expect(urls).toHaveLength(PAGES);
  expect(new Set(urls).size).toBe(PAGES);
}

describe("a wait with progress", () => {
  it("follows the crawl's socket: every page once, counts rising to the end, one status read to confirm", async () => {
    const progress: JobProgress[] = [];
    const crawl = await app().crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
      onProgress: (step) => progress.push(step),
    });
    expect(crawl.status).toBe("completed");
    expectEachPageOnce(crawl.data);
    expect(crawl.creditsUsed).toBe(PAGES);
    expect(progress.at(-1)).toEqual({ status: "completed", completed: PAGES, total: PAGES });
    const completed = progress.map((step) => step.completed);
    expect(completed).toEqual([...completed].sort((a, b) => a - b));
    expect(requests("crawl.ws")).toBe(1);
    expect(requests("crawl.status")).toBeLessThanOrEqual(2);
  });

  it("on a server that ignores skip and limit, moves each page once where polling cannot reach them all", async () => {
    served.emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
    const watched = await app().crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
      onProgress: () => undefined,
    });
    expectEachPageOnce(watched.data);
    const watchedReads = requests("crawl.status");

    const polled = await app()
      .crawlUrl(SITE, { limit: PAGES }, 2, undefined, { onProgress: () => undefined, watch: false })
      .catch((caught: unknown) => caught);
    expect(polled).toBeInstanceOf(PaginationStalledError);
    expect(watchedReads).toBeLessThanOrEqual(2);
  });

  it("ends at the deadline while the socket stays open, with the job's last status", async () => {
    served.emulator.faults.inject({ route: "crawl.start", kind: "never-finish" });
    served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 60_000 });
    const error = await app()
      .crawlUrl("https://slow.example.com", { limit: PAGES }, 2, undefined, {
        onProgress: () => undefined,
        maxWait: 300,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as DeadlineExceededError).message).toContain("maxWait 300 ms");
  });
});

describe("onStarted and cancelOnAbandon", () => {
  it("tells the job's id before the first status check", async () => {
    let readsWhenStarted = -1;
    let startedId = "";
    const crawl = await app().crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
      watch: false,
      onProgress: () => undefined,
      onStarted: (id) => {
        startedId = id;
        readsWhenStarted = requests("crawl.status");
      },
    });
    expect(startedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(readsWhenStarted).toBe(0);
    expect(crawl.data).toHaveLength(PAGES);
  });

  it("an abort during the wait cancels the job at the provider", async () => {
    served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 60_000 });
    const controller = new AbortController();
    let jobId = "";
    const waiting = app().crawlUrl("https://slow.example.com", { limit: PAGES }, 2, undefined, {
      signal: controller.signal,
      watch: false,
      cancelOnAbandon: true,
      onStarted: (id) => (jobId = id),
      onProgress: () => controller.abort(),
    });
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    await vi.waitFor(() => expect(requests("crawl.cancel")).toBe(1));
    expect((await app().checkCrawlStatus(jobId)).status).toBe("cancelled");
  });

  it("an abort while the start is in flight rejects at once and cancels the job when its id arrives", async () => {
    served.emulator.faults.inject({ route: "crawl.start", kind: "slow", delayMs: 400, times: 1 });
    const controller = new AbortController();
    const onStarted = vi.fn();
    const waiting = app().crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
      signal: controller.signal,
      cancelOnAbandon: true,
      onStarted,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    // Rejected before the provider answered the start: nothing to cancel yet.
    expect(requests("crawl.cancel")).toBe(0);
    await vi.waitFor(() => expect(requests("crawl.cancel")).toBe(1));
    expect(requests("crawl.start")).toBe(1);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it("a function decides for a started job: false where the caller sent a cancel of its own", async () => {
    served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 60_000 });
    const asked: string[] = [];
    const controller = new AbortController();
    const waiting = app().crawlUrl("https://slow.example.com", { limit: PAGES }, 2, undefined, {
      signal: controller.signal,
      watch: false,
      cancelOnAbandon: (id) => {
        asked.push(id);
        return false;
      },
      onProgress: () => controller.abort(),
    });
    await expect(waiting).rejects.toBeInstanceOf(AbortedError);
    expect(asked).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests("crawl.cancel")).toBe(0);
  });

  it("a signal aborted before the call starts nothing", async () => {
    const error = await app()
      .crawlUrl(SITE, {}, 2, undefined, { signal: AbortSignal.abort(), cancelOnAbandon: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AbortedError);
    expect(requests("crawl.start")).toBe(0);
  });

  it("a wait past its deadline cancels the job it gave up on", async () => {
    served.emulator.faults.inject({ route: "crawl.start", kind: "never-finish" });
    const error = await app()
      .crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
        watch: false,
        cancelOnAbandon: true,
        maxWait: 10_000,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeadlineExceededError);
    await vi.waitFor(() => expect(requests("crawl.cancel")).toBe(1));
  });

  it("a job that failed is not cancelled again; without cancelOnAbandon an abort cancels nothing", async () => {
    served.emulator.faults.inject({
      route: "crawl.start",
      kind: "job-fail",
      error: "Site unreachable",
    });
    const failed = await app()
      .crawlUrl(SITE, { limit: PAGES }, 2, undefined, { watch: false, cancelOnAbandon: true })
      .catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(JobFailedError);

    served.emulator.faults.clear();
    served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 60_000 });
    const controller = new AbortController();
    const abandoned = app()
      .crawlUrl("https://slow.example.com", { limit: PAGES }, 2, undefined, {
        signal: controller.signal,
        watch: false,
        onProgress: () => controller.abort(),
      })
      .catch((caught: unknown) => caught);
    expect(await abandoned).toBeInstanceOf(AbortedError);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests("crawl.cancel")).toBe(0);
  });
});
