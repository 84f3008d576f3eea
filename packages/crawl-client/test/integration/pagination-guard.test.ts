// Every pager and every method that gathers a whole list, against a loopback API whose links never
// end or lead back (A → B → A): a gathering read stops at its cap with a PaginationLimitError naming
// it, and every pager ends at a repeated link or cursor with a PaginationLoopError, each item read
// once.
import { afterEach, describe, expect, it } from "vitest";
import {
  Firecrawl,
  FirecrawlApp,
  InvalidResponseError,
  PaginationLimitError,
  PaginationLoopError,
} from "../../src/index.js";
import { type Chain, endlessPages } from "../support/endless-pages.js";

const JOB = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
const CHECK = "5b1f2c5e-8a9d-4f0e-9c3b-2d7e6f1a4b8c";

let server: Awaited<ReturnType<typeof endlessPages>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(chain: Chain, perPage = 1) {
  server = await endlessPages(chain, perPage);
  const options = { apiKey: "fc-key", apiUrl: server.url };
  return { v2: new Firecrawl(options), v1: new FirecrawlApp(options), server };
}

type Clients = Awaited<ReturnType<typeof serve>>;
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Every method that gathers every page into memory, called with `pageCap` (or none). */
const getters: [string, (clients: Clients, pageCap?: object) => Promise<unknown>][] = [
  ["getMonitorCheck", ({ v2 }, pageCap) => v2.getMonitorCheck(JOB, CHECK, {}, { pageCap })],
  ["getCrawlStatus", ({ v2 }, pageCap) => v2.getCrawlStatus(JOB, {}, { pageCap })],
  ["getBatchScrapeStatus", ({ v2 }, pageCap) => v2.getBatchScrapeStatus(JOB, {}, { pageCap })],
  [
    "v1 checkCrawlStatus(id, true)",
    ({ v1 }, pageCap) =>
      v1.checkCrawlStatus(JOB, true, undefined, undefined, undefined, { pageCap }),
  ],
  [
    "v1 checkBatchScrapeStatus(id, true)",
    ({ v1 }, pageCap) =>
      v1.checkBatchScrapeStatus(JOB, true, undefined, undefined, undefined, { pageCap }),
  ],
];

describe("a method that gathers every page stops at its cap", () => {
  it.each(getters)("%s: at the pages cap of the call", async (_, read) => {
    const clients = await serve("endless");
    const error = await rejection(read(clients, { pages: 5 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "pages", max: 5 });
    expect((error as Error).message).toMatch(/5 pages after the first/);
    expect((error as PaginationLimitError).partialData).toHaveLength(6);
    expect(clients.server.requests.length).toBeLessThanOrEqual(7);
  });

  it.each(getters)("%s: at the items cap of the call", async (_, read) => {
    const clients = await serve("endless", 4);
    const error = await rejection(read(clients, { items: 10 }));
    expect(error).toBeInstanceOf(PaginationLimitError);
    expect(error).toMatchObject({ limit: "items", max: 10 });
    expect((error as PaginationLimitError).partialData).toHaveLength(10);
    expect(clients.server.requests.length).toBeLessThanOrEqual(4);
  });

  it.each(getters)("%s: at the client's pageCap when the call gives none", async (_, read) => {
    server = await endlessPages("endless");
    const options = { apiKey: "fc-key", apiUrl: server.url, pageCap: { pages: 3 } };
    const clients = { v2: new Firecrawl(options), v1: new FirecrawlApp(options), server };
    const error = await rejection(read(clients));
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "pages", max: 3 });
    // The call's own cap replaces the client's.
    const wider = await rejection(read(clients, { pages: 6 }));
    expect(wider).toMatchObject({ name: "PaginationLimitError", limit: "pages", max: 6 });
  });

  it("getMonitorCheck without a pageCap: at the default of 100,000 items", async () => {
    const clients = await serve("endless", 1_000);
    const error = await rejection(clients.v2.getMonitorCheck(JOB, CHECK));
    expect(error).toMatchObject({ name: "PaginationLimitError", limit: "items", max: 100_000 });
    expect((error as PaginationLimitError).partialData).toHaveLength(100_000);
    expect(clients.server.requests).toHaveLength(101);
  });

  it("the reference's own maxPages still ends the read quietly, with next null", async () => {
    const clients = await serve("endless");
    const detail = await clients.v2.getMonitorCheck(JOB, CHECK, { maxPages: 3 });
    expect(detail.pages.map((page) => page.id)).toEqual(["0-0", "1-0", "2-0", "3-0"]);
    expect(detail.next).toBeNull();
  });
});

/** Every pager, read to its end (or its error). */
const pagers: [string, (clients: Clients) => AsyncIterable<unknown>][] = [
  ["monitorCheckPages", ({ v2 }) => v2.monitorCheckPages(JOB, CHECK)],
  ["agentTraceEvents", ({ v2 }) => v2.agentTraceEvents(JOB)],
  ["activity", ({ v2 }) => v2.activity()],
  ["crawlDocuments", ({ v2 }) => v2.crawlDocuments(JOB)],
  ["batchScrapeDocuments", ({ v2 }) => v2.batchScrapeDocuments(JOB)],
  ["v1 crawlDocuments", ({ v1 }) => v1.crawlDocuments(JOB)],
  ["v1 batchScrapeDocuments", ({ v1 }) => v1.batchScrapeDocuments(JOB)],
];

describe("a pager led back to a page it has read (A → B → A) ends there", () => {
  it.each(pagers)("%s", async (_, list) => {
    const clients = await serve("loop");
    const read: unknown[] = [];
    const error = await (async () => {
      for await (const item of list(clients)) read.push(item);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(read).toHaveLength(3);
    expect(new Set(read.map((item) => JSON.stringify(item))).size).toBe(3);
    expect(clients.server.requests).toHaveLength(3);
  });

  it.each(getters)("%s", async (_, read) => {
    const clients = await serve("loop");
    const error = await rejection(read(clients));
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect((error as PaginationLoopError).repeated).toMatch(/page=1$/);
    expect(clients.server.requests).toHaveLength(3);
  });
});
