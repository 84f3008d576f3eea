/**
 * The two defects of the newest server that a client meets, as faults, and the `scrapeId` that
 * lets a client see through the first.
 */
import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "./test/helpers.js";
import { watchCrawl } from "./test/sockets.js";

interface Page {
  status: string;
  completed: number;
  next?: string;
  data: { metadata: { url: string; scrapeId: string } }[];
}

const SITE = "https://defects.example.com/";

/** Follows `next` naively, as a client that trusts it would, up to a bound. */
async function readAll(url: string, first: string): Promise<Page[]> {
  const pages: Page[] = [];
  let next: string | undefined = first;
  while (next && pages.length < 20) {
    const page = (await call(url, "GET", next)).body as Page;
    pages.push(page);
    next = page.next;
  }
  return pages;
}

describe("documents carry metadata.scrapeId", () => {
  it("unique per document, the same for a document on every page that returns it", async () => {
    const emulator = await useEmulator({ site: { pages: 9 }, timing: { pageIntervalMs: 0 } });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    const whole = (await call(emulator, "GET", `/v1/crawl/${body.id}`)).body as Page;
    const ids = whole.data.map((document) => document.metadata.scrapeId);
    expect(new Set(ids).size).toBe(9);
    const paged = await readAll(emulator.url, `/v1/crawl/${body.id}?limit=4`);
    expect(
      paged.flatMap((page) => page.data.map((document) => document.metadata.scrapeId)),
    ).toEqual(ids);
  });
});

describe("fault skip-ignored", () => {
  it("makes every later page the first again, next still pointing at ?skip=N, as the newest self-hosted server", async () => {
    const emulator = await useEmulator({
      deployment: "self-hosted",
      site: { pages: 9, pageBytes: 3_000 },
      timing: { pageIntervalMs: 0 },
      statusPageBytes: 10_000,
    });
    emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    const pages = await readAll(emulator.url, `/v1/crawl/${body.id}`);
    const urls = pages.map((page) => page.data.map((document) => document.metadata.url));
    const perPage = urls[0]?.length ?? 0;
    expect(perPage).toBeGreaterThan(1);
    expect(perPage).toBeLessThan(9);
    // Each page is the first one again, and next advances as if it were not, so a naive client
    // reads as many documents as the job has, of which only the first page's are distinct.
    for (const page of urls) expect(page).toEqual(urls[0]);
    expect(pages).toHaveLength(Math.ceil(9 / perPage));
    expect(pages[0]?.next).toBe(`${emulator.url}/v1/crawl/${body.id}?skip=${perPage}`);
    expect(pages[1]?.next).toBe(`${emulator.url}/v1/crawl/${body.id}?skip=${2 * perPage}`);
    expect(pages.at(-1)?.next).toBeUndefined();
    // The first page asks for no later page, so the defect shows (and counts) from the second.
    expect(emulator.stats().faults["skip-ignored"]).toBe(pages.length - 1);
  });

  it("ignores limit too, on batches as on crawls, and honours paging again once used up", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    emulator.faults.inject({ route: "batch.status", kind: "skip-ignored", times: 1 });
    const urls = [`${SITE}a`, `${SITE}b`, `${SITE}c`];
    const batch = await call(emulator, "POST", "/v1/batch/scrape", { urls });
    const path = `/v1/batch/scrape/${batch.body.id}`;
    const ignored = (await call(emulator, "GET", `${path}?skip=2&limit=1`)).body as Page;
    expect(ignored.data.map((document) => document.metadata.url)).toEqual(urls);
    expect(ignored.next).toBeUndefined();
    const honoured = (await call(emulator, "GET", `${path}?skip=2&limit=1`)).body as Page;
    expect(honoured.data.map((document) => document.metadata.url)).toEqual([`${SITE}c`]);
    expect(honoured.data[0]?.metadata.scrapeId).toBe(ignored.data[2]?.metadata.scrapeId);
    expect(emulator.stats().faultsByRoute["batch.status"]).toBe(1);
  });
});

