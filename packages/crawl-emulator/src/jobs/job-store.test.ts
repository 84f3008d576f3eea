import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../test/helpers.js";
import { watchCrawl } from "../test/sockets.js";

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

describe("a cap on stored documents", () => {
  it("forgets the oldest finished jobs first once the cap is passed", async () => {
    const emulator = await useEmulator({
      maxStoredDocuments: 10,
      site: { pages: 5 },
      timing: { pageIntervalMs: 0 },
    });
    const ids: string[] = [];
    for (const host of ["a", "b", "c"]) {
      ids.push(
        (await call(emulator, "POST", "/v1/crawl", { url: `https://${host}.example.com/` })).body
          .id,
      );
    }
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
    const ids: string[] = [];
    for (const host of ["a", "b", "c"]) {
      ids.push(
        (await call(emulator, "POST", "/v1/crawl", { url: `https://${host}.example.com/` })).body
          .id,
      );
    }
    for (const id of ids) {
      expect((await call(emulator, "GET", `/v1/crawl/${id}`)).body.status).toBe("scraping");
    }
  });
});
