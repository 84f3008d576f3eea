import { describe, expect, it } from "vitest";
import type { Reply } from "../../test/support/fake-adapter.js";
import { API, ID, setup, started, page, failure } from "../../test/support/fake-client.js";
import {
  AbortedError,
  DeadlineExceededError,
  IdempotencyConflictError,
  InvalidResponseError,
  PaginationError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "../index.js";

describe("crawls and batch scrapes, with injected time", () => {
  it("GETs both errors endpoints (the reference sent DELETE)", async () => {
    const { app, requests } = setup([
      { status: 200, body: { errors: [], robotsBlocked: [] } },
      { status: 200, body: { errors: [], robotsBlocked: [] } },
    ]);
    await app.checkCrawlErrors(ID);
    await app.checkBatchScrapeErrors(ID);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET /v1/crawl/${ID}/errors`,
      `GET /v1/batch/scrape/${ID}/errors`,
    ]);
  });

  it("sends x-idempotency-key only when given one, and then reuses it on the retry", async () => {
    const keyless = setup([{ status: 503 }, { status: 429 }, started]);
    await keyless.app.asyncCrawlUrl("https://example.com");
    expect(keyless.requests.map((r) => r.headers["x-idempotency-key"])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);

    const key = "6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";
    const keyed = setup([{ status: 500, body: { error: "x" } }, started]);
    await keyed.app.asyncCrawlUrl("https://example.com", {}, key);
    expect(keyed.requests.map((r) => r.headers["x-idempotency-key"])).toEqual([key, key]);
  });

  it("does not retry a key-less start the provider may have accepted, unless retryUnsafe says so", async () => {
    for (const reply of [
      { status: 500, body: { error: "x" } },
      { status: 502 },
      { networkError: "socket hang up", code: "ECONNRESET" },
    ] satisfies Reply[]) {
      const once = setup([reply, started]);
      await expect(once.app.asyncCrawlUrl("https://example.com")).rejects.toBeInstanceOf(Error);
      expect(once.requests).toHaveLength(1);
    }
    const optedIn = setup([{ status: 500, body: { error: "x" } }, started]);
    await optedIn.app.asyncCrawlUrl("https://example.com", {}, undefined, { retryUnsafe: true });
    expect(optedIn.requests).toHaveLength(2);
  });

  it("keeps the id of a job start whose answer was cut after it, and says how to find one cut before", async () => {
    const cut = (text: string) => text.slice(0, text.indexOf(ID) + ID.length + 9);
    const whole = JSON.stringify({ success: true, id: ID, url: `${API}/v1/crawl/${ID}` });
    const salvaged = setup([{ status: 200, raw: cut(whole) }]);
    expect((await salvaged.app.asyncCrawlUrl("https://example.com")).id).toBe(ID);
    expect(salvaged.requests).toHaveLength(1);

    const key = "6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e";
    const lost = setup([
      { status: 200, raw: whole.slice(0, 30) },
      { status: 409, body: { success: false, error: "Idempotency key already used" } },
    ]);
    const error = await failure(lost.app.asyncCrawlUrl("https://example.com", {}, key));
    expect(error).toBeInstanceOf(IdempotencyConflictError);
    expect(error.message).toMatch(/probably started \(not twice\).*GET \/v1\/crawl\/active/);
    expect(lost.requests).toHaveLength(2);

    const keyless = setup([{ status: 200, raw: whole.slice(0, 30) }, started]);
    const unread = await failure(keyless.app.asyncCrawlUrl("https://example.com"));
    expect(unread).toBeInstanceOf(InvalidResponseError);
    expect(unread.message).toMatch(/has probably started.*GET \/v1\/crawl\/active/);
    expect(keyless.requests).toHaveLength(1);
  });

  it("refuses an idempotency key the API would refuse: it takes UUIDs only", async () => {
    const { app, requests } = setup([]);
    const error = await failure(app.asyncCrawlUrl("https://example.com", {}, "my-key"));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("idempotencyKey");
    expect(requests).toHaveLength(0);
  });

  it("reports an answer missing a required field clearly instead of crashing later", async () => {
    const { app } = setup([{ status: 200, body: { success: true, completed: 1 } }]);
    const error = await failure(app.checkCrawlStatus(ID));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.message).toBe(
      "Received an unexpected answer while trying to check crawl status: status: Invalid input: expected string, received undefined",
    );
  });

  it("polls every max(pollInterval, 2) seconds while pending and returns every page", async () => {
    const { app, clock, requests } = setup([
      started,
      page("scraping", []),
      page("queued", []),
      page("completed", [1, 2], `${API}/v1/crawl/${ID}?skip=2`),
      page("completed", [3]),
    ]);
    const result = await app.crawlUrl("https://example.com", {}, 0.5);
    expect(clock.sleeps).toEqual([2000, 2000]);
    expect(result.data.map((d) => d.markdown)).toEqual(["# 1", "# 2", "# 3"]);
    expect(result.expiresAt).toEqual(new Date("2026-11-23T01:45:24.000Z"));
    expect(requests.at(-1)?.url).toBe(`${API}/v1/crawl/${ID}?skip=2`);
  });

  it("uses a longer pollInterval as given, in seconds", async () => {
    const { app, clock } = setup([started, page("scraping", []), page("completed", [1])]);
    await app.crawlUrl("https://example.com", {}, 5);
    expect(clock.sleeps).toEqual([5000]);
  });

  it("does not follow a running job's next link: the next check, 2 s later, reads on from there", async () => {
    const { app, requests, clock } = setup([
      started,
      page("scraping", [1], `${API}/v1/crawl/${ID}?skip=1`),
      page("completed", [2]),
    ]);
    const crawl = await app.crawlUrl("https://example.com", {}, 2, undefined, { watch: false });
    expect(crawl.data.map((document) => document.markdown)).toEqual(["# 1", "# 2"]);
    const reads = requests.slice(1).map((request) => new URL(request.url).searchParams.get("skip"));
    expect(reads).toEqual([null, "1"]);
    expect(clock.sleeps).toEqual([2000]);
  });

  it("treats next: null as the end (the reference threw Invalid URL)", async () => {
    const { app } = setup([started, page("completed", [1], null)]);
    expect((await app.crawlUrl("https://example.com")).data).toHaveLength(1);
  });

  it("gives up after three consecutive failed status checks, retried no sooner than the poll interval, with the last error unchanged", async () => {
    const { app, requests, clock } = setup([
      started,
      { status: 500, body: { error: "a" } },
      { status: 502 },
      { status: 500, body: { success: false, error: "boom" } },
    ]);
    const error = await failure(app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe("Failed to check crawl status. Status code: 500. Error: boom");
    expect((error as ServerError).statusCode).toBe(500);
    expect(requests).toHaveLength(4);
    // The backoff alone would wait 500 and 1000 ms; the provider asks for checks 2 s apart.
    expect(clock.sleeps).toEqual([2000, 2000]);
  });

  it("resets the failure count after a successful check", async () => {
    const { app } = setup([
      started,
      { status: 500 },
      { status: 500 },
      page("scraping", []),
      { status: 500 },
      { status: 500 },
      page("completed", [1]),
    ]);
    expect((await app.crawlUrl("https://example.com")).data).toHaveLength(1);
  });

  it("waits out a long Retry-After on a status check when the deadline allows, else fails with the 429 at once", async () => {
    const slowDown: Reply = {
      status: 429,
      headers: { "retry-after": "120" },
      body: { success: false, error: "Rate limit exceeded" },
    };
    const patient = setup([started, slowDown, page("completed", [1])]);
    expect((await patient.app.crawlUrl("https://example.com")).data).toHaveLength(1);
    expect(patient.clock.sleeps).toEqual([120_000]);

    const hurried = setup([started, slowDown, page("completed", [1])], { maxWait: 60_000 });
    const error = await failure(hurried.app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(120_000);
    expect(hurried.clock.sleeps).toEqual([]);
    expect(hurried.requests).toHaveLength(2);
  });

  it("ends a wait at the deadline with DeadlineExceededError", async () => {
    const { app, clock } = setup(
      (req) => (req.method === "POST" ? started : page("scraping", [])),
      { maxWait: 9_000 },
    );
    const error = await failure(app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.message).toMatch(
      /^Gave up waiting for crawl job 4d4b2f9a-46f3-4a24-a2a7-34802f474008 after 8000 ms \(maxWait 9000 ms\)\. Its last status was "scraping"\./,
    );
    expect(clock.sleeps).toEqual([2000, 2000, 2000, 2000]);
  });

  it("without a maxWait, waits for a crawl as long as it progresses, past 30 minutes", async () => {
    // A check every 10 minutes, each with one more document: 40 minutes of waiting in all.
    const more = [1, 2, 3, 4].map((n) => page("scraping", [n]));
    const { app, clock } = setup([started, ...more, page("completed", [5])]);
    const crawl = await app.crawlUrl("https://example.com", {}, 600);
    expect(crawl.data.map((document) => document.markdown)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `# ${n}`),
    );
    expect(clock.sleeps).toEqual([600_000, 600_000, 600_000, 600_000]);
  });

  it("without a maxWait, gives up 30 minutes after a crawl's last progress, saying so", async () => {
    const { app, clock } = setup((req, index) =>
      req.method === "POST" ? started : page("scraping", index === 1 ? [1] : []),
    );
    const error = await failure(app.crawlUrl("https://example.com", {}, 600));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.message).toMatch(
      /^Gave up waiting for crawl job \S+ after 1800000 ms \(1800000 ms without progress, the default without maxWait\)\./,
    );
    expect(clock.sleeps).toEqual([600_000, 600_000, 600_000]);
  });

  it("takes maxWait per call too", async () => {
    const { app } = setup((req) => (req.method === "POST" ? started : page("scraping", [])));
    const error = await failure(
      app.crawlUrl("https://example.com", {}, undefined, undefined, { maxWait: 3_000 }),
    );
    expect((error as DeadlineExceededError).waitedMs).toBe(2000);
  });

  it("reads each check on from the first document not yet gathered: each document moves once", async () => {
    // Pages from `skip` on, with the crawl's own running count.
    const from = (status: string, docs: number[], completed: number): Reply => {
      const reply = page(status, docs) as { status: number; body: Record<string, unknown> };
      return { ...reply, body: { ...reply.body, completed } };
    };
    const { app, requests } = setup([
      started,
      from("scraping", [1, 2], 2),
      from("scraping", [3], 3),
      from("completed", [4], 4),
    ]);
    const progress: number[] = [];
    const crawl = await app.crawlUrl("https://example.com", {}, 2, undefined, {
      onProgress: ({ completed }) => progress.push(completed),
      watch: false,
    });
    expect(crawl.data.map((document) => document.markdown)).toEqual(["# 1", "# 2", "# 3", "# 4"]);
    const skips = requests.slice(1).map((request) => new URL(request.url).searchParams.get("skip"));
    expect(skips).toEqual([null, "2", "3"]);
    expect(progress).toEqual([2, 3, 4]);
  });

  it("reports a completed crawl without data with the catalogue's message", async () => {
    const { app } = setup([
      started,
      { status: 200, body: { success: true, status: "completed", completed: 0, total: 0 } },
    ]);
    expect((await failure(app.crawlUrl("https://example.com"))).message).toBe(
      "Crawl job completed but no data was returned",
    );
  });

  it("reads on from the status route when a next page keeps failing: nothing lost, nothing twice", async () => {
    const { app, requests } = setup([
      started,
      page("completed", [1, 2], `${API}/v1/crawl/${ID}?skip=2&broken=1`),
      { status: 500 },
      { status: 500 },
      { status: 500 },
      page("completed", [3]),
    ]);
    const result = await app.crawlUrl("https://example.com");
    expect(result.data.map((d) => d.markdown)).toEqual(["# 1", "# 2", "# 3"]);
    expect(requests.at(-1)?.url).toBe(`${API}/v1/crawl/${ID}?skip=2`);
  });

  it("reports a results page that cannot be read either way, with every document before it and no undefined entries", async () => {
    const { app, requests } = setup([
      started,
      page("completed", [1, 2], `${API}/v1/crawl/${ID}?skip=2`),
      ...Array.from({ length: 6 }, () => ({ status: 500 })),
    ]);
    const error = await failure(app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(PaginationError);
    const pagination = error as PaginationError<{ markdown: string }>;
    expect(pagination.partialData.map((d) => d.markdown)).toEqual(["# 1", "# 2"]);
    expect(pagination.nextUrl).toBe(`${API}/v1/crawl/${ID}?skip=2`);
    expect(pagination.statusCode).toBe(500);
    expect(pagination.message).toContain("nor could its status route be read from document 2 on");
    expect(requests).toHaveLength(8);
  });

  it("reads on from the status route each time a next page fails, in a document stream too", async () => {
    const { app, requests } = setup([
      page("scraping", [1], `${API}/v1/crawl/${ID}?skip=1&a`),
      ...Array.from({ length: 3 }, () => ({ status: 500 })),
      page("scraping", [2], `${API}/v1/crawl/${ID}?skip=2&b`),
      ...Array.from({ length: 3 }, () => ({ status: 500 })),
      page("scraping", [], `${API}/v1/crawl/${ID}?skip=2&c`),
      page("completed", [3]),
    ]);
    const seen: string[] = [];
    for await (const d of app.crawlDocuments(ID)) seen.push(d.markdown ?? "");
    expect(seen).toEqual(["# 1", "# 2", "# 3"]);
    expect(requests.map((r) => new URL(r.url).search).filter((q) => q.includes("limit"))).toEqual([
      "?limit=100",
      "?skip=1&limit=100",
      "?skip=2&limit=100",
      "?skip=2&limit=100",
    ]);
  });

  it("follows next only on the API's origin: a foreign origin is re-based, another route refused", async () => {
    const rebased = setup([
      started,
      page("completed", [1], `http://internal:3002/v1/crawl/${ID}?skip=1`),
      page("completed", [2]),
    ]);
    await rebased.app.crawlUrl("https://example.com");
    expect(rebased.requests.at(-1)?.url).toBe(`${API}/v1/crawl/${ID}?skip=1`);
    expect(rebased.requests.every((r) => r.url.startsWith(API))).toBe(true);

    const refused = setup([started, page("completed", [1], "https://evil.example/steal")]);
    const error = await failure(refused.app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(refused.requests).toHaveLength(2);
  });

  it("replaces a next link's skip and limit with those given, for crawls and batches", async () => {
    const { app, requests } = setup([page("scraping", [1]), page("scraping", [1])]);
    await app.checkCrawlStatus(ID, false, `${API}/v1/crawl/${ID}?skip=2&limit=3`, 5, 10);
    await app.checkBatchScrapeStatus(ID, false, `${API}/v1/batch/scrape/${ID}?skip=2`, 7);
    expect(requests.map((r) => r.url)).toEqual([
      `${API}/v1/crawl/${ID}?skip=5&limit=10`,
      `${API}/v1/batch/scrape/${ID}?skip=7`,
    ]);
  });

  it("polls a batch on the batch route", async () => {
    const { app, requests } = setup([started, page("completed", [1])]);
    await app.batchScrapeUrls(["https://example.com/a"]);
    expect(new URL(requests[1]?.url ?? "").pathname).toBe(`/v1/batch/scrape/${ID}`);
  });

  it("aborts during the poll sleep", async () => {
    const controller = new AbortController();
    const { app } = setup((req, index) => {
      if (index === 1) controller.abort();
      return req.method === "POST" ? started : page("scraping", []);
    });
    expect(
      await failure(
        app.crawlUrl("https://example.com", {}, undefined, undefined, {
          signal: controller.signal,
        }),
      ),
    ).toBeInstanceOf(AbortedError);
  });

  it("asks from the first unseen document and never yields one twice", async () => {
    const { app, requests, clock } = setup([
      page("scraping", [1, 2], `${API}/v1/crawl/${ID}?skip=2`),
      page("scraping", [], `${API}/v1/crawl/${ID}?skip=2`),
      page("completed", [3, 4]),
    ]);
    const seen: string[] = [];
    for await (const d of app.crawlDocuments(ID)) seen.push(d.markdown ?? "");
    expect(seen).toEqual(["# 1", "# 2", "# 3", "# 4"]);
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      "?limit=100",
      "?skip=2",
      "?skip=2&limit=100",
    ]);
    expect(clock.sleeps).toEqual([2000]);
  });
});
