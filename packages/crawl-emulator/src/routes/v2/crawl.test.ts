import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../../test/helpers.js";
import { watchCrawl } from "../../test/sockets.js";

const SITE = "https://v2.example.com/";

async function completedCrawl(pages: number, statusPageBytes?: number) {
  const clock = manualClock();
  const emulator = await useEmulator({
    now: clock.now,
    site: { pages, pageBytes: 200 },
    timing: { pageIntervalMs: 10 },
    statusPageBytes,
  });
  const { body } = await call(emulator, "POST", "/v2/crawl", { url: SITE, limit: pages });
  clock.advance(pages * 10 + 10);
  return { emulator, id: body.id as string, clock };
}

/** Follows `next` from the first page, at most `maxPages` pages; answers every page read. */
async function followNext(emulator: { url: string }, id: string, maxPages: number) {
  const pages: { data: { metadata: { scrapeId: string } }[]; next?: string }[] = [];
  let url: string | undefined = `${emulator.url}/v2/crawl/${id}`;
  while (url && pages.length < maxPages) {
    const page: (typeof pages)[number] = (await call(url, "GET", "")).body;
    pages.push(page);
    url = page.next;
  }
  return pages;
}

describe("POST /v2/crawl", () => {
  it("takes v2 keys and refuses each v1 key with the v2 wording", async () => {
    const emulator = await useEmulator();
    const v2 = await call(emulator, "POST", "/v2/crawl", {
      url: SITE,
      sitemap: "skip",
      crawlEntireDomain: true,
      maxDiscoveryDepth: 2,
      allowSubdomains: true,
      scrapeOptions: { formats: ["markdown", { type: "screenshot", fullPage: true }] },
    });
    expect(v2.status).toBe(200);
    for (const key of ["ignoreSitemap", "maxDepth", "allowBackwardLinks"]) {
      const answer = await call(emulator, "POST", "/v2/crawl", { url: SITE, [key]: true });
      expect(answer.status, key).toBe(400);
      expect(answer.body.details).toEqual([
        {
          code: "unrecognized_keys",
          keys: [key],
          path: [],
          message:
            "Unrecognized key in body -- please review the v2 API documentation for request body changes",
        },
      ]);
    }
    expect(emulator.stats().requests["v2.crawl.start"]).toBe(4);
    expect(emulator.stats().requests["crawl.start"]).toBeUndefined();
  });

  it("renders object formats in the crawl's documents", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, site: { pages: 2 } });
    const { body } = await call(emulator, "POST", "/v2/crawl", {
      url: SITE,
      scrapeOptions: { formats: [{ type: "html" }, "links"] },
    });
    clock.advance(1_000);
    const [first] = (await call(emulator, "GET", `/v2/crawl/${body.id}`)).body.data;
    expect(first.html).toContain("<");
    expect(first.links.length).toBeGreaterThan(0);
    expect(first.markdown).toBeUndefined();
  });

  it("keeps the start idempotency of each deployment: cloud 409 on reuse, self-hosted 500", async () => {
    const emulator = await useEmulator();
    const key = randomUUID();
    const headers = { "x-idempotency-key": key };
    expect((await call(emulator, "POST", "/v2/crawl", { url: SITE }, headers)).status).toBe(200);
    expect((await call(emulator, "POST", "/v2/crawl", { url: SITE }, headers)).status).toBe(409);
    emulator.setDeployment("self-hosted");
    const selfHosted = await call(
      emulator,
      "POST",
      "/v2/crawl",
      { url: SITE },
      {
        "x-idempotency-key": randomUUID(),
      },
    );
    expect(selfHosted.status).toBe(500);
    expect(selfHosted.body.code).toBe("UNKNOWN_ERROR");
    const notUuid = await call(
      emulator,
      "POST",
      "/v2/crawl",
      { url: SITE },
      {
        "x-idempotency-key": "not-a-uuid",
      },
    );
    expect(notUuid.status).toBe(409);
  });
});

describe("GET /v2/crawl/{id} paging", () => {
  it("follows next links under /v2 to every document once, and the last page has none", async () => {
    const { emulator, id } = await completedCrawl(12, 1_500);
    const pages = await followNext(emulator, id, 50);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.slice(0, -1).every((page) => page.next?.includes(`/v2/crawl/${id}?skip=`))).toBe(
      true,
    );
    expect(pages.at(-1)?.next).toBeUndefined();
    const ids = pages.flatMap((page) => page.data.map((document) => document.metadata.scrapeId));
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  it("next-past-end: the last page names a page past the last document, which adds nothing and names itself", async () => {
    const { emulator, id } = await completedCrawl(3);
    emulator.faults.inject({ route: "v2.crawl.status", kind: "next-past-end" });
    const first = (await call(emulator, "GET", `/v2/crawl/${id}`)).body;
    expect(first.data).toHaveLength(3);
    expect(first.next).toBe(`${emulator.url}/v2/crawl/${id}?skip=3`);
    const past = (await call(first.next, "GET", "")).body;
    expect(past.data).toEqual([]);
    expect(past.next).toBe(first.next);
    expect(emulator.stats().faults["next-past-end"]).toBe(2);
  });

  it("skip-ignored on v2: a later page is the first page again", async () => {
    const { emulator, id } = await completedCrawl(6, 1_500);
    emulator.faults.inject({ route: "v2.crawl.status", kind: "skip-ignored" });
    const [first, second] = await followNext(emulator, id, 2);
    const scrapeIds = (page: typeof first) =>
      page?.data.map((document) => document.metadata.scrapeId);
    expect(first?.next).toMatch(new RegExp(`/v2/crawl/${id}\\?skip=[1-5]$`));
    expect(scrapeIds(second)).toEqual(scrapeIds(first));
    expect(emulator.stats().faults["skip-ignored"]).toBe(1);
  });

  it("a v1 route's fault does not fire on v2, and a '*' fault fires on both", async () => {
    const { emulator, id } = await completedCrawl(2);
    emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503 });
    expect((await call(emulator, "GET", `/v2/crawl/${id}`)).status).toBe(200);
    expect((await call(emulator, "GET", `/v1/crawl/${id}`)).status).toBe(503);
    emulator.faults.clear();
    emulator.faults.inject({ kind: "status", status: 502, times: 2 });
    expect((await call(emulator, "GET", `/v2/crawl/${id}`)).status).toBe(502);
    expect((await call(emulator, "GET", `/v1/crawl/${id}`)).status).toBe(502);
    expect(emulator.stats().faultsByRoute).toMatchObject({
      "crawl.status": 2,
      "v2.crawl.status": 1,
    });
  });
});

