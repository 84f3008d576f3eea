// Crawl, batch, watch, extract and paging against the emulator answering like each deployment
// (the cloud, and a self-hosted server without database, here with an LLM key), and under the
// newest server's two defects: status pages that ignore skip, and the WebSocket race at crawl start.
import { type Deployment, DEPLOYMENTS, startEmulator } from "@keystone/crawl-emulator";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type CrawlWatcher,
  FirecrawlApp,
  type FirecrawlDocument,
  PaginationStalledError,
  ServerError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { API_KEY, sourceUrls } from "../support/emulator.js";

const PAGES = 12;
const SITE = "https://example.com";
/** About three documents a status page, so that every crawl walks several pages. */
const options = {
  apiKeys: [API_KEY],
  site: { pages: PAGES, pageBytes: 400 },
  timing: { pageIntervalMs: 1 },
  statusPageBytes: 4_000,
  llm: true,
};
let emulator: Awaited<ReturnType<typeof startEmulator>>;
beforeAll(async () => {
  emulator = await startEmulator(options);
});
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

/** The client a team would use: the key for the cloud, none for its own server. */
function appFor(deployment: Deployment): FirecrawlApp {
  return new FirecrawlApp({
    apiUrl: emulator.url,
    ...(deployment === "cloud" ? { apiKey: API_KEY } : {}),
    clock: acceleratedClock(),
  });
}

function expectEachPageOnce(docs: FirecrawlDocument<undefined>[], count = PAGES) {
  const urls = sourceUrls(docs);
  expect(urls).toHaveLength(count);
  expect(new Set(urls).size).toBe(count);
}

function ending(watcher: CrawlWatcher) {
  return new Promise<{ kind: "done" | "error"; data: FirecrawlDocument<undefined>[] }>(
    (resolve) => {
      watcher.addEventListener("done", (event) =>
        resolve({ kind: "done", data: event.detail.data }),
      );
      watcher.addEventListener("error", (event) =>
        resolve({ kind: "error", data: event.detail.data }),
      );
    },
  );
}

