// The v2 client against the emulator's /v2 routes over loopback, answering like each deployment
// (the cloud, and a self-hosted server without database or LLM key), with the paging the newest
// open-source server shows: `next` past the last document, and `skip` ignored.
import { type Deployment, DEPLOYMENTS } from "@keystone/crawl-emulator";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type Document,
  Firecrawl,
  type JobProgress,
  JobFailedError,
  NotFoundError,
  PaginationStalledError,
  RouteNotServedError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { API_KEY, sourceUrls, useEmulator } from "../support/emulator.js";

const PAGES = 12;
const SITE = "https://example.com";
// About three documents a status page, so that every read walks several pages.
const served = useEmulator({
  site: { pages: PAGES, pageBytes: 400 },
  timing: { pageIntervalMs: 1 },
  statusPageBytes: 4_000,
});

/** The client a team would use: the key for the cloud, none for its own server. */
function clientFor(deployment: Deployment): Firecrawl {
  return new Firecrawl({
    apiUrl: served.emulator.url,
    ...(deployment === "cloud" ? { apiKey: API_KEY } : {}),
    clock: acceleratedClock(),
  });
}

function expectEachPageOnce(docs: Document[], count = PAGES) {
  const urls = sourceUrls(docs);
  expect(urls).toHaveLength(count);
  expect(new Set(urls).size).toBe(count);
}