describe("cancel, errors and the active list under /v2", () => {
  it("cancels; an unknown id answers 404 without success; ongoing and active list the same crawls", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("v2.example.com", { neverFinish: true });
    const { body } = await call(emulator, "POST", "/v2/crawl", { url: SITE, limit: 3 });
    const ongoing = await call(emulator, "GET", "/v2/crawl/ongoing");
    const active = await call(emulator, "GET", "/v2/crawl/active");
    expect(ongoing.body.crawls.map((crawl: { id: string }) => crawl.id)).toEqual([body.id]);
    expect(active.body).toEqual(ongoing.body);
    expect(ongoing.body.crawls[0]).toMatchObject({
      teamId: "bypass",
      url: SITE,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      options: { limit: 3, sitemap: "include", scrapeOptions: { onlyMainContent: true } },
    });
    const cancel = await call(emulator, "DELETE", `/v2/crawl/${body.id}`);
    expect(cancel.body).toEqual({ status: "cancelled" });
    expect((await call(emulator, "GET", `/v2/crawl/${body.id}`)).body.status).toBe("cancelled");
    expect((await call(emulator, "GET", "/v2/crawl/ongoing")).body.crawls).toEqual([]);
    const unknown = await call(emulator, "DELETE", `/v2/crawl/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Job not found" });
  });

  it("lists the start URL of an unreachable site in the crawl's errors", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    emulator.sites.set("down.example.com", { unreachable: true });
    const { body } = await call(emulator, "POST", "/v2/crawl", {
      url: "https://down.example.com/",
    });
    clock.advance(1_000);
    const errors = (await call(emulator, "GET", `/v2/crawl/${body.id}/errors`)).body;
    expect(errors.errors).toHaveLength(1);
    expect(errors.errors[0].url).toBe("https://down.example.com/");
    expect(errors.robotsBlocked).toEqual([]);
  });
});

describe("POST /v2/crawl/params-preview", () => {
  it("on the cloud, answers crawl options for the prompt; bad input is a 400 naming the field", async () => {
    const emulator = await useEmulator();
    const preview = await call(emulator, "POST", "/v2/crawl/params-preview", {
      url: SITE,
      prompt: "the first 20 pages of the blog",
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      success: true,
      data: { url: SITE, limit: 20, sitemap: "include", includePaths: [] },
    });
    const missing = await call(emulator, "POST", "/v2/crawl/params-preview", { url: SITE });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].path).toEqual(["prompt"]);
  });
});

describe("the v2 crawl WebSocket", () => {
  it("sends the whole result in the catchup and ends with done as the close reason", async () => {
    const emulator = await useEmulator({ site: { pages: 4 }, timing: { pageIntervalMs: 0 } });
    const { body } = await call(emulator, "POST", "/v2/crawl", { url: SITE });
    const session = await watchCrawl(emulator.url, body.id, { version: "v2" });
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]).toMatchObject({ type: "catchup", data: { status: "completed" } });
    expect((session.messages[0]?.data as { data: unknown[] }).data).toHaveLength(4);
    expect(session.code).toBe(1000);
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
    expect(emulator.stats().requests["v2.crawl.ws"]).toBe(1);
  });

  it("streams documents of a running crawl, closes 1008 for an unknown id, and has the start race as a fault", async () => {
    const emulator = await useEmulator({ site: { pages: 3 }, timing: { pageIntervalMs: 20 } });
    const { body } = await call(emulator, "POST", "/v2/crawl", { url: SITE });
    const session = await watchCrawl(emulator.url, body.id, { version: "v2" });
    const documents = session.messages.filter((message) => message.type === "document");
    const catchup = (session.messages[0]?.data as { data: unknown[] }).data;
    expect(catchup.length + documents.length).toBe(3);
    const unknown = await watchCrawl(emulator.url, randomUUID(), { version: "v2" });
    expect(unknown.code).toBe(1008);
    emulator.faults.inject({ route: "v2.crawl.ws", kind: "ws-start-race", times: 1 });
    const raced = await call(emulator, "POST", "/v2/crawl", { url: SITE });
    const race = await watchCrawl(emulator.url, raced.body.id, { version: "v2" });
    expect(race.messages[0]).toMatchObject({
      type: "catchup",
      data: { status: "completed", data: [] },
    });
    expect(emulator.stats().faultsByRoute["v2.crawl.ws"]).toBe(1);
  });
});
