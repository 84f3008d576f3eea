import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../test/helpers.js";
import { watchCrawl } from "../test/sockets.js";
import { parseCli } from "../cli-args.js";
import type { Emulator } from "../index.js";
import { approximateBytes, JobStore } from "./job-store.js";

const SITE = "https://bounded.example.com/";
const NOT_FOUND = { success: false, error: "Job not found" };

describe("jobs expire like the provider's", () => {
  it("answers like an unknown job once expiresAt has passed, on every route and the socket", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 0 } });
    const headers = { "x-idempotency-key": "4d4b2f9a-46f3-4a24-a2a7-34802f474008" };
    const crawl = await call(emulator, "POST", "/v1/crawl", { url: SITE }, headers);
    const extract = await call(emulator, "POST", "/v1/extract", { urls: [SITE] });
    const path = `/v1/crawl/${crawl.body.id}`;
    const { expiresAt } = (await call(emulator, "GET", path)).body as { expiresAt: string };

    clock.advance(Date.parse(expiresAt) - clock.now() - 1);
    expect((await call(emulator, "GET", path)).status).toBe(200);
    expect((await call(emulator, "POST", "/v1/crawl", { url: SITE }, headers)).status).toBe(409);

    clock.advance(1);
    expect(await call(emulator, "GET", path)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await call(emulator, "GET", `${path}/errors`)).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect((await call(emulator, "DELETE", path)).body).toEqual({ error: "Job not found" });
    expect((await call(emulator, "GET", `/v1/extract/${extract.body.id}`)).body).toEqual({
      success: false,
      error: "Extract job not found",
    });
    const socket = await watchCrawl(emulator.url, crawl.body.id);
    expect(socket.code).toBe(1008);
    // Its idempotency key went with it.
    expect((await call(emulator, "POST", "/v1/crawl", { url: SITE }, headers)).status).toBe(200);
  });
});

/** Starts crawls of three sites, one after the other, answering their ids in that order. */
async function crawlThreeSites(emulator: Emulator): Promise<string[]> {
  const ids: string[] = [];
  for (const host of ["a", "b", "c"]) {
    const started = await call(emulator, "POST", "/v1/crawl", {
      url: `https://${host}.example.com/`,
    });
    ids.push(started.body.id as string);
  }
  return ids;
}

describe("a cap on stored documents", () => {
  it("forgets the oldest finished jobs first once the cap is passed", async () => {
    const emulator = await useEmulator({
      maxStoredDocuments: 10,
      site: { pages: 5 },
      timing: { pageIntervalMs: 0 },
    });
    const ids = await crawlThreeSites(emulator);
    const statuses = await Promise.all(ids.map((id) => call(emulator, "GET", `/v1/crawl/${id}`)));
    expect(statuses.map((answer) => answer.status)).toEqual([404, 200, 200]);
    expect(statuses[0]?.body).toEqual(NOT_FOUND);
    expect(statuses[2]?.body.data).toHaveLength(5);
  });

  it("never drops a running job, however far past the cap", async () => {
    const emulator = await useEmulator({
      maxStoredDocuments: 4,
      site: { pages: 5 },
      timing: { pageIntervalMs: 60_000 },
    });
    const ids = await crawlThreeSites(emulator);
    for (const id of ids) {
      expect((await call(emulator, "GET", `/v1/crawl/${id}`)).body.status).toBe("scraping");
    }
  });
});

/** A JSON schema of about `bytes` bytes, which a job keeps to build its data. */
function schemaOf(bytes: number) {
  return { type: "object", description: "x".repeat(bytes), properties: { a: { type: "string" } } };
}