describe.each(DEPLOYMENTS)("the v2 client against the %s deployment", (deployment) => {
  beforeEach(() => served.emulator.setDeployment(deployment));

  it("scrapes, searches and maps with v2 shapes", async () => {
    const client = clientFor(deployment);
    const page = await client.scrape(`${SITE}/about`, { formats: ["markdown"] });
    expect(page.markdown).toEqual(expect.any(String));
    expect(page.metadata?.sourceURL).toBe(`${SITE}/about`);
    const found = await client.search("example", { limit: 2 });
    expect(Array.isArray(found.web)).toBe(true);
    const { links } = await client.map(SITE);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => typeof link.url === "string")).toBe(true);
  });

  it("reads a scrape again by its scrapeId; an id the server never gave is a NotFoundError", async () => {
    const client = clientFor(deployment);
    const page = await client.scrape(`${SITE}/about`, { formats: ["markdown", "links"] });
    const scrapeId = page.metadata?.scrapeId ?? "";
    expect(scrapeId).not.toBe("");
    expect(await client.getScrapeStatus(scrapeId)).toEqual(page);
    const unknown = await client
      .getScrapeStatus("00000000-0000-4000-8000-000000000000")
      .catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ statusCode: 404 });
    expect(served.emulator.stats().requests["v2.scrape.status"]).toBe(2);
  });

  it("crawls with progress, and reads the finished crawl's pages each once", async () => {
    const client = clientFor(deployment);
    const progress: JobProgress[] = [];
    const job = await client.crawl(SITE, {
      limit: PAGES,
      onProgress: (step) => progress.push(step),
    });
    expect(job.status).toBe("completed");
    expectEachPageOnce(job.data);
    expect(progress.at(-1)).toMatchObject({ status: "completed", completed: PAGES });
    const completed = progress.map((step) => step.completed);
    expect(completed).toEqual([...completed].sort((a, b) => a - b));
    expectEachPageOnce((await client.getCrawlStatus(job.id)).data);
  });

  it("iterates a crawl's and a batch's documents with for await, each once", async () => {
    const client = clientFor(deployment);
    const { id } = await client.startCrawl(SITE, { limit: PAGES });
    const crawled: Document[] = [];
    for await (const document of client.crawlDocuments(id, { pageSize: 5 })) crawled.push(document);
    expectEachPageOnce(crawled);
    const urls = [`${SITE}/about`, `${SITE}/contact`];
    const batch = await client.startBatchScrape(urls);
    const scraped: Document[] = [];
    for await (const document of client.batchScrapeDocuments(batch.id)) scraped.push(document);
    expect(sourceUrls(scraped).sort()).toEqual([...urls].sort());
  });

  it("with next past the end: each document once, nothing lost", async () => {
    served.emulator.faults.inject({ route: "v2.crawl.status", kind: "next-past-end" });
    const client = clientFor(deployment);
    const job = await client.crawl(SITE, { limit: PAGES });
    expectEachPageOnce(job.data);
  });

  it("with skip ignored: never a duplicate, and what cannot be reached is a typed error", async () => {
    const client = clientFor(deployment);
    const { id } = await client.crawl(SITE, { limit: PAGES });
    served.emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
    const error = await client.getCrawlStatus(id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationStalledError);
    const { partialData, expected } = error as PaginationStalledError<Document>;
    expect(new Set(sourceUrls(partialData)).size).toBe(partialData.length);
    expect(partialData.length).toBeLessThan(PAGES);
    expect(expected).toBe(PAGES);
  });

  it("batch-scrapes, and watches a batch over HTTP, every page once", async () => {
    const client = clientFor(deployment);
    const urls = Array.from({ length: 5 }, (_, n) => `${SITE}/batch-${n}`);
    expectEachPageOnce((await client.batchScrape(urls)).data, 5);
    const { id } = await client.startBatchScrape(urls);
    const watcher = client.watcher(id, { kind: "batch" });
    const told: Document[] = [];
    let ended = "";
    watcher.on("document", (document) => told.push(document));
    watcher.on("done", ({ status }) => (ended = status));
    await watcher.start();
    expect(ended).toBe("completed");
    expectEachPageOnce(told, 5);
  });

  it("watches a crawl over the v2 socket to its end, every page once", async () => {
    const client = clientFor(deployment);
    const { id } = await client.startCrawl(SITE, { limit: PAGES });
    const watcher = client.watcher(id);
    let result: Document[] = [];
    watcher.on("done", ({ data }) => (result = data));
    await watcher.start();
    expectEachPageOnce(result);
  });

  it("with retain: false, tells every page of a crawl once and keeps none", async () => {
    const client = clientFor(deployment);
    const { id } = await client.startCrawl(SITE, { limit: PAGES });
    const watcher = client.watcher(id, { retain: false });
    const told: Document[] = [];
    let kept: Document[] | undefined;
    watcher.on("document", (document) => told.push(document));
    watcher.on("done", ({ data }) => (kept = data));
    await watcher.start();
    expectEachPageOnce(told);
    expect(kept).toEqual([]);
    expect(watcher.data).toEqual([]);
  });

  it("finishes a crawl's watch over HTTP when the v2 socket drops, or meets the start race", async () => {
    // Slow enough that the crawl still runs when the socket opens, where both faults happen, on a
    // loaded machine too.
    served.emulator.sites.set("slow.example.com", { pages: PAGES, pageIntervalMs: 40 });
    for (const kind of ["ws-drop", "ws-start-race"] as const) {
      served.emulator.faults.clear();
      served.emulator.faults.inject({ route: "v2.crawl.ws", kind, afterMessages: 1 });
      const client = clientFor(deployment);
      const { id } = await client.startCrawl("https://slow.example.com", { limit: PAGES });
      const watcher = client.watcher(id);
      let ending = "";
      let result: Document[] = [];
      watcher.on("done", ({ data }) => ((ending = "done"), (result = data)));
      watcher.on("error", ({ error }) => (ending = error));
      await watcher.start();
      expect(ending, kind).toBe("done");
      expectEachPageOnce(result);
      expect(served.emulator.stats().faults[kind], kind).toBeGreaterThan(0);
    }
  });

  it("reads a batch's errors on the cloud, and says the self-hosted server has no such route", async () => {
    const client = clientFor(deployment);
    const { id } = await client.startBatchScrape([`${SITE}/a`]);
    const errors = client.getBatchScrapeErrors(id);
    if (deployment === "cloud") expect((await errors).errors).toEqual(expect.any(Array));
    else await expect(errors).rejects.toBeInstanceOf(RouteNotServedError);
    expect((await client.getCrawlErrors((await client.startCrawl(SITE)).id)).robotsBlocked).toEqual(
      expect.any(Array),
    );
  });

  it("extracts over a queued job: a result on the cloud, a JobFailedError without an LLM, sent once", async () => {
    const client = clientFor(deployment);
    const schema = { type: "object", properties: { name: { type: "string" } } };
    const extracting = client.extract({ urls: [`${SITE}/about`], prompt: "company name", schema });
    if (deployment === "cloud") expect((await extracting).data).toHaveProperty("name");
    else {
      const error = await extracting.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(JobFailedError);
      expect((error as JobFailedError).status).toBe("failed");
    }
    expect(served.emulator.stats().requests["v2.extract.start"]).toBe(1);
  });

  it("runs an agent with the OpenAPI's threat protection on the cloud; self-hosted has none", async () => {
    const client = clientFor(deployment);
    const running = client.agent({
      prompt: "Who founded the company?",
      schema: { type: "object", properties: { founders: { type: "array" } } },
      threatProtection: { mode: "normal", riskScoreThreshold: 75 },
      auditMetadata: { username: "analyst" },
    });
    if (deployment === "cloud") expect((await running).status).toBe("completed");
    else await expect(running).rejects.toBeInstanceOf(RouteNotServedError);
  });

  it("reads the remaining credits, and keeps the v1 client working under .v1", async () => {
    const client = clientFor(deployment);
    expect((await client.getCreditUsage()).remainingCredits).toBeGreaterThan(0);
    const seen: string[] = [];
    const v1 = await client.v1.crawlUrl(SITE, { limit: PAGES }, 2, undefined, {
      onProgress: ({ status }) => seen.push(status),
    });
    expect(sourceUrls(v1.data)).toHaveLength(PAGES);
    expect(seen.at(-1)).toBe("completed");
  });
});
