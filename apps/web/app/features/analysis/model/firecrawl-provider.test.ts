import { type Emulator, startEmulator } from "@keystone/crawl-emulator";
import { FirecrawlApp, type FirecrawlAppConfig } from "@keystone/crawl-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import type { CrawlWaitOptions } from "./crawl-provider";
import {
  CrawlCancelledError,
  CrawlFailedError,
  CrawlTimedOutError,
  KeyRejectedError,
  ProviderNotAnsweringError,
  ProviderUnavailableError,
} from "./errors";
import { OUTAGE_PATIENCE_MS } from "./constants";
import { firecrawlProvider } from "./firecrawl-provider";
import { lazyFirecrawlProvider } from "./lazy-firecrawl-provider";
import type { CrawlProgress } from "./types";

const KEY = "fc-provider-test";
const request = { limit: 100, formats: ["markdown", "html"] } as const;
const { keyTestUrl } = siteConfig.provider;
const [site] = siteConfig.analysedSites;
if (!site) throw new Error("no analysed site");
const siteHost = new URL(site.url).host;

/**
 * The crawl client's time, quickened: each sleep lasts at most 5 ms while the clock still moves
 * on by the whole amount, and `sleeps` records what the client's wait asked for.
 */
function quickClock() {
  let offset = 0;
  const sleeps: number[] = [];
  const clock: NonNullable<FirecrawlAppConfig["clock"]> = {
    now: () => Date.now() + offset,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        sleeps.push(ms);
        const timer = setTimeout(
          () => {
            offset += ms - Math.min(ms, 5);
            resolve();
          },
          Math.min(ms, 5),
        );
        signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      }),
  };
  return { clock, sleeps };
}

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    apiKeys: [KEY],
    timing: { pageIntervalMs: 0 },
    site: { pages: 3, pageBytes: 500 },
  });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

/** The tool's provider on a quick clock, and what its waits reported. */
function setup(url = emulator.url, options: Omit<FirecrawlAppConfig, "apiKey" | "apiUrl"> = {}) {
  const { clock, sleeps } = quickClock();
  const create = firecrawlProvider(url, { clock, ...options });
  const started: string[] = [];
  const progress: CrawlProgress[] = [];
  const wait = (signal = new AbortController().signal): CrawlWaitOptions => ({
    signal,
    maxWait: 60_000,
    onStarted: (jobId) => started.push(jobId),
    onProgress: (step) => progress.push(step),
    cancelOnAbandon: () => true,
  });
  return { create, sleeps, started, progress, wait };
}

const statusOf = async (jobId: string) =>
  (await new FirecrawlApp({ apiUrl: emulator.url, apiKey: KEY }).checkCrawlStatus(jobId)).status;

