import type { PageCap } from "../../src/core/config.js";
import { Firecrawl, FirecrawlApp } from "../../src/index.js";
import { type Chain, type EndlessOptions, endlessPages } from "./endless-pages.js";

export const JOB = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
export const CHECK = "5b1f2c5e-8a9d-4f0e-9c3b-2d7e6f1a4b8c";

/** Both clients on an `endlessPages` server, and the server, which the caller closes. */
export async function serveLists(chain: Chain, options: EndlessOptions = {}, clientCap?: PageCap) {
  const server = await endlessPages(chain, options);
  const config = { apiKey: "fc-key", apiUrl: server.url, pageCap: clientCap };
  return { v2: new Firecrawl(config), v1: new FirecrawlApp(config), server };
}

export type Clients = Awaited<ReturnType<typeof serveLists>>;

/** What a promise rejected with, or undefined when it resolved. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Every method that gathers every page into memory, called with `pageCap` (or none). */
export const getters: [string, (clients: Clients, pageCap?: PageCap) => Promise<unknown>][] = [
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

/** Every pager that follows `next` links or cursors, called with `pageCap` (or none). */
export const pagers: [string, (clients: Clients, pageCap?: PageCap) => AsyncIterable<unknown>][] = [
  ["monitorCheckPages", ({ v2 }, pageCap) => v2.monitorCheckPages(JOB, CHECK, {}, { pageCap })],
  ["agentTraceEvents", ({ v2 }, pageCap) => v2.agentTraceEvents(JOB, {}, { pageCap })],
  ["activity", ({ v2 }, pageCap) => v2.activity({}, { pageCap })],
  ["crawlDocuments", ({ v2 }, pageCap) => v2.crawlDocuments(JOB, {}, { pageCap })],
  ["batchScrapeDocuments", ({ v2 }, pageCap) => v2.batchScrapeDocuments(JOB, {}, { pageCap })],
  ["v1 crawlDocuments", ({ v1 }, pageCap) => v1.crawlDocuments(JOB, {}, { pageCap })],
  ["v1 batchScrapeDocuments", ({ v1 }, pageCap) => v1.batchScrapeDocuments(JOB, {}, { pageCap })],
];

/**
 * Reads `list` until it ends, throws, or has yielded `bound` items (a list that never ends must not
 * hang the test): what it yielded, and what it threw (undefined when it did not).
 */
export async function drain(list: AsyncIterable<unknown>, bound = 1_000) {
  const read: unknown[] = [];
  try {
    for await (const item of list) {
      read.push(item);
      if (read.length >= bound) break;
    }
    return { read, error: undefined as unknown };
  } catch (error) {
    return { read, error };
  }
}
