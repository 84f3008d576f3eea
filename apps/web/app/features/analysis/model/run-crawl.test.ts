import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import {
  CrawlCancelledError,
  CrawlEmptyError,
  CrawlFailedError,
  IncompleteResultError,
} from "./errors";
import { resultOf, scriptedProvider, virtualClock } from "./fake-crawl-provider";
import { progressPercent, runCrawl, type CrawlProgressUpdate } from "./run-crawl";

const [site] = siteConfig.analysedSites;
if (!site) throw new Error("no analysed site");

/** A crawl that nobody watches or cancels, on virtual time. */
function runUnattended(provider: Parameters<typeof runCrawl>[0]["provider"], url: string) {
  return runCrawl({
    provider,
    url,
    signal: new AbortController().signal,
    sleep: virtualClock().sleep,
    onProgress: () => undefined,
  });
}

describe("runCrawl", () => {
  it("starts with limit 100 and markdown+html, reports real progress every 2 s, then reads every page", async () => {
    const clock = virtualClock();
    const { create, calls } = scriptedProvider({
      now: clock.now,
      jobs: [
        {
          progress: [
            { status: "scraping", completed: 0, total: 4 },
            { status: "scraping", completed: 2, total: 4 },
            { status: "completed", completed: 4, total: 4 },
          ],
          result: resultOf(4),
        },
      ],
    });
    const updates: CrawlProgressUpdate[] = [];

    const result = await runCrawl({
      provider: create("fc-key"),
      url: site.url,
      signal: new AbortController().signal,
      sleep: clock.sleep,
      onProgress: (update) => updates.push(update),
    });

    expect(calls[0]).toMatchObject({
      method: "startCrawl",
      url: site.url,
      request: { limit: 100, formats: ["markdown", "html"] },
    });
    expect(updates.map((update) => update.percent)).toEqual([0, 0, 50, 100, 100]);
    expect(clock.sleeps).toEqual([2000, 2000, 2000]);
    expect(calls.at(-1)).toEqual({ method: "fetchResult", jobId: "job-0", at: 6000 });
    expect(result.data).toHaveLength(4);
  });

  it("fails with the provider's error text when the job ends failed, and cancels nothing", async () => {
    const { create, calls } = scriptedProvider({
      jobs: [
        { progress: [{ status: "failed", completed: 0, total: 0, error: "Site unreachable" }] },
      ],
    });
    const run = runUnattended(create("k"), "https://broken.test");
    await expect(run).rejects.toThrow(new CrawlFailedError("Site unreachable"));
    expect(calls.map((call) => call.method)).toEqual(["startCrawl", "checkProgress"]);
  });

  it("names the status when a stopped job carries no error text", async () => {
    const { create } = scriptedProvider({
      jobs: [{ progress: [{ status: "cancelled", completed: 1, total: 3 }] }],
    });
    await expect(runUnattended(create("k"), "https://stopped.test")).rejects.toThrow(
      "Crawl job failed or was stopped. Status: cancelled",
    );
  });

  it("cancels the job at the provider when the signal aborts while it waits", async () => {
    const abort = new AbortController();
    const clock = virtualClock();
    const { create, calls } = scriptedProvider({
      jobs: [{ progress: [{ status: "scraping", completed: 1, total: 10 }] }],
    });
    const run = runCrawl({
      provider: create("k"),
      url: "https://slow.test",
      signal: abort.signal,
      sleep: async (ms, signal) => {
        if (clock.sleeps.length === 2) abort.abort();
        await clock.sleep(ms, signal);
      },
      onProgress: () => undefined,
    });
    await expect(run).rejects.toBeInstanceOf(CrawlCancelledError);
    expect(calls.filter((call) => call.method === "checkProgress")).toHaveLength(3);
    expect(calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "job-0" });
  });

  it("cancels the job at the provider when it gives up on failed status checks, and passes the error on", async () => {
    const boom = new Error("Failed to check crawl status. Status code: 500");
    const { create, calls } = scriptedProvider({ failWith: { checkProgress: boom } });
    await expect(runUnattended(create("k"), "https://unstable.test")).rejects.toBe(boom);
    expect(calls.at(-1)).toEqual({ method: "cancelCrawl", jobId: "job-0" });
  });

  it("reports why the crawl ended even when the cancel fails too", async () => {
    const boom = new Error("Failed to check crawl status. Status code: 503");
    const { create, calls } = scriptedProvider({
      failWith: { checkProgress: boom, cancelCrawl: new Error("Failed to cancel crawl job") },
    });
    await expect(runUnattended(create("k"), "https://unstable.test")).rejects.toBe(boom);
    expect(calls.filter((call) => call.method === "cancelCrawl")).toHaveLength(1);
  });

  it("leaves a completed job alone when reading its pages fails", async () => {
    const boom = new Error("Failed to get crawl status. Status code: 500");
    const { create, calls } = scriptedProvider({
      jobs: [{ progress: [{ status: "completed", completed: 2, total: 2 }] }],
      failWith: { fetchResult: boom },
    });
    await expect(runUnattended(create("k"), "https://done.test")).rejects.toBe(boom);
    expect(calls.some((call) => call.method === "cancelCrawl")).toBe(false);
  });
});