describe.each(DEPLOYMENTS)("against the %s deployment", (deployment) => {
  // The emulator's reset after each test returns it to the cloud.
  beforeEach(() => emulator.setDeployment(deployment));

  it("crawls and batch-scrapes every page once, walking every results page", async () => {
    const app = appFor(deployment);
    expectEachPageOnce((await app.crawlUrl(SITE, { limit: PAGES })).data);
    const urls = Array.from({ length: 5 }, (_, n) => `${SITE}/batch-${n}`);
    expectEachPageOnce((await app.batchScrapeUrls(urls)).data, 5);
    const streamed: FirecrawlDocument<undefined>[] = [];
    const { id } = await app.asyncCrawlUrl(SITE, { limit: PAGES });
    for await (const document of app.crawlDocuments(id, { pageSize: 2 })) streamed.push(document);
    expectEachPageOnce(streamed);
  });

  it("watches a crawl to its end with every page once", async () => {
    const watcher = await appFor(deployment).crawlUrlAndWatch(SITE, { limit: PAGES });
    const end = await ending(watcher);
    expect(end.kind).toBe("done");
    expectEachPageOnce(end.data);
  });

  it("extracts: queued on the cloud, answered at once by the self-hosted server", async () => {
    const result = await appFor(deployment).extract([`${SITE}/about`], {
      prompt: "company name",
      schema: { type: "object", properties: { name: { type: "string" } } },
    });
    expect(result.success).toBe(true);
    expect(result.data).toHaveProperty("name");
    const requests = emulator.stats().requests;
    expect(requests["extract.start"]).toBe(1);
    const polled = requests["extract.status"] ?? 0;
    if (deployment === "cloud") expect(polled).toBeGreaterThan(0);
    else expect(polled).toBe(0);
  });

  it("without an LLM key, a self-hosted server's extract is the recorded 500, a ServerError", async () => {
    const noLlm = await startEmulator({ ...options, llm: false, deployment });
    try {
      const app = new FirecrawlApp({
        apiUrl: noLlm.url,
        apiKey: API_KEY,
        clock: acceleratedClock(),
      });
      const outcome = await app
        .extract([`${SITE}/about`], { prompt: "company name" })
        .catch((caught: unknown) => caught);
      if (deployment === "cloud") expect(outcome).toMatchObject({ success: true });
      else {
        expect(outcome).toBeInstanceOf(ServerError);
        expect((outcome as ServerError).body).toEqual({
          success: false,
          error: "Internal server error",
        });
      }
    } finally {
      await noLlm.close();
    }
  });

  it("reports a failed extract as an error, and does not send it twice", async () => {
    emulator.faults.inject({ route: "extract.start", kind: "job-fail" });
    const error = await appFor(deployment)
      .extract([`${SITE}/about`], { prompt: "company name" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(emulator.stats().requests["extract.start"]).toBe(1);
    if (deployment === "self-hosted") expect(error).toBeInstanceOf(ServerError);
  });

  it("with skip ignored: never a duplicate, and a stalled page is a typed error holding every distinct document", async () => {
    emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
    emulator.faults.inject({ route: "batch.status", kind: "skip-ignored" });
    const app = appFor(deployment);

    const crawl = await app.crawlUrl(SITE, { limit: PAGES }).catch((caught: unknown) => caught);
    expect(crawl).toBeInstanceOf(PaginationStalledError);
    const stalled = crawl as PaginationStalledError<FirecrawlDocument<undefined>>;
    const distinct = stalled.partialData.length;
    expect(distinct).toBeGreaterThan(0);
    expect(distinct).toBeLessThan(PAGES);
    expect(new Set(sourceUrls(stalled.partialData)).size).toBe(distinct);
    expect([stalled.received, stalled.expected]).toEqual([distinct, PAGES]);

    const { id } = await app.asyncCrawlUrl(SITE, { limit: PAGES });
    const streamed: FirecrawlDocument<undefined>[] = [];
    const streamError = await (async () => {
      for await (const document of app.crawlDocuments(id)) streamed.push(document);
    })().catch((caught: unknown) => caught);
    expect(streamError).toBeInstanceOf(PaginationStalledError);
    expect(new Set(sourceUrls(streamed)).size).toBe(streamed.length);

    const all = await app.checkCrawlStatus(id, true).catch((caught: unknown) => caught);
    expect(all).toBeInstanceOf(PaginationStalledError);
    const gathered = (all as PaginationStalledError<FirecrawlDocument<undefined>>).partialData;
    expect(new Set(sourceUrls(gathered)).size).toBe(gathered.length);

    const urls = Array.from({ length: PAGES }, (_, n) => `${SITE}/batch-${n}`);
    const batch = await app.batchScrapeUrls(urls).catch((caught: unknown) => caught);
    expect(batch).toBeInstanceOf(PaginationStalledError);
  });

  it("with skip ignored, the watcher's done carries every page once (its HTTP confirmation repeats none)", async () => {
    emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
    const watcher = await appFor(deployment).crawlUrlAndWatch(SITE, { limit: PAGES });
    const end = await ending(watcher);
    expect(end.kind).toBe("done");
    expectEachPageOnce(end.data);
  });

  it("with the WebSocket start race, the watcher does not end with 0 documents", async () => {
    emulator.faults.inject({ route: "crawl.ws", kind: "ws-start-race", times: 1 });
    // Slow enough that the crawl still runs when the socket opens, where the race happens.
    emulator.sites.set("race.example.com", { pages: PAGES, pageIntervalMs: 25 });
    const watcher = await appFor(deployment).crawlUrlAndWatch("https://race.example.com", {
      limit: PAGES,
    });
    const end = await ending(watcher);
    expect(emulator.stats().faults["ws-start-race"]).toBe(1);
    expect(end.kind).toBe("done");
    expectEachPageOnce(end.data);
  });
});

describe("the self-hosted deployment's own answers", () => {
  beforeEach(() => emulator.setDeployment("self-hosted"));

  it("answers a caller's idempotency key with 500 UNKNOWN_ERROR, which the client reports with its code", async () => {
    const key = "9b2f1c3d-4e5a-4b6c-8d7e-0f1a2b3c4d5e";
    const error = await appFor("self-hosted")
      .asyncCrawlUrl(SITE, {}, key)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).code).toBe("UNKNOWN_ERROR");
  });

  it("accepts any key, so a keyed client on loopback works too", async () => {
    const app = new FirecrawlApp({
      apiUrl: emulator.url,
      apiKey: "fc-anything",
      clock: acceleratedClock(),
    });
    expectEachPageOnce((await app.crawlUrl(SITE, { limit: PAGES })).data);
  });
});
