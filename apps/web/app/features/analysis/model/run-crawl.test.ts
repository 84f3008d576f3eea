import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { CrawlEmptyError, KeyRejectedError } from "./errors";
import { createPendingStarts } from "./pending-starts";
import { resultOf, scriptedProvider, virtualClock } from "./fake-crawl-provider";
import { memoryStorage } from "./fake-storage";
import { progressPercent, runCrawl, type CrawlProgressUpdate } from "./run-crawl";
import { createRunningJobs } from "./running-jobs";

const [site] = siteConfig.analysedSites;
if (!site) throw new Error("no analysed site");

/** A crawl that nobody watches or cancels, on virtual time. */
function runUnattended(
  provider: Parameters<typeof runCrawl>[0]["provider"],
  url: string,
  pending?: Parameters<typeof runCrawl>[0]["pending"],
) {
  return runCrawl({
    provider,
    url,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ...(pending ? { pending } : {}),
  });
}

describe("runCrawl", () => {
  it("asks for 100 pages in markdown and html within 30 minutes, reports progress from 0 to 100, and returns every page", async () => {
    const clock = virtualClock();
    const { create, calls } = scriptedProvider({
      now: clock.now,
      sleep: clock.sleep,
      jobs: [
        {
          progress: [
            { status: "scraping", completed: 0, total: 4 },
            { status: "scraping", completed: 2, total: 4 },
            { status: "completed", completed: 4, total: 4 },
          ],
          outcome: resultOf(4),
        },
      ],
    });
    const updates: CrawlProgressUpdate[] = [];

    const result = await runCrawl({
      provider: create("fc-key"),
      url: site.url,
      signal: new AbortController().signal,
      onProgress: (update) => updates.push(update),
    });

    expect(calls[0]).toMatchObject({
      method: "crawl",
      url: site.url,
      request: { limit: 100, formats: ["markdown", "html"] },
      maxWait: 30 * 60_000,
    });
    expect(updates.map((update) => update.percent)).toEqual([0, 0, 50, 100, 100]);
    expect(updates.at(-1)).toEqual({ percent: 100, completed: 4, total: 4 });
    expect(result.data).toHaveLength(4);
  });

  it("lists the job for the exit cancel from the moment it exists until it ends", async () => {
    const jobs = createRunningJobs();
    const listed: boolean[] = [];
    const { create } = scriptedProvider({
      jobs: [
        {
          progress: [
            { status: "scraping", completed: 1, total: 2 },
            { status: "completed", completed: 2, total: 2 },
          ],
          outcome: resultOf(2),
        },
      ],
    });
    await runCrawl({
      provider: create("fc-key"),
      url: site.url,
      signal: new AbortController().signal,
      onProgress: () => listed.push(jobs.has("job-0")),
      jobs,
    });
    // Not at 0 % (the job does not exist yet), then through every status check, and no longer
    // at 100 %, once the job has ended.
    expect(listed).toEqual([false, true, true, false]);
    expect(jobs.size).toBe(0);
  });
});

describe("the record of a start, for the next visit", () => {
  function session() {
    const storage = memoryStorage();
    return createPendingStarts(
      () => storage,
      () => 0,
    );
  }

  it("is kept while the job runs, with its id, and forgotten once it has completed", async () => {
    const pending = session();
    const seen: (string | undefined)[] = [];
    const { create } = scriptedProvider({
      jobs: [{ progress: [{ status: "completed", completed: 1, total: 1 }] }],
    });
    await runCrawl({
      provider: create("k"),
      url: site.url,
      signal: new AbortController().signal,
      onProgress: () => seen.push(pending.all()[0]?.jobId),
      pending,
    });
    expect(seen).toEqual([undefined, "job-0", undefined]);
    expect(pending.all()).toEqual([]);
  });

  it("is forgotten when the provider refuses the start, and kept when the start never answered", async () => {
    const pending = session();
    const refusing = scriptedProvider({
      jobs: [
        { startError: new KeyRejectedError("Unauthorized", { reason: "401: Invalid token" }) },
      ],
    });
    await expect(runUnattended(refusing.create("k"), site.url, pending)).rejects.toThrow();
    expect(pending.all()).toEqual([]);

    const stop = new AbortController();
    const silent = scriptedProvider({ holdStart: new Promise<void>(() => undefined) });
    const run = runCrawl({
      provider: silent.create("k"),
      url: site.url,
      signal: stop.signal,
      onProgress: () => undefined,
      pending,
    });
    stop.abort();
    await expect(run).rejects.toThrow();
    expect(pending.all()).toEqual([expect.objectContaining({ url: site.url, limit: 100 })]);
  });
});

describe("a crawl that completed with no page", () => {
  it("fails with the catalogue's text and the errors the provider recorded for its URLs", async () => {
    const recorded = [`${site.url}/: All scraping engines failed! -- Double check the URL`];
    const { create } = scriptedProvider({
      jobs: [
        {
          progress: [{ status: "completed", completed: 0, total: 0 }],
          outcome: resultOf(0),
          errors: recorded,
        },
      ],
    });
    const run = runUnattended(create("k"), site.url);
    await expect(run).rejects.toBeInstanceOf(CrawlEmptyError);
    await expect(run).rejects.toThrow("Crawl job completed but no data was returned");
    await expect(run).rejects.toHaveProperty("reason", recorded[0]);
  });

  it("shows the first 20 of the provider's errors, each cut to 300 characters, and counts the rest", async () => {
    const recorded = Array.from({ length: 5_000 }, (_, index) => `${site.url}/${index}: failed`);
    recorded[0] = `${site.url}/: ${"x".repeat(1024 * 1024)}`;
    const { create } = scriptedProvider({
      jobs: [
        {
          progress: [{ status: "completed", completed: 0, total: 0 }],
          outcome: resultOf(0),
          errors: recorded,
        },
      ],
    });
    const error = await runUnattended(create("k"), site.url).catch((caught: unknown) => caught);
    const lines = ((error as CrawlEmptyError).reason ?? "").split("\n");
    expect(lines).toHaveLength(21);
    expect(lines[0]).toHaveLength(300);
    expect(lines[19]).toBe(recorded[19]);
    expect(lines[20]).toBe("and 4980 more");
  });

  it("still fails, without a reason, when the provider's errors cannot be read", async () => {
    const { create } = scriptedProvider({
      jobs: [{ progress: [{ status: "completed", completed: 0, total: 0 }], outcome: resultOf(0) }],
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