describe("a result the provider's paging cut short", () => {
  it("keeps every page that arrived, with the job's figures and a notice that it is incomplete", async () => {
    const stalled = new IncompleteResultError(
      "The server's paging repeated itself: 2 of 5 documents",
      resultOf(2).data,
      5,
    );
    const { create, calls } = scriptedProvider({
      jobs: [{ progress: [{ status: "completed", completed: 5, total: 5, creditsUsed: 5 }] }],
      failWith: { fetchResult: stalled },
    });
    const result = await runUnattended(create("k"), "https://stalled.test");
    expect(result).toEqual({
      status: "completed",
      completed: 5,
      creditsUsed: 5,
      data: resultOf(2).data,
      incomplete: "The server's paging repeated itself: 2 of 5 documents",
    });
    expect(calls.some((call) => call.method === "cancelCrawl")).toBe(false);
  });
});

describe("polling", () => {
  it("never checks the status sooner than 2 s after the last check, retries included", async () => {
    const clock = virtualClock();
    const unavailable = new Error("Failed to check crawl status. Status code: 503");
    const { create, calls } = scriptedProvider({
      now: clock.now,
      jobs: [
        {
          progress: [
            unavailable,
            unavailable,
            { status: "scraping", completed: 1, total: 2 },
            unavailable,
            { status: "completed", completed: 2, total: 2 },
          ],
          result: resultOf(2),
        },
      ],
    });
    const result = await runCrawl({
      provider: create("k"),
      url: site.url,
      signal: new AbortController().signal,
      sleep: clock.sleep,
      onProgress: () => undefined,
    });
    expect(result.data).toHaveLength(2);
    const statusRequests = calls.flatMap((call) =>
      call.method === "checkProgress" || call.method === "fetchResult" ? [call.at] : [],
    );
    expect(statusRequests).toEqual([0, 2000, 4000, 6000, 8000, 10_000]);
  });
});

describe("a crawl that completed with no page", () => {
  it("fails with the catalogue's text and the errors the provider recorded for its URLs", async () => {
    const recorded = [`${site.url}/: All scraping engines failed! -- Double check the URL`];
    const { create } = scriptedProvider({
      jobs: [
        {
          progress: [{ status: "completed", completed: 0, total: 0 }],
          result: resultOf(0),
          errors: recorded,
        },
      ],
    });
    const run = runUnattended(create("k"), site.url);
    await expect(run).rejects.toBeInstanceOf(CrawlEmptyError);
    await expect(run).rejects.toThrow("Crawl job completed but no data was returned");
    await expect(run).rejects.toHaveProperty("reason", recorded[0]);
  });

  it("still fails, without a reason, when the provider's errors cannot be read", async () => {
    const { create } = scriptedProvider({
      jobs: [{ progress: [{ status: "completed", completed: 0, total: 0 }], result: resultOf(0) }],
      failWith: { crawlErrors: new Error("Failed to check crawl errors. Status code: 500") },
    });
    const run = runUnattended(create("k"), site.url);
    await expect(run).rejects.toBeInstanceOf(CrawlEmptyError);
    await expect(run).rejects.toHaveProperty("reason", undefined);
  });
});

describe("progressPercent", () => {
  it("is 0 while the total is unknown and a rounded share of it afterwards", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(7, 5)).toBe(100);
  });
});