describe("fault skip-ignored on a running job of the self-hosted deployment", () => {
  it.each([
    ["v1", "crawl.status"],
    ["v2", "v2.crawl.status"],
  ] as const)(
    "%s: counts a document in completed before it can be read, and ?skip=2 repeats the one readable",
    async (version, route) => {
      const clock = manualClock();
      const emulator = await useEmulator({
        deployment: "self-hosted",
        now: clock.now,
        site: { pages: 5 },
        timing: { pageIntervalMs: 100 },
      });
      emulator.faults.inject({ route, kind: "skip-ignored" });
      const { body } = await call(emulator, "POST", `/${version}/crawl`, { url: SITE });
      const path = `/${version}/crawl/${body.id}`;
      clock.advance(250);
      const first = (await call(emulator, "GET", path)).body as Page & Record<string, unknown>;
      expect(first).toMatchObject({ status: "scraping", completed: 2 });
      expect(first.data).toHaveLength(1);
      const again = (await call(emulator, "GET", `${path}?skip=2`)).body as Page;
      expect(again.data.map((document) => document.metadata.scrapeId)).toEqual(
        first.data.map((document) => document.metadata.scrapeId),
      );
      // Documents catch up with the count: later reads go on, and a finished job has them all.
      clock.advance(100);
      expect((await call(emulator, "GET", path)).body.data).toHaveLength(2);
      clock.advance(1_000);
      const done = (await call(emulator, "GET", path)).body as Page & Record<string, unknown>;
      expect(done).toMatchObject({ status: "completed", completed: 5 });
      expect(done.data).toHaveLength(5);
      expect(emulator.stats().faults["skip-ignored"]).toBe(3);
    },
  );

  it("reads every counted document on the cloud, and without the fault", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 5 },
      timing: { pageIntervalMs: 100 },
    });
    emulator.faults.inject({ route: "crawl.status", kind: "skip-ignored" });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    clock.advance(250);
    expect((await call(emulator, "GET", `/v1/crawl/${body.id}`)).body.data).toHaveLength(2);
    emulator.setDeployment("self-hosted");
    emulator.faults.clear();
    expect((await call(emulator, "GET", `/v1/crawl/${body.id}`)).body.data).toHaveLength(2);
  });
});

describe("fault ws-start-race", () => {
  it("tells a socket opened at the start that the job completed with nothing, while HTTP then delivers every page", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 4 },
      timing: { pageIntervalMs: 100 },
    });
    emulator.faults.inject({ route: "crawl.ws", kind: "ws-start-race", times: 1 });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    const session = await watchCrawl(emulator.url, body.id);
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]).toMatchObject({
      type: "catchup",
      data: { success: true, status: "completed", completed: 0, total: 0, data: [] },
    });
    expect(session.code).toBe(1000);
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
    expect(emulator.stats().faults["ws-start-race"]).toBe(1);

    clock.advance(1_000);
    const status = await call(emulator, "GET", `/v1/crawl/${body.id}`);
    expect(status.body).toMatchObject({ status: "completed", completed: 4 });
    expect(status.body.data).toHaveLength(4);
    const again = await watchCrawl(emulator.url, body.id);
    expect((again.messages[0]?.data as { data: unknown[] }).data).toHaveLength(4);
  });

  it("does not fire on a job that has already finished, nor on the HTTP routes", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    emulator.faults.inject({ kind: "ws-start-race" });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    expect((await call(emulator, "GET", `/v1/crawl/${body.id}`)).body.data).toHaveLength(5);
    const session = await watchCrawl(emulator.url, body.id);
    expect((session.messages[0]?.data as { data: unknown[] }).data).toHaveLength(5);
    expect(emulator.stats().faults["ws-start-race"]).toBeUndefined();
  });

  it("is injected over the control plane and from the CLI syntax like any other fault", async () => {
    const emulator = await useEmulator();
    for (const kind of ["skip-ignored", "ws-start-race"]) {
      const answer = await call(emulator, "POST", "/__emulator/faults", { kind, times: 2 });
      expect(answer.status, kind).toBe(200);
    }
    expect((await call(emulator, "GET", "/__emulator/faults")).body.faults).toMatchObject([
      { kind: "skip-ignored", route: "*", times: 2 },
      { kind: "ws-start-race", route: "*", times: 2 },
    ]);
  });
});