describe("caps on every kind of job, by count and by bytes", () => {
  const KIB = 1024;

  it("forgets the oldest finished jobs of any kind once their settings pass maxStoredBytes", async () => {
    const emulator = await useEmulator({
      maxStoredBytes: 2_000 * KIB,
      timing: { pageIntervalMs: 0 },
    });
    const extract = await call(emulator, "POST", "/v2/extract", {
      urls: [SITE],
      schema: schemaOf(700 * KIB),
    });
    const scrape = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: [{ type: "json", schema: schemaOf(700 * KIB) }],
    });
    const agent = await call(emulator, "POST", "/v2/agent", {
      prompt: "p",
      schema: schemaOf(700 * KIB),
    });
    expect([extract.status, scrape.status, agent.status]).toEqual([200, 200, 200]);
    // The third passed 2,000 KiB: the oldest finished job, the extract, made room for it.
    expect((await call(emulator, "GET", `/v2/extract/${extract.body.id}`)).status).toBe(404);
    const scrapeId = scrape.body.data.metadata.scrapeId as string;
    expect((await call(emulator, "GET", `/v2/scrape/${scrapeId}`)).status).toBe(200);
    expect((await call(emulator, "GET", `/v2/agent/${agent.body.id}`)).body.status).toBe(
      "completed",
    );
  });

  it("keeps of a scrape only what rebuilds it, so large request bodies cost nothing", async () => {
    const emulator = await useEmulator({ maxStoredBytes: 1_000 * KIB });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const scrape = await call(emulator, "POST", "/v2/scrape", {
        url: `${SITE}page-${index}`,
        formats: ["markdown"],
        headers: { "x-padding": "p".repeat(600 * KIB) },
      });
      ids.push(scrape.body.data.metadata.scrapeId as string);
    }
    for (const id of ids) {
      const again = await call(emulator, "GET", `/v2/scrape/${id}`);
      expect(again.status).toBe(200);
      expect(again.body.data.metadata.scrapeId).toBe(id);
    }
  });

  it("forgets the oldest finished job past maxStoredJobs, and refuses a new one with 429 while running jobs fill it", async () => {
    const finished = await useEmulator({ maxStoredJobs: 2, timing: { pageIntervalMs: 0 } });
    const done = await crawlThreeSites(finished);
    const statuses = await Promise.all(done.map((id) => call(finished, "GET", `/v1/crawl/${id}`)));
    expect(statuses.map((answer) => answer.status)).toEqual([404, 200, 200]);

    const running = await useEmulator({ maxStoredJobs: 2, timing: { pageIntervalMs: 60_000 } });
    const first = await call(running, "POST", "/v1/crawl", { url: SITE });
    await call(running, "POST", "/v2/extract", { urls: [SITE], prompt: "x" });
    const refused = await call(running, "POST", "/v2/batch/scrape", { urls: [SITE] });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.body.error).toMatch(/maxStoredJobs/);
    expect((await call(running, "GET", `/v1/crawl/${first.body.id}`)).body.status).toBe("scraping");
  });

  it("refuses caps below 1, from options and flags", async () => {
    await expect(useEmulator({ maxStoredJobs: 0 })).rejects.toThrow(
      "maxStoredJobs must be a whole number of at least 1",
    );
    await expect(useEmulator({ maxStoredBytes: 0.5 })).rejects.toThrow(
      "maxStoredBytes must be a whole number of at least 1",
    );
    expect(
      parseCli(["--max-stored-jobs", "50", "--max-stored-bytes", "1048576"], {}).options,
    ).toMatchObject({ maxStoredJobs: 50, maxStoredBytes: 1_048_576 });
  });
});

describe("the store itself", () => {
  it("charges each job the JSON size of what it keeps, and bounds idempotency keys by maxJobs", () => {
    const store = new JobStore({ maxJobs: 2, maxBytes: 1_000_000, maxDocuments: 10 });
    const now = Date.UTC(2026, 0, 1);
    store.rememberScrape({ id: "s1", createdAt: now, url: SITE, formats: ["markdown"] }, now);
    const charged = store.size().bytes;
    expect(charged).toBe(approximateBytes({ url: SITE, formats: ["markdown"] }));
    expect(charged).toBeLessThan(1_000);
    for (const key of ["k1", "k2", "k3"]) expect(store.claimIdempotencyKey(key, now)).toBe(true);
    expect(store.size().idempotencyKeys).toBe(2);
    // The oldest key was forgotten first.
    expect(store.claimIdempotencyKey("k3", now)).toBe(false);
    expect(store.claimIdempotencyKey("k1", now)).toBe(true);
  });
});
