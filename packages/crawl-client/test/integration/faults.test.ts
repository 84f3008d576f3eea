import { startEmulator } from "@keystone/crawl-emulator";
import { describe, expect, it } from "vitest";
import {
  AbortedError,
  DeadlineExceededError,
  type FirecrawlError,
  InvalidResponseError,
  JobFailedError,
  RateLimitError,
  ServerError,
  TimeoutError,
} from "../../src/index.js";
import { API_KEY, clientFor, sourceUrls, useEmulator } from "../support/emulator.js";

// Small status pages (about 3 documents each) so that paging is exercised on every crawl.
const ctx = useEmulator({
  site: { pages: 12, pageBytes: 400 },
  timing: { pageIntervalMs: 1 },
  statusPageBytes: 4_000,
});
const SITE = "https://example.com";

function expectExactPages(urls: string[], count: number) {
  expect(urls).toHaveLength(count);
  expect(new Set(urls).size).toBe(count);
}

async function failureOf(promise: Promise<unknown>): Promise<FirecrawlError> {
  try {
    await promise;
  } catch (error) {
    return error as FirecrawlError;
  }
  throw new Error("expected the call to fail");
}

describe("faults injected by the emulator", () => {
  it("status: two 503s on crawl status are ridden out; every page arrives once", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 2 });
    const { app } = clientFor(ctx.emulator);
    const result = await app.crawlUrl(SITE);
    expectExactPages(sourceUrls(result.data), 12);
    expect(ctx.emulator.stats().faults["status"]).toBe(2);
  });

  it("status: three failed status checks in a row end the wait with the real status and text", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status: 500 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.crawlUrl(SITE));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.statusCode).toBe(500);
    expect(error.message).toMatch(
      /^Failed to check crawl status\. Status code: 500\. Error: An unexpected error occurred/,
    );
    expect(ctx.emulator.stats().requests["crawl.status"]).toBe(3);
  });

  it("status: a 500 on a job start is retried with the same idempotency key; one job results", async () => {
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "status", status: 502, times: 1 });
    const { app } = clientFor(ctx.emulator);
    const result = await app.crawlUrl(SITE, {}, undefined, "0b6c3d0e-52f5-4a61-9d0c-7f1b3c5a9e21");
    expectExactPages(sourceUrls(result.data), 12);
    expect(ctx.emulator.stats().requests["crawl.start"]).toBe(2);
  });

  it("rate-limit: Retry-After is honoured, then the call succeeds", async () => {
    ctx.emulator.faults.inject({
      route: "scrape",
      kind: "rate-limit",
      retryAfterSeconds: 2,
      times: 1,
    });
    const { app, clock } = clientFor(ctx.emulator);
    const result = await app.scrapeUrl(SITE);
    expect(result.markdown).toBeTruthy();
    expect(clock.sleeps).toEqual([2000]);
  });

  it("rate-limit: after maxRetries the RateLimitError carries status 429, the text and retryAfterMs", async () => {
    ctx.emulator.faults.inject({ route: "search", kind: "rate-limit", retryAfterSeconds: 1 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.search("q", {}, { maxRetries: 1 }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.statusCode).toBe(429);
    expect((error as RateLimitError).retryAfterMs).toBe(1000);
    expect(error.message).toContain("Rate limit exceeded");
    expect(ctx.emulator.stats().requests["search"]).toBe(2);
  });

  it("slow: a status check slower than the timeout times out and the poll recovers", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "slow", delayMs: 3_000, times: 1 });
    const { app } = clientFor(ctx.emulator, { timeout: 1_000 });
    const result = await app.crawlUrl(SITE);
    expectExactPages(sourceUrls(result.data), 12);
    expect(ctx.emulator.stats().faults["slow"]).toBe(1);
  });

  it("slow: a scrape slower than its timeout fails with TimeoutError (status 0)", async () => {
    ctx.emulator.faults.inject({ route: "scrape", kind: "slow", delayMs: 500 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.scrapeUrl(SITE, {}, { timeout: 100, maxRetries: 0 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.statusCode).toBe(0);
  });

  it("reset: a scrape reset after it was sent is retried only with retryUnsafe; a keyed crawl start is retried without starting two jobs", async () => {
    ctx.emulator.faults.inject({ route: "scrape", kind: "reset", times: 2 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.scrapeUrl(SITE));
    expect(error.statusCode).toBe(0);
    expect(ctx.emulator.stats().requests["scrape"]).toBe(1);
    expect((await app.scrapeUrl(SITE, {}, { retryUnsafe: true })).markdown).toBeTruthy();
    expect(ctx.emulator.stats().requests["scrape"]).toBe(3);

    ctx.emulator.faults.inject({ route: "crawl.start", kind: "reset", times: 1 });
    const key = "5c1f6a0e-8b7d-4e2a-9c3b-1d2e3f4a5b6c";
    const result = await app.crawlUrl(SITE, {}, undefined, key);
    expectExactPages(sourceUrls(result.data), 12);
    expect(ctx.emulator.stats().requests["crawl.start"]).toBe(2);
    expect(ctx.emulator.stats().faults["reset"]).toBe(3);
  });

  it("reset: a key-less crawl start reset after it was sent is not retried, so no second job can start", async () => {
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "reset", times: 1 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.crawlUrl(SITE));
    expect(error.statusCode).toBe(0);
    expect(ctx.emulator.stats().requests["crawl.start"]).toBe(1);
  });

  it("reset: a job start the API does not deduplicate is not retried after a reset", async () => {
    ctx.emulator.faults.inject({ route: "extract.start", kind: "reset", times: 1 });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.extract([SITE], { prompt: "name" }));
    expect(error.statusCode).toBe(0);
    expect(error.message).toBe(
      "No response received while trying to start extract job. This may be a network error or the server is unreachable.",
    );
    expect(ctx.emulator.stats().requests["extract.start"]).toBe(1);
  });

  it("malformed-json: a status page that is not JSON counts as a failed check and is retried", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "malformed-json", times: 2 });
    const { app } = clientFor(ctx.emulator);
    const result = await app.crawlUrl(SITE);
    expectExactPages(sourceUrls(result.data), 12);
  });

  it("malformed-json: persistent garbage is an InvalidResponseError, not a crash", async () => {
    ctx.emulator.faults.inject({ route: "map", kind: "malformed-json" });
    const { app } = clientFor(ctx.emulator);
    const error = await failureOf(app.mapUrl(SITE));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.statusCode).toBe(200);
    expect(String(error.body)).toContain("502 Bad Gateway");
  });

  it("truncated-json: a crawl or batch start whose answer was cut keeps the job's id; one job, every page", async () => {
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "truncated-json", times: 1 });
    ctx.emulator.faults.inject({ route: "batch.start", kind: "truncated-json", times: 1 });
    const { app } = clientFor(ctx.emulator);
    const result = await app.crawlUrl(SITE);
    expectExactPages(sourceUrls(result.data), 12);
    const urls = Array.from({ length: 4 }, (_, i) => `${SITE}/b${i}`);
    const batch = await app.batchScrapeUrls(urls);
    expectExactPages(sourceUrls(batch.data), 4);
    expect(ctx.emulator.stats().faults["truncated-json"]).toBe(2);
    expect(ctx.emulator.stats().requests["crawl.start"]).toBe(1);
    expect(ctx.emulator.stats().requests["batch.start"]).toBe(1);
  });

  it("truncated-json: a cut status page is retried", async () => {
    ctx.emulator.faults.inject({ route: "batch.status", kind: "truncated-json", times: 2 });
    const { app } = clientFor(ctx.emulator);
    const urls = Array.from({ length: 6 }, (_, i) => `${SITE}/p${i}`);
    const result = await app.batchScrapeUrls(urls);
    expectExactPages(sourceUrls(result.data), 6);
  });

  it("broken-next: a next page that keeps failing is ridden out from the status route; every page once", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncCrawlUrl(SITE);
    let status = await app.checkCrawlStatus(started.id);
    while (status.status !== "completed") status = await app.checkCrawlStatus(started.id);

    ctx.emulator.faults.inject({ route: "crawl.status", kind: "broken-next", times: 1 });
    const all = await app.checkCrawlStatus(started.id, true);
    expectExactPages(sourceUrls(all.data), 12);
    expect(ctx.emulator.stats().faults["broken-next"]).toBe(1);
  });

  it("broken-next: a document stream, even with every next link broken, delivers each page once", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncCrawlUrl(SITE);
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "broken-next" });
    const received: string[] = [];
    for await (const doc of app.crawlDocuments(started.id, { pageSize: 5 }))
      received.push(doc.metadata?.sourceURL ?? "");
    expectExactPages(received, 12);
    expect(ctx.emulator.stats().faults["broken-next"]).toBeGreaterThan(1);
  });

  it("checkCrawlStatus with a next link and skip/limit replaces the link's parameters", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncCrawlUrl(SITE);
    let status = await app.checkCrawlStatus(started.id);
    while (status.status !== "completed") status = await app.checkCrawlStatus(started.id);

    const first = await app.checkCrawlStatus(started.id, false, undefined, 0, 3);
    expect(first.next).toMatch(/skip=3&limit=3$/);
    const page = await app.checkCrawlStatus(started.id, false, first.next, 6, 2);
    const all = await app.checkCrawlStatus(started.id, true);
    expect(sourceUrls(page.data)).toEqual(sourceUrls(all.data).slice(6, 8));
    expect(page.next).toMatch(/skip=8&limit=2$/);
  });

  it("never-finish: the wait ends at maxWait with DeadlineExceededError naming the job and its status", async () => {
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "never-finish", times: 1 });
    const { app } = clientFor(ctx.emulator, { maxWait: 60_000 });
    const error = await failureOf(app.crawlUrl(SITE));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as DeadlineExceededError).lastStatus).toBe("scraping");
    expect(error.message).toContain("maxWait 60000 ms");
    expect((error as DeadlineExceededError).jobId).toMatch(/[0-9a-f-]{36}/);
  });

  it("never-finish: extract, deep research and llms.txt waits also end at their deadline", async () => {
    ctx.emulator.faults.inject({ route: "extract.start", kind: "never-finish" });
    ctx.emulator.faults.inject({ route: "deepResearch.start", kind: "never-finish" });
    ctx.emulator.faults.inject({ route: "llmstxt.start", kind: "never-finish" });
    const { app } = clientFor(ctx.emulator, { maxWait: 20_000 });
    for (const call of [
      () => app.extract([SITE], { prompt: "x" }),
      () => app.deepResearch("q", {}),
      () => app.generateLLMsText(SITE),
    ]) {
      expect(await failureOf(call())).toBeInstanceOf(DeadlineExceededError);
    }
  });

  it("job-fail: every kind of job that fails is a JobFailedError with the provider's error", async () => {
    for (const route of [
      "crawl.start",
      "batch.start",
      "extract.start",
      "deepResearch.start",
      "llmstxt.start",
    ] as const) {
      ctx.emulator.faults.inject({ route, kind: "job-fail", error: `boom in ${route}` });
    }
    const { app } = clientFor(ctx.emulator);
    const expectations: [() => Promise<unknown>, RegExp][] = [
      [
        () => app.crawlUrl(SITE),
        /^Crawl job failed or was stopped\. Status: failed\. Error: boom in crawl\.start$/,
      ],
      [
        () => app.batchScrapeUrls([`${SITE}/a`, `${SITE}/b`]),
        /^Batch scrape job failed or was stopped\. Status: failed/,
      ],
      [
        () => app.extract([SITE], { prompt: "x" }),
        /^Extract job failed\. Error: boom in extract\.start$/,
      ],
      [
        () => app.deepResearch("q", {}),
        /^Research job failed\. Error: boom in deepResearch\.start$/,
      ],
      [
        () => app.generateLLMsText(SITE),
        /^LLMs\.txt generation job failed\. Error: boom in llmstxt\.start$/,
      ],
    ];
    for (const [call, message] of expectations) {
      const error = await failureOf(call());
      expect(error).toBeInstanceOf(JobFailedError);
      expect(error.message).toMatch(message);
    }
  });

  it("an AbortSignal ends a wait at once", async () => {
    ctx.emulator.faults.inject({ route: "crawl.start", kind: "never-finish", times: 1 });
    const { app } = clientFor(ctx.emulator);
    const controller = new AbortController();
    const pending = app.crawlUrl(SITE, {}, undefined, undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    expect(await failureOf(pending)).toBeInstanceOf(AbortedError);
  });

  it("random faults on every status route: a long streamed crawl still delivers each page exactly once", async () => {
    // Its own emulator, with a fixed fault seed and a crawl that is complete at once, so that the
    // sequence of requests, and with it every draw of the faults, is the same on every run. About
    // one status read in seven fails; three failures in a row would end the stream by design.
    const chaos = await startEmulator({
      apiKeys: [API_KEY],
      site: { pages: 120, pageBytes: 400 },
      timing: { pageIntervalMs: 0 },
      statusPageBytes: 4_000,
      faultSeed: 7,
    });
    try {
      chaos.faults.inject({
        route: "crawl.status",
        kind: "status",
        status: 503,
        probability: 0.08,
      });
      chaos.faults.inject({ route: "crawl.status", kind: "truncated-json", probability: 0.05 });
      chaos.faults.inject({ route: "crawl.status", kind: "reset", probability: 0.03 });
      const { app } = clientFor(chaos);
      const started = await app.asyncCrawlUrl("https://chaos.example.com", { limit: 120 });
      const received: string[] = [];
      for await (const doc of app.crawlDocuments(started.id)) {
        received.push(doc.metadata?.sourceURL ?? "");
      }
      expectExactPages(received, 120);
      expect(Object.values(chaos.stats().faults).reduce((a, b) => a + b, 0)).toBeGreaterThan(3);
    } finally {
      await chaos.close();
    }
  });
});
