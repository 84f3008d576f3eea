import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { crawlStatusResponseSchema, extractResponseSchema } from "../../src/schemas/responses.js";
import type { FirecrawlError } from "../../src/index.js";
import {
  AuthenticationError,
  InvalidResponseError,
  JobFailedError,
  NotFoundError,
  TimeoutError,
  ValidationError,
} from "../../src/index.js";
import { FirecrawlApp } from "../../src/index.js";
import { clientFor, sourceUrls, useEmulator } from "../support/emulator.js";

const SITE = "https://example.com";
const ctx = useEmulator({ site: { pages: 12, pageBytes: 300 }, timing: { pageIntervalMs: 2 } });

function expectExactPages(urls: string[], count: number) {
  expect(urls).toHaveLength(count);
  expect(new Set(urls).size).toBe(count);
  expect(urls).not.toContain("<missing>");
}

describe("every endpoint against the emulator", () => {
  it("scrapeUrl returns the flattened document", async () => {
    const { app } = clientFor(ctx.emulator);
    const result = await app.scrapeUrl(`${SITE}/about`, { formats: ["markdown", "html"] });
    expect(result.success).toBe(true);
    expect(result.markdown?.length).toBeGreaterThan(0);
    expect(result.html).toContain("<");
    expect(result.metadata?.sourceURL).toBe(`${SITE}/about`);
  });

  it("scrapeUrl sends a zod 4 schema as a real JSON Schema", async () => {
    const { app } = clientFor(ctx.emulator);
    const schema = z.object({ title: z.string() });
    const result = await app.scrapeUrl(SITE, { formats: ["json"], jsonOptions: { schema } });
    expect(result.json).toBeDefined();
    expect(result.json?.title).toBeTypeOf("string");
  });

  it("search applies the defaults and returns documents", async () => {
    const { app } = clientFor(ctx.emulator);
    const result = await app.search("keystone holdings");
    expect(result.success).toBe(true);
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.length).toBeLessThanOrEqual(5);
  });

  it("mapUrl returns links", async () => {
    const { app } = clientFor(ctx.emulator);
    const result = await app.mapUrl(SITE, { limit: 5 });
    expect(result.success).toBe(true);
    expect(result.links?.length).toBeGreaterThan(0);
    expect(result.links?.length).toBeLessThanOrEqual(5);
  });

  it("crawlUrl waits for completion and returns every page once", async () => {
    const { app, clock } = clientFor(ctx.emulator);
    const result = await app.crawlUrl(SITE, {
      limit: 100,
      scrapeOptions: { formats: ["markdown", "html"] },
    });
    expect(result.status).toBe("completed");
    expect(result.completed).toBe(12);
    expect(result.expiresAt).toBeInstanceOf(Date);
    expect(result.next).toBeUndefined();
    expectExactPages(sourceUrls(result.data), 12);
    expect(clock.sleeps.every((ms) => ms === 2000)).toBe(true);
    // The schema its type is derived from.
    expect(zm.safeParse(crawlStatusResponseSchema, result).error).toBeUndefined();
  });

  it("crawlUrl gathers a result split over many status pages", async () => {
    ctx.emulator.sites.set("big.example.com", { pages: 60, pageBytes: 2_000, pageIntervalMs: 0 });
    const small = clientFor(ctx.emulator);
    const result = await small.app.crawlUrl("https://big.example.com", { limit: 1000 });
    expectExactPages(sourceUrls(result.data), 60);
  });

  it("asyncCrawlUrl, checkCrawlStatus with paging, checkCrawlErrors (GET) and cancelCrawl", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncCrawlUrl(SITE, { limit: 12 });
    expect(started.id).toMatch(/[0-9a-f-]{36}/);
    let status = await app.checkCrawlStatus(started.id);
    while (status.status !== "completed") status = await app.checkCrawlStatus(started.id);

    const firstPage = await app.checkCrawlStatus(started.id, false, undefined, 0, 5);
    expect(firstPage.data).toHaveLength(5);
    expect(firstPage.next).toContain("skip=5");
    const secondPage = await app.checkCrawlStatus(started.id, false, firstPage.next);
    expect(secondPage.data).toHaveLength(5);
    const all = await app.checkCrawlStatus(started.id, true, undefined, 0, 5);
    expectExactPages(sourceUrls(all.data), 12);
    expect(all.next).toBeUndefined();
    for (const result of [firstPage, secondPage, all])
      expect(zm.safeParse(crawlStatusResponseSchema, result).error).toBeUndefined();

    const errors = await app.checkCrawlErrors(started.id);
    expect(errors).toEqual({ errors: [], robotsBlocked: [] });
    expect(ctx.emulator.stats().requests["crawl.errors"]).toBe(1);

    ctx.emulator.sites.set("slow.example.com", { pages: 50, pageIntervalMs: 1000 });
    const running = await app.asyncCrawlUrl("https://slow.example.com", { limit: 50 });
    const cancelled = await app.cancelCrawl(running.id);
    expect(cancelled.status).toBe("cancelled");
    expect((await app.checkCrawlStatus(running.id)).status).toBe("cancelled");
  });

  it("getActiveCrawls lists the team's running crawls with their address and options, and not a cancelled one", async () => {
    ctx.emulator.sites.set("slow.example.com", { pages: 50, pageIntervalMs: 1000 });
    const { app } = clientFor(ctx.emulator);
    const running = await app.asyncCrawlUrl("https://slow.example.com", { limit: 50 });
    const { success, crawls } = await app.getActiveCrawls();
    expect(success).toBe(true);
    expect(crawls).toEqual([
      {
        id: running.id,
        teamId: expect.any(String),
        url: "https://slow.example.com/",
        options: expect.objectContaining({ limit: 50 }),
      },
    ]);
    await app.cancelCrawl(running.id);
    expect((await app.getActiveCrawls()).crawls).toEqual([]);
    expect(ctx.emulator.stats().requests["crawl.active"]).toBe(2);
  });

  it("getActiveCrawls throws a typed error for a wrong key and for a malformed answer", async () => {
    const wrongKey = new FirecrawlApp({ apiUrl: ctx.emulator.url, apiKey: "fc-wrong" });
    await expect(wrongKey.getActiveCrawls()).rejects.toBeInstanceOf(AuthenticationError);
    ctx.emulator.faults.inject({ route: "crawl.active", kind: "malformed-json", times: 3 });
    const { app } = clientFor(ctx.emulator, { maxRetries: 0 });
    await expect(app.getActiveCrawls()).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it("the reference's helpers reach any route: the team's active crawls over getRequest", async () => {
    ctx.emulator.sites.set("slow.example.com", { pages: 50, pageIntervalMs: 1000 });
    const { app } = clientFor(ctx.emulator);
    const running = await app.asyncCrawlUrl("https://slow.example.com", { limit: 50 });
    const active = await app.getRequest(`${app.apiUrl}/v1/crawl/active`, app.prepareHeaders());
    expect(active.status).toBe(200);
    expect((active.data as { crawls: { id: string }[] }).crawls.map((c) => c.id)).toContain(
      running.id,
    );
    const cancelled = await app.deleteRequest(`/v1/crawl/${running.id}`);
    expect(cancelled.data).toEqual({ status: "cancelled" });
  });

  it("reports an unknown job as NotFoundError with status 404 and the provider's text", async () => {
    const { app } = clientFor(ctx.emulator);
    const error = await app
      .checkCrawlStatus("4d4b2f9a-46f3-4a24-a2a7-34802f474008")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as FirecrawlError).statusCode).toBe(404);
    expect((error as FirecrawlError).message).toContain("Job not found");
  });

  it("batchScrapeUrls polls the batch route and returns every page once", async () => {
    const { app } = clientFor(ctx.emulator);
    const urls = Array.from({ length: 7 }, (_, i) => `${SITE}/page-${i}`);
    const result = await app.batchScrapeUrls(urls, { formats: ["markdown"] });
    expect(result.status).toBe("completed");
    expectExactPages(sourceUrls(result.data), 7);
    expect(ctx.emulator.stats().requests["batch.status"]).toBeGreaterThan(0);
    expect(ctx.emulator.stats().requests["crawl.status"] ?? 0).toBe(0);
  });

  it("asyncBatchScrapeUrls keeps invalid URLs apart; checkBatchScrapeStatus and errors use the batch routes", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncBatchScrapeUrls(
      [`${SITE}/a`, "not a url"],
      {},
      undefined,
      undefined,
      true,
    );
    expect(started.invalidURLs).toEqual(["not a url"]);
    const status = await app.checkBatchScrapeStatus(started.id);
    expect(["scraping", "completed"]).toContain(status.status);
    const errors = await app.checkBatchScrapeErrors(started.id);
    expect(errors.errors).toEqual([]);
    expect(ctx.emulator.stats().requests["batch.errors"]).toBe(1);
  });

  it("cancelBatchScrape cancels a running batch on the batch route", async () => {
    ctx.emulator.sites.set("slow.example.com", { pages: 50, pageIntervalMs: 1000 });
    const { app } = clientFor(ctx.emulator);
    const urls = Array.from({ length: 20 }, (_, i) => `https://slow.example.com/p${i}`);
    const started = await app.asyncBatchScrapeUrls(urls);
    const cancelled = await app.cancelBatchScrape(started.id);
    expect(cancelled.status).toBe("cancelled");
    expect(ctx.emulator.stats().requests["batch.cancel"]).toBe(1);
    expect((await app.checkBatchScrapeStatus(started.id)).status).toBe("cancelled");
    const unknown = await app
      .cancelBatchScrape("4d4b2f9a-46f3-4a24-a2a7-34802f474008")
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(NotFoundError);
  });

  it("batchScrapeDocuments and crawlDocuments stream every document exactly once, page by page", async () => {
    ctx.emulator.sites.set("stream.example.com", { pages: 40, pageBytes: 500, pageIntervalMs: 3 });
    const { app } = clientFor(ctx.emulator);
    const crawl = await app.asyncCrawlUrl("https://stream.example.com", { limit: 40 });
    const crawled: string[] = [];
    for await (const doc of app.crawlDocuments(crawl.id, { pageSize: 7 }))
      crawled.push(doc.metadata?.sourceURL ?? "<missing>");
    expectExactPages(crawled, 40);

    const batch = await app.asyncBatchScrapeUrls(
      Array.from({ length: 15 }, (_, i) => `https://stream.example.com/b${i}`),
    );
    const scraped: string[] = [];
    for await (const doc of app.batchScrapeDocuments(batch.id, { pageSize: 4 }))
      scraped.push(doc.metadata?.sourceURL ?? "<missing>");
    expectExactPages(scraped, 15);
  });

  it("extract polls until completed and returns the data", async () => {
    const { app, clock } = clientFor(ctx.emulator);
    const result = await app.extract([`${SITE}/about`], {
      prompt: "company name",
      schema: z.object({ name: z.string() }),
    });
    expect(result.success).toBe(true);
    expect(result.data).toBeDefined();
    expect(clock.sleeps.every((ms) => ms === 1000)).toBe(true);
    const status = await app.getExtractStatus(result.id as string);
    expect(status.status).toBe("completed");
    expect(zm.safeParse(extractResponseSchema, result).error).toBeUndefined();
  });

  it("asyncExtract starts a job whose status can be read until it completes", async () => {
    const { app } = clientFor(ctx.emulator);
    const started = await app.asyncExtract([`${SITE}/about`], { prompt: "company name" });
    expect(started.success).toBe(true);
    const id = started.id ?? "<no id: answered synchronously>";
    expect(id).toMatch(/[0-9a-f-]{36}/);
    expect(ctx.emulator.stats().requests["extract.start"]).toBe(1);
    let status = await app.getExtractStatus(id);
    while (status.status === "processing") status = await app.getExtractStatus(id);
    expect(status.status).toBe("completed");
    expect(status.data).toBeDefined();
  });

  it("deepResearch polls, reports new activities and sources once each, and returns the result", async () => {
    const { app } = clientFor(ctx.emulator);
    const activities: unknown[] = [];
    const sources: unknown[] = [];
    const result = await app.deepResearch(
      "recession-resistant businesses",
      { maxDepth: 2 },
      (a) => activities.push(a),
      (s) => sources.push(s),
    );
    expect(result.status).toBe("completed");
    expect(result.data.finalAnalysis.length).toBeGreaterThan(0);
    expect(new Set(activities.map((a) => JSON.stringify(a))).size).toBe(activities.length);
    expect(new Set(sources.map((s) => JSON.stringify(s))).size).toBe(sources.length);
    const started = await app.asyncDeepResearch("another question", {});
    const status = await app.checkDeepResearchStatus(started.id);
    expect(["processing", "completed"]).toContain(status.status);
  });

  it("generateLLMsText polls and returns the text", async () => {
    const { app } = clientFor(ctx.emulator);
    const result = await app.generateLLMsText(SITE, { maxUrls: 3 });
    expect(result.status).toBe("completed");
    expect(result.data.llmstxt.length).toBeGreaterThan(0);
    const started = await app.asyncGenerateLLMsText(SITE);
    const status = await app.checkGenerateLLMsTextStatus(started.id);
    expect(["processing", "completed"]).toContain(status.status);
  });

  it("a crawl of a failing site ends with JobFailedError carrying the status and the provider's error", async () => {
    ctx.emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    const { app } = clientFor(ctx.emulator);
    const error = await app.crawlUrl("https://broken.example.com").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).message).toBe(
      "Crawl job failed or was stopped. Status: failed. Error: Site unreachable",
    );
    expect((error as JobFailedError).status).toBe("failed");
    expect((error as JobFailedError).message.startsWith("Error: ")).toBe(false);
  });

  it("rejects bad input before any request, naming the field", async () => {
    const { app } = clientFor(ctx.emulator);
    const cases: [() => Promise<unknown>, string][] = [
      [() => app.scrapeUrl("not a url"), "url"],
      [
        () => app.scrapeUrl(SITE, { formats: ["markdown", "pdf" as "markdown"] }),
        "params.formats[1]",
      ],
      [() => app.crawlUrl(SITE, { limit: 0 }), "params.limit"],
      [() => app.batchScrapeUrls([]), "urls"],
      [() => app.batchScrapeUrls(["https://ok.example.com", "nope"]), "urls[1]"],
      [() => app.mapUrl(SITE, { limit: 100_000 }), "params.limit"],
      [() => app.search(""), "query"],
      [() => app.checkCrawlStatus(), "id"],
    ];
    for (const [call, field] of cases) {
      const error = await call().catch((e: unknown) => e);
      expect(error, field).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe(field);
      expect((error as ValidationError).statusCode).toBe(400);
    }
    expect(await app.checkCrawlStatus().catch((e: Error) => e.message)).toBe(
      "No crawl ID provided",
    );
    expect(await app.checkBatchScrapeStatus().catch((e: Error) => e.message)).toBe(
      "No batch scrape ID provided",
    );
    expect(Object.values(ctx.emulator.stats().requests).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("a wrong key is an AuthenticationError with status 401", async () => {
    const app = new FirecrawlApp({ apiUrl: ctx.emulator.url, apiKey: "fc-wrong" });
    const error = await app.scrapeUrl(SITE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as FirecrawlError).statusCode).toBe(401);
  });
});

describe("with the client's own fetch transport (adapter: fetch), the one of browsers and edge runtimes", () => {
  it("scrapes, crawls, retries and times out the same way", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 1 });
    const { app } = clientFor(ctx.emulator, { adapter: "fetch" });
    expect((await app.scrapeUrl(SITE)).markdown).toBeTruthy();
    expectExactPages(sourceUrls((await app.crawlUrl(SITE, { limit: 12 })).data), 12);

    ctx.emulator.faults.inject({ route: "map", kind: "slow", delayMs: 400 });
    const error = await app
      .mapUrl(SITE, {}, { timeout: 100, maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });
});