describe("the provider on @keystone/crawl-client's wait, against the emulator over loopback", () => {
  it("runs the one-page key test with a known key; an unknown one is refused with the provider's reason", async () => {
    const { create, wait, started } = setup();
    const { jobId, result } = await create(KEY).crawl(keyTestUrl, { limit: 1 }, wait());
    expect(started).toEqual([jobId]);
    expect(result.status).toBe("completed");
    const refused = create("fc-unknown").crawl(keyTestUrl, { limit: 1 }, wait());
    await expect(refused).rejects.toBeInstanceOf(KeyRejectedError);
    await expect(refused).rejects.toHaveProperty("reason", "401: Unauthorized: Invalid token");
  });

  it("reports an unreachable provider as ProviderUnavailableError", async () => {
    const closed = await startEmulator();
    const url = closed.url;
    await closed.close();
    const { create, wait } = setup(url, { maxRetries: 0 });
    await expect(create(KEY).crawl(keyTestUrl, { limit: 1 }, wait())).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it("crawls with limit 100 in markdown and html, tells the id and the counts, and returns every page", async () => {
    const { create, wait, started, progress } = setup();
    const { jobId, result } = await create(KEY).crawl(site.url, request, wait());
    expect(started).toEqual([jobId]);
    expect(progress.at(-1)).toEqual({ status: "completed", completed: 3, total: 3 });
    expect(result).toMatchObject({ status: "completed", completed: 3, creditsUsed: 3 });
    expect(result.data).toHaveLength(3);
    expect(result.data[0]?.markdown).toEqual(expect.any(String));
    expect(result.data[0]?.html).toEqual(expect.any(String));
    expect(result.data[0]?.metadata?.statusCode).toBe(200);
  });

  it("asks for the whole page (onlyMainContent false) beside markdown and html, limit 100 and the site's origin", async () => {
    emulator.sites.set(siteHost, { neverFinish: true });
    const { create, wait } = setup();
    const app = new FirecrawlApp({ apiUrl: emulator.url, apiKey: KEY });
    const stop = new AbortController();
    let listed: ReturnType<typeof app.getActiveCrawls> | undefined;
    const crawl = create(KEY).crawl(site.url, request, {
      ...wait(stop.signal),
      // The running job is listed with its request's options; the first status check ends it.
      onStarted: () => {
        listed = app.getActiveCrawls();
      },
      onProgress: () => stop.abort(),
    });
    await expect(crawl).rejects.toBeInstanceOf(CrawlCancelledError);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    const [active] = (await listed)?.crawls ?? [];
    expect(new URL(active?.url ?? "").origin).toBe(new URL(site.url).origin);
    expect(active?.options).toMatchObject({
      limit: 100,
      scrapeOptions: { formats: ["markdown", "html"], onlyMainContent: false },
    });
  });

  it("polls the status (the spec's product polls) and follows the provider's paging for a large result", async () => {
    const paged = await startEmulator({
      apiKeys: [KEY],
      timing: { pageIntervalMs: 0 },
      site: { pages: 40, pageBytes: 5_000 },
      statusPageBytes: 60_000,
    });
    try {
      const { create, wait } = setup(paged.url);
      const { result } = await create(KEY).crawl("https://big.test", request, wait());
      expect(result.data).toHaveLength(40);
      expect(paged.stats().requests["crawl.status"]).toBeGreaterThan(1);
      expect(paged.stats().requests["crawl.ws"]).toBeUndefined();
    } finally {
      await paged.close();
    }
  });

  it("keeps every distinct page, marked incomplete, when a self-hosted server's paging repeats its first page", async () => {
    const paged = await startEmulator({
      timing: { pageIntervalMs: 0 },
      site: { pages: 12, pageBytes: 5_000 },
      statusPageBytes: 30_000,
    });
    try {
      paged.setDeployment("self-hosted");
      paged.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
      const { create, wait } = setup(paged.url);
      const { result } = await create("").crawl("https://repeating.test", request, wait());
      const urls = result.data.map((page) => page.metadata?.sourceURL);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThan(12);
      expect(result).toMatchObject({ status: "completed", completed: 12, creditsUsed: 12 });
      expect(result.incomplete).toMatch(/Paging did not advance/);
    } finally {
      await paged.close();
    }
  });

  it("carries the provider's error text of a failed crawl, and cancels nothing", async () => {
    emulator.sites.set(siteHost, { fail: "Site unreachable" });
    const { create, wait } = setup();
    const crawl = create(KEY).crawl(site.url, request, wait());
    await expect(crawl).rejects.toBeInstanceOf(CrawlFailedError);
    await expect(crawl).rejects.toThrow("Site unreachable");
    expect(emulator.stats().requests["crawl.cancel"]).toBeUndefined();
  });

  it("a cancel during the wait ends it and cancels the job at the provider", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const { create, wait, started } = setup();
    const stop = new AbortController();
    const options = { ...wait(stop.signal), onProgress: () => stop.abort() };
    const crawl = create(KEY).crawl("https://stuck.test", request, options);
    await expect(crawl).rejects.toBeInstanceOf(CrawlCancelledError);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect(await statusOf(started[0] ?? "")).toBe("cancelled");
  });

  it("a cancel before the job's id arrives ends the wait at once and cancels the job once it exists", async () => {
    emulator.faults.inject({ route: "crawl.start", kind: "slow", delayMs: 300, times: 1 });
    const { create, wait, started } = setup();
    const stop = new AbortController();
    const crawl = create(KEY).crawl(site.url, request, wait(stop.signal));
    setTimeout(() => stop.abort(), 30);
    await expect(crawl).rejects.toBeInstanceOf(CrawlCancelledError);
    expect(emulator.stats().requests["crawl.cancel"]).toBeUndefined();
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect(started).toEqual([]);
  });

  it("a wait past its deadline is a CrawlTimedOutError, and the job is cancelled", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const { create, wait } = setup();
    const crawl = create(KEY).crawl("https://stuck.test", request, { ...wait(), maxWait: 10_000 });
    await expect(crawl).rejects.toBeInstanceOf(CrawlTimedOutError);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
  });

  it("reports a 402 (no credits left) at start as a refused key, with its status and the provider's text", async () => {
    emulator.faults.inject({ route: "crawl.start", kind: "status", status: 402 });
    const { create, wait } = setup();
    const start = create(KEY).crawl(site.url, request, wait());
    await expect(start).rejects.toBeInstanceOf(KeyRejectedError);
    await expect(start).rejects.toThrow(/402/);
    await expect(start).rejects.toHaveProperty(
      "reason",
      expect.stringMatching(/^402: Insufficient credits/),
    );
  });

  it("checks the status every 2 s, a failed check again after 2 s, and gives up, cancelling the job, after three in a row", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const { create, sleeps } = setup();
    let jobId = "";
    const crawl = create(KEY).crawl("https://stuck.test", request, {
      signal: new AbortController().signal,
      maxWait: 60_000,
      // Once the job runs, its status checks fail three times in a row.
      onStarted: (id) => {
        jobId = id;
        emulator.faults.inject({ route: "crawl.status", kind: "status", status: 500, times: 3 });
      },
      onProgress: () => undefined,
      cancelOnAbandon: () => true,
    });
    await expect(crawl).rejects.toThrow(/500/);
    expect(sleeps).toEqual([2000, 2000]);
    expect(emulator.stats().faults["status"]).toBe(3);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect(await statusOf(jobId)).toBe("cancelled");
  });

  it("rides out a provider that answers 503 on a growing backoff, then gives up after five minutes without cancelling the job", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const { create, sleeps } = setup();
    let jobId = "";
    const unanswered: number[] = [];
    const crawl = create(KEY).crawl("https://stuck.test", request, {
      signal: new AbortController().signal,
      maxWait: 30 * 60_000,
      onStarted: (id) => {
        jobId = id;
        emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503 });
      },
      onProgress: () => undefined,
      cancelOnAbandon: () => true,
      onUnanswered: (since) => unanswered.push(since),
    });
    const error: unknown = await crawl.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ProviderNotAnsweringError);
    expect((error as ProviderNotAnsweringError).jobId).toBe(jobId);
    // Far more than three checks, each wait at least the last one's half and at most 30 s.
    expect(sleeps.length).toBeGreaterThan(8);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(30_000);
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(OUTAGE_PATIENCE_MS);
    expect(new Set(unanswered).size).toBe(1);
    expect(unanswered).toHaveLength(sleeps.length);
    // Not cancelled: a cancel could not have reached a provider that did not answer.
    expect(emulator.stats().requests["crawl.cancel"] ?? 0).toBe(0);
    emulator.faults.clear();
    expect(await statusOf(jobId)).toBe("scraping");
  });

  it("reads the errors the provider recorded for a site it could not fetch", async () => {
    emulator.sites.set(siteHost, { unreachable: true });
    const { create, wait } = setup();
    const provider = create(KEY);
    const { jobId, result } = await provider.crawl(site.url, request, wait());
    expect(result.data).toHaveLength(0);
    const errors = await provider.crawlErrors(jobId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${site.url}/?: All scraping engines failed!`));
  });

  it("cancels a job on exit with the key in the Authorization header", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const app = new FirecrawlApp({ apiUrl: emulator.url, apiKey: KEY });
    const { id: jobId } = await app.asyncCrawlUrl("https://stuck.test");
    firecrawlProvider(emulator.url)(KEY).cancelOnExit(jobId);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect(await statusOf(jobId)).toBe("cancelled");
  });

  it("sends the exit cancel where the client sends its requests when the configured URL ends in /v1", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const app = new FirecrawlApp({ apiUrl: emulator.url, apiKey: KEY });
    const { id: jobId } = await app.asyncCrawlUrl("https://stuck.test");
    firecrawlProvider(`${emulator.url}/v1/`)(KEY).cancelOnExit(jobId);
    await expect.poll(() => statusOf(jobId)).toBe("cancelled");
    expect(emulator.stats().requests["crawl.cancel"]).toBe(1);
  });

  it("the lazily loaded provider's exit cancel goes to the client's address too", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const provider = lazyFirecrawlProvider(`${emulator.url}/v1`, { clock: quickClock().clock })(
      KEY,
    );
    const stop = new AbortController();
    let jobId = "";
    // The wait ends once its next check sees the job cancelled.
    const ended = provider
      .crawl("https://stuck.test", request, {
        ...setup().wait(stop.signal),
        onStarted: (id) => {
          jobId = id;
          provider.cancelOnExit(id);
        },
        cancelOnAbandon: () => false,
      })
      .catch((error: unknown) => error);
    await expect.poll(() => (jobId === "" ? "" : statusOf(jobId))).toBe("cancelled");
    stop.abort();
    await ended;
    expect(emulator.stats().requests["crawl.cancel"]).toBe(1);
  });
});
