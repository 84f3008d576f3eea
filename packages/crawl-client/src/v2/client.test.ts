import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import * as zod from "zod";
import {
  AbortedError,
  DeadlineExceededError,
  FirecrawlApp,
  InvalidResponseError,
  NotFoundError,
  PaginationStalledError,
  RouteNotServedError,
  ServerError,
  ValidationError,
} from "../index.js";
import { API, doc, failure, ID, page, setupV2 } from "../../test/support/fake-client.js";

const statusUrl = `${API}/v2/crawl/${ID}`;
const started = { status: 200, body: { success: true, id: ID, url: statusUrl } };

describe("v2 scrape, search and map", () => {
  it("sends a zod schema of a json format as JSON Schema and returns the document with the warning", async () => {
    const { client, requests } = setupV2([
      { status: 200, body: { success: true, data: doc(1), warning: "no screenshot" } },
    ]);
    const result = await client.scrape("https://example.com", {
      formats: ["markdown", { type: "json", schema: zod.object({ title: zod.string() }) }],
    });
    expect(requests[0]?.url).toBe(`${API}/v2/scrape`);
    const formats = requests[0]?.body?.["formats"] as unknown[];
    expect(formats[1]).toMatchObject({
      type: "json",
      schema: { type: "object", properties: { title: { type: "string" } } },
    });
    expect(result).toMatchObject({ markdown: "# 1", warning: "no screenshot" });
  });

  it("reads a scrape done before by its id, retrying a 503; an unknown id is a NotFoundError", async () => {
    const { client, requests } = setupV2([
      { status: 503, body: { success: false, error: "busy" } },
      { status: 200, body: { success: true, data: doc(1), warning: "cached" } },
      { status: 404, body: { success: false, error: "Job not found" } },
    ]);
    expect(await client.getScrapeStatus(ID)).toMatchObject({ markdown: "# 1", warning: "cached" });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API}/v2/scrape/${ID}`,
      `GET ${API}/v2/scrape/${ID}`,
    ]);
    const missing = await failure(client.getScrapeStatus(ID));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({
      statusCode: 404,
      message: expect.stringContaining("Job not found"),
    });
  });

  it("refuses a scrape id that is empty or not an id before any request, naming the field", async () => {
    const { client, requests } = setupV2([]);
    for (const bad of ["", "../crawl/x", 42 as unknown as string]) {
      const error = await failure(client.getScrapeStatus(bad));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe("id");
    }
    expect(requests).toHaveLength(0);
  });

  it("reads search results grouped by source, and a v1-style flat list as web results", async () => {
    const { client } = setupV2([
      { status: 200, body: { success: true, data: { web: [{ url: "https://a.test" }] } } },
      { status: 200, body: { success: true, data: [{ url: "https://b.test" }] } },
    ]);
    expect((await client.search("q")).web).toEqual([{ url: "https://a.test" }]);
    expect((await client.search("q")).web).toEqual([{ url: "https://b.test" }]);
  });

  it("turns map links into link objects whichever form the server sends", async () => {
    const { client } = setupV2([
      {
        status: 200,
        body: { success: true, links: ["https://a.test", { url: "https://b.test", title: "B" }] },
      },
    ]);
    expect((await client.map("https://example.com")).links).toEqual([
      { url: "https://a.test" },
      { url: "https://b.test", title: "B" },
    ]);
  });

  it("refuses a v1 crawl option before any request, naming it and its v2 replacement", async () => {
    const { client, requests } = setupV2([]);
    const error = await failure(
      client.startCrawl("https://example.com", { maxDepth: 2 } as Record<string, unknown>),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe("options.maxDepth");
    expect(error.message).toContain("maxDiscoveryDepth");
    expect(requests).toHaveLength(0);
  });
});

describe("v2 crawl status paging on servers that ignore skip and point next past the end", () => {
  it("returns each document once when every page repeats the first", async () => {
    const repeated = page("completed", [1, 2, 3], `${statusUrl}?skip=3`);
    (repeated as { body: Record<string, unknown> }).body["completed"] = 3;
    const { client, requests } = setupV2(() => repeated);
    const job = await client.getCrawlStatus(ID);
    expect(job.data.map((d) => d.markdown)).toEqual(["# 1", "# 2", "# 3"]);
    expect(job).toMatchObject({ id: ID, status: "completed", completed: 3, next: null });
    expect(requests).toHaveLength(2);
  });

  it("stops at an empty page past the last document", async () => {
    const { client } = setupV2([
      page("completed", [1, 2], `${statusUrl}?skip=2`),
      page("completed", [], `${statusUrl}?skip=4`),
    ]);
    expect((await client.getCrawlStatus(ID)).data).toHaveLength(2);
  });

  it("ends with PaginationStalledError holding every distinct document when some cannot be reached", async () => {
    const short = page("completed", [1, 2], `${statusUrl}?skip=2`);
    (short as { body: Record<string, unknown> }).body["completed"] = 5;
    const { client } = setupV2(() => short);
    const error = await failure(client.getCrawlStatus(ID));
    expect(error).toBeInstanceOf(PaginationStalledError);
    expect((error as PaginationStalledError).partialData).toHaveLength(2);
  });

  it("follows next only on the API's own origin and never sends the key elsewhere", async () => {
    const { client, requests } = setupV2([
      page("completed", [1], "https://elsewhere.test/steal?skip=1"),
    ]);
    expect(await failure(client.getCrawlStatus(ID))).toBeInstanceOf(InvalidResponseError);
    expect(requests.every((r) => r.url.startsWith(API))).toBe(true);
  });

  it("stops at maxResults and points next at the first document not returned", async () => {
    const { client, requests } = setupV2([page("completed", [1, 2, 3], `${statusUrl}?skip=3`)]);
    const job = await client.getCrawlStatus(ID, { maxResults: 2 });
    expect(job.data).toHaveLength(2);
    expect(job.next).toBe(`${statusUrl}?skip=2`);
    expect(requests).toHaveLength(1);
  });

  it("stops after maxPages pages beyond the first", async () => {
    const { client } = setupV2([
      page("completed", [1, 2], `${statusUrl}?skip=2`),
      page("completed", [3, 4], `${statusUrl}?skip=4`),
      page("completed", [5], `${statusUrl}?skip=5`),
    ]);
    const job = await client.getCrawlStatus(ID, { maxPages: 1 });
    expect(job.data.map((d) => d.markdown)).toEqual(["# 1", "# 2", "# 3", "# 4"]);
    expect(job.next).toBe(`${statusUrl}?skip=4`);
  });

  it("reads one page with autoPaginate false and keeps its next link", async () => {
    const { client, requests } = setupV2([page("scraping", [1], `${statusUrl}?skip=1`)]);
    const job = await client.getCrawlStatus(ID, { autoPaginate: false });
    expect(job.next).toBe(`${statusUrl}?skip=1`);
    expect(requests).toHaveLength(1);
  });
});

describe("v2 waits", () => {
  it("crawl tells onProgress after every check and returns every document", async () => {
    const { client } = setupV2([started, page("scraping", [1]), page("completed", [1, 2])]);
    const progress: unknown[] = [];
    const job = await client.crawl("https://example.com", {
      limit: 2,
      onProgress: (p) => progress.push(p),
      watch: false,
    });
    expect(progress).toEqual([
      { status: "scraping", completed: 1, total: 10 },
      { status: "completed", completed: 2, total: 10 },
    ]);
    expect(job.data).toHaveLength(2);
  });

  it("v1's crawlUrl takes onProgress too", async () => {
    const { client } = setupV2([
      { status: 200, body: { success: true, id: ID } },
      page("completed", [1]),
    ]);
    const seen: string[] = [];
    await client.v1.crawlUrl("https://example.com", {}, 2, undefined, {
      onProgress: ({ status }) => seen.push(status),
      watch: false,
    });
    expect(seen).toEqual(["completed"]);
  });

  it("does not retry a batch start that may have been accepted, key or not (/v2/batch/scrape ignores keys)", async () => {
    const { client, requests } = setupV2(() => ({ status: 500, body: { success: false } }));
    const error = await failure(
      client.startBatchScrape(["https://example.com"], {
        idempotencyKey: "4d4b2f9a-46f3-4a24-a2a7-34802f474009",
      }),
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(requests).toHaveLength(1);
  });

  it("says a batch errors route the server does not serve is missing", async () => {
    const { client } = setupV2([
      { status: 404, raw: "<!DOCTYPE html><pre>Cannot GET /v2/batch/scrape/x/errors</pre>" },
    ]);
    const error = await failure(client.getBatchScrapeErrors(ID));
    expect(error).toBeInstanceOf(RouteNotServedError);
    expect(error.message).toContain("does not serve GET /v2/batch/scrape/{id}/errors");
  });

  it("watches a batch over HTTP: each document once, then done", async () => {
    const { client, requests } = setupV2([page("scraping", [1]), page("completed", [1, 2])]);
    const watcher = client.watcher(ID, { kind: "batch" });
    const docs: unknown[] = [];
    let done: unknown;
    watcher.on("document", (d) => docs.push(d.markdown));
    watcher.on("done", (d) => (done = d.status));
    await watcher.start();
    expect(docs).toEqual(["# 1", "# 2"]);
    expect(done).toBe("completed");
    expect(requests.every((r) => r.url.includes("/v2/batch/scrape/"))).toBe(true);
  });
});

describe("v2 calls share v1's guards", () => {
  it("an aborted signal ends a call before any request", async () => {
    const { client, requests } = setupV2([]);
    const error = await failure(
      client.map("https://example.com", {}, { signal: AbortSignal.abort() }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(0);
  });

  it("names a bad scrape option before any request", async () => {
    const { client, requests } = setupV2([]);
    const error = await failure(
      client.scrape("https://example.com", { formats: [42 as unknown as "markdown"] }),
    );
    expect((error as ValidationError).field).toBe("options.formats[0]");
    expect(requests).toHaveLength(0);
  });

  it("refuses a json format without prompt or schema, which the API would charge for and answer empty", async () => {
    const { client, requests } = setupV2([]);
    const error = await failure(
      client.scrape("https://example.com", { formats: [{ type: "json" }] }),
    );
    expect((error as ValidationError).field).toBe("options.formats[0]");
    expect(requests).toHaveLength(0);
  });

  it("names a missing agent id before any request", async () => {
    const { client, requests } = setupV2([]);
    expect(((await failure(client.cancelAgent(""))) as ValidationError).field).toBe("id");
    expect(requests).toHaveLength(0);
  });

  it("a crawl wait ends at the reference's timeout (seconds) with DeadlineExceededError", async () => {
    const { client } = setupV2((_req, index) => (index === 0 ? started : page("scraping", [1])));
    const error = await failure(client.crawl("https://example.com", { timeout: 10 }));
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect((error as DeadlineExceededError).lastStatus).toBe("scraping");
  });

  it("a failed agent is a JobFailedError carrying the last answer", async () => {
    const { client } = setupV2([
      { status: 200, body: { success: true, id: ID } },
      { status: 200, body: { success: true, status: "failed", error: { reason: "x" } } },
    ]);
    const error = await failure(client.agent({ prompt: "find" }));
    expect(error.name).toBe("JobFailedError");
    expect(error.message).toContain('{"reason":"x"}');
  });
});

describe("v2 usage and the unified client", () => {
  it("reads credit usage in either casing", async () => {
    const { client } = setupV2([
      { status: 200, body: { success: true, data: { remaining_credits: 7, plan_credits: 10 } } },
    ]);
    expect(await client.getCreditUsage()).toEqual({
      remainingCredits: 7,
      planCredits: 10,
      billingPeriodStart: null,
      billingPeriodEnd: null,
    });
  });

  it("gives the v1 client under .v1 with the same settings, once, and never shows the key", () => {
    const { client } = setupV2([]);
    expect(client.v1).toBeInstanceOf(FirecrawlApp);
    expect(client.v1).toBe(client.v1);
    expect(client.v1.apiUrl).toBe(API);
    expect(JSON.stringify(client)).not.toContain("fc-key");
    expect(inspect(client, { depth: 8 })).not.toContain("fc-key");
  });

  it("for await over a crawl's documents, without a maxWait, goes on while the crawl progresses", async () => {
    const more = [1, 2, 3, 4].map((n) => page("scraping", [n]));
    const { client, clock } = setupV2([...more, page("completed", [5])]);
    const markdown: string[] = [];
    for await (const document of client.crawlDocuments(ID, { pollInterval: 600 }))
      markdown.push(document.markdown ?? "");
    expect(markdown).toEqual([1, 2, 3, 4, 5].map((n) => `# ${n}`));
    expect(clock.sleeps).toEqual([600_000, 600_000, 600_000, 600_000]);
    const capped = setupV2([...more, page("completed", [5])], { maxWait: 25 * 60_000 });
    const error = await failure(
      (async () => {
        for await (const _document of capped.client.crawlDocuments(ID, { pollInterval: 600 }));
      })(),
    );
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.message).toMatch(/\(maxWait 1500000 ms\)/);
  });
});
