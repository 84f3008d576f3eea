import { type Emulator, startEmulator } from "@keystone/crawl-emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { IncompleteResultError, KeyRejectedError, ProviderUnavailableError } from "./errors";
import { virtualClock } from "./fake-crawl-provider";
import { firecrawlProvider } from "./firecrawl-provider";
import { runCrawl, runJob } from "./run-crawl";

const KEY = "fc-provider-test";
const request = { limit: 100, formats: ["markdown", "html"] } as const;
const { keyTestUrl } = siteConfig.provider;
const [site] = siteConfig.analysedSites;
if (!site) throw new Error("no analysed site");
const siteHost = new URL(site.url).host;

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

describe("the provider on @keystone/crawl-client, against the emulator over loopback", () => {
  it("runs the one-page key test with a known key; an unknown one is refused with the provider's reason", async () => {
    const create = firecrawlProvider(emulator.url);
    const { jobId } = await runJob({
      provider: create(KEY),
      url: keyTestUrl,
      request: { limit: 1 },
      signal: new AbortController().signal,
      sleep: virtualClock().sleep,
      onProgress: () => undefined,
    });
    expect(jobId).toEqual(expect.any(String));
    const refused = create("fc-unknown").startCrawl(keyTestUrl, { limit: 1 });
    await expect(refused).rejects.toBeInstanceOf(KeyRejectedError);
    await expect(refused).rejects.toHaveProperty("reason", "401: Unauthorized: Invalid token");
  });

  it("reports an unreachable provider as ProviderUnavailableError", async () => {
    const closed = await startEmulator();
    const url = closed.url;
    await closed.close();
    const create = firecrawlProvider(url, { maxRetries: 0 });
    await expect(create(KEY).startCrawl(keyTestUrl, { limit: 1 })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it("starts a crawl, reads its counts, then every page", async () => {
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl(site.url, request);
    const progress = await provider.checkProgress(jobId);
    expect(progress).toMatchObject({ status: "completed", completed: 3, total: 3 });

    const result = await provider.fetchResult(jobId);
    expect(result).toMatchObject({ status: "completed", completed: 3, creditsUsed: 3 });
    expect(result.data).toHaveLength(3);
    expect(result.data[0]?.markdown).toEqual(expect.any(String));
    expect(result.data[0]?.html).toEqual(expect.any(String));
    expect(result.data[0]?.metadata?.statusCode).toBe(200);
  });

  it("follows the provider's paging to gather a large result", async () => {
    const paged = await startEmulator({
      apiKeys: [KEY],
      timing: { pageIntervalMs: 0 },
      site: { pages: 40, pageBytes: 5_000 },
      statusPageBytes: 60_000,
    });
    try {
      const provider = firecrawlProvider(paged.url)(KEY);
      const result = await provider.fetchResult(
        await provider.startCrawl("https://big.test", request),
      );
      expect(result.data).toHaveLength(40);
      expect(paged.stats().requests["crawl.status"]).toBeGreaterThan(1);
    } finally {
      await paged.close();
    }
  });

  it("keeps every distinct page when a self-hosted server's paging repeats its first page", async () => {
    const paged = await startEmulator({
      timing: { pageIntervalMs: 0 },
      site: { pages: 12, pageBytes: 5_000 },
      statusPageBytes: 30_000,
    });
    try {
      paged.setDeployment("self-hosted");
      paged.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
      const provider = firecrawlProvider(paged.url)("");
      const jobId = await provider.startCrawl("https://repeating.test", request);
      while ((await provider.checkProgress(jobId)).status !== "completed");
      const stalled = provider.fetchResult(jobId);
      await expect(stalled).rejects.toBeInstanceOf(IncompleteResultError);
      const error = (await stalled.catch((caught: unknown) => caught)) as IncompleteResultError;
      const urls = error.pages.map((page) => page.metadata?.sourceURL);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThan(12);
      expect(error.expected).toBe(12);
    } finally {
      await paged.close();
    }
  });

  it("carries the provider's error text of a failed crawl", async () => {
    emulator.sites.set(siteHost, { fail: "Site unreachable" });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl(site.url, request);
    await expect(provider.checkProgress(jobId)).resolves.toMatchObject({
      status: "failed",
      error: "Site unreachable",
    });
  });

  it("cancels a running crawl at the provider", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl("https://stuck.test", request);
    expect((await provider.checkProgress(jobId)).status).toBe("scraping");
    await provider.cancelCrawl(jobId);
    expect((await provider.checkProgress(jobId)).status).toBe("cancelled");
    expect(emulator.stats().requests["crawl.cancel"]).toBe(1);
  });

  it("reports a 402 (no credits left) at start as a refused key, with its status and the provider's text", async () => {
    emulator.faults.inject({ route: "crawl.start", kind: "status", status: 402 });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const start = provider.startCrawl(site.url, request);
    await expect(start).rejects.toBeInstanceOf(KeyRejectedError);
    await expect(start).rejects.toThrow(/402/);
    await expect(start).rejects.toHaveProperty(
      "reason",
      expect.stringMatching(/^402: Insufficient credits/),
    );
  });

  it("checks a status once per call: a retry is the crawl loop's, 2 s later", async () => {
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl(site.url, request);
    emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 1 });
    await expect(provider.checkProgress(jobId)).rejects.toThrow(/503/);
    expect(emulator.stats().faults["status"]).toBe(1);
    await expect(provider.checkProgress(jobId)).resolves.toMatchObject({ status: "completed" });
  });

  it("reads the errors the provider recorded for a site it could not fetch", async () => {
    emulator.sites.set(siteHost, { unreachable: true });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl(site.url, request);
    await expect(provider.checkProgress(jobId)).resolves.toMatchObject({
      status: "completed",
      completed: 0,
    });
    const errors = await provider.crawlErrors(jobId);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${site.url}/?: All scraping engines failed!`));
  });

  it("cancels a job on exit with the key in the Authorization header", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const jobId = await provider.startCrawl("https://stuck.test", request);
    provider.cancelOnExit(jobId);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect((await provider.checkProgress(jobId)).status).toBe("cancelled");
  });

  it("cancels the job when a crawl gives up on three failed status checks in a row", async () => {
    emulator.sites.set("stuck.test", { neverFinish: true });
    const provider = firecrawlProvider(emulator.url)(KEY);
    const clock = virtualClock();
    let jobId = "";
    const run = runCrawl({
      provider: {
        ...provider,
        // Once the job runs, its status checks fail three times in a row.
        startCrawl: async (...args) => {
          jobId = await provider.startCrawl(...args);
          emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 3 });
          return jobId;
        },
      },
      url: "https://stuck.test",
      signal: new AbortController().signal,
      sleep: clock.sleep,
      onProgress: () => undefined,
    });
    await expect(run).rejects.toThrow(/503/);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(emulator.stats().faults["status"]).toBe(3);
    await expect.poll(() => emulator.stats().requests["crawl.cancel"]).toBe(1);
    expect((await provider.checkProgress(jobId)).status).toBe("cancelled");
  });
});
