import { describe, expect, it } from "vitest";
import type { RecordedRequest, Reply } from "../../test/support/fake-adapter.js";
import { API, ID, failure, setup, started } from "../../test/support/fake-client.js";
import { PaginationStalledError } from "../index.js";

// A server that ignores skip and limit: every status read answers the same first page, whose next
// link points on (as the self-hosted server does since August 2025).
const doc = (n: number) => ({
  markdown: `# ${n}`,
  metadata: { sourceURL: `https://example.com/${n}`, scrapeId: `scrape-${n}` },
});
function firstPageAgain(status: string, docs: number[], completed: number, next = true): Reply {
  return {
    status: 200,
    body: {
      success: true,
      status,
      completed,
      total: completed,
      creditsUsed: completed,
      expiresAt: "2026-11-23T01:45:24.000Z",
      data: docs.map(doc),
      ...(next ? { next: `${API}/v1/crawl/${ID}?skip=${docs.length}` } : {}),
    },
  };
}
const markdowns = (docs: { markdown?: string }[]) => docs.map((d) => d.markdown);

describe("a server whose paging does not advance", () => {
  it("crawlUrl returns no document twice and ends with PaginationStalledError naming the defect", async () => {
    const { app, requests } = setup((_req: RecordedRequest, index: number) =>
      index === 0 ? started : firstPageAgain("completed", [1, 2, 3], 5),
    );
    const error = await failure(app.crawlUrl("https://example.com"));
    expect(error).toBeInstanceOf(PaginationStalledError);
    const stalled = error as PaginationStalledError<{ markdown: string }>;
    expect(markdowns(stalled.partialData)).toEqual(["# 1", "# 2", "# 3"]);
    expect(stalled.received).toBe(3);
    expect(stalled.expected).toBe(5);
    expect(stalled.jobId).toBe(ID);
    expect(stalled.message).toMatch(/ignore skip and limit/);
    // start, the first page, one next page that added nothing, and three reads on from the first
    // document not received (a repeat that passes would end there): then it stops.
    expect(requests).toHaveLength(6);
  });

  it("completes normally when the repeated page still held every document the job reports", async () => {
    const { app } = setup((_req, index) =>
      index === 0 ? started : firstPageAgain("completed", [1, 2, 3], 3),
    );
    const result = await app.crawlUrl("https://example.com");
    expect(markdowns(result.data)).toEqual(["# 1", "# 2", "# 3"]);
  });

  it("keeps the new documents of a page that repeats only some, and follows on", async () => {
    const { app } = setup([
      started,
      firstPageAgain("completed", [1, 2], 5),
      firstPageAgain("completed", [2, 3, 4], 5),
      firstPageAgain("completed", [4, 5], 5, false),
    ]);
    const result = await app.crawlUrl("https://example.com");
    expect(markdowns(result.data)).toEqual(["# 1", "# 2", "# 3", "# 4", "# 5"]);
  });

  it("checkCrawlStatus(id, true) gathers each document once and reports the same error", async () => {
    const { app } = setup(() => firstPageAgain("completed", [1, 2], 4));
    const error = await failure(app.checkCrawlStatus(ID, true));
    expect(error).toBeInstanceOf(PaginationStalledError);
    expect(markdowns((error as PaginationStalledError<{ markdown: string }>).partialData)).toEqual([
      "# 1",
      "# 2",
    ]);
  });

  it("a document stream yields each document once while the job runs, then throws at completion if short", async () => {
    const { app } = setup([
      firstPageAgain("scraping", [1], 1, false),
      firstPageAgain("scraping", [1, 2], 2, false),
      ...Array.from({ length: 5 }, () => firstPageAgain("completed", [1, 2, 3], 4)),
    ]);
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const document of app.crawlDocuments(ID)) received.push(document.markdown ?? "");
      })(),
    );
    expect(received).toEqual(["# 1", "# 2", "# 3"]);
    expect(error).toBeInstanceOf(PaginationStalledError);
    expect((error as PaginationStalledError).received).toBe(3);
  });

  it("batch scrapes are handled the same way", async () => {
    const batchPage = (docs: number[]): Reply => ({
      status: 200,
      body: {
        success: true,
        status: "completed",
        completed: 3,
        total: 3,
        data: docs.map(doc),
        next: `${API}/v1/batch/scrape/${ID}?skip=2`,
      },
    });
    const { app } = setup((_req, index) => (index === 0 ? started : batchPage([1, 2])));
    const error = await failure(app.batchScrapeUrls(["https://example.com/a"]));
    expect(error).toBeInstanceOf(PaginationStalledError);
    expect((error as PaginationStalledError).expected).toBe(3);
  });

  it("without scrapeId, tells repeated documents apart by URL and content", async () => {
    const plain = (n: number) => ({
      markdown: `# ${n}`,
      metadata: { sourceURL: `https://e/${n}` },
    });
    const repeated: Reply = {
      status: 200,
      body: {
        success: true,
        status: "completed",
        completed: 2,
        total: 2,
        data: [plain(1), plain(2)],
        next: `${API}/v1/crawl/${ID}?skip=2`,
      },
    };
    const { app } = setup((_req, index) => (index === 0 ? started : repeated));
    const result = await app.crawlUrl("https://example.com");
    expect(markdowns(result.data)).toEqual(["# 1", "# 2"]);
  });
});

describe("a server whose paging repeats a page once", () => {
  it("reads on from the first document not yet received and completes, each document once", async () => {
    const page = (docs: number[], skip: number | null): Reply => ({
      status: 200,
      body: {
        success: true,
        status: "completed",
        completed: 4,
        total: 4,
        data: docs.map(doc),
        ...(skip === null ? {} : { next: `${API}/v1/crawl/${ID}?skip=${skip}` }),
      },
    });
    const replies = [
      started,
      page([1, 2], 2),
      // The read at skip=2 ignores it once: the first page again, with a next link past it.
      page([1, 2], 4),
      page([3, 4], null),
    ];
    const { app, requests } = setup((_req: RecordedRequest, index: number) => {
      const reply = replies[index];
      if (reply === undefined) throw new Error(`no reply ${index}`);
      return reply;
    });
    const crawl = await app.crawlUrl("https://example.com", {}, 2, undefined, { watch: false });
    expect(markdowns(crawl.data)).toEqual(["# 1", "# 2", "# 3", "# 4"]);
    const skips = requests.slice(1).map((request) => new URL(request.url).searchParams.get("skip"));
    expect(skips).toEqual([null, "2", "2"]);
  });

  it("does not follow the next link of a page that repeated some: it counts from the skip the server ignored", async () => {
    const page = (status: string, docs: number[], skip: number | null): Reply => ({
      status: 200,
      body: {
        success: true,
        status,
        completed: 4,
        total: 4,
        data: docs.map(doc),
        ...(skip === null ? {} : { next: `${API}/v1/crawl/${ID}?skip=${skip}` }),
      },
    });
    const replies = [
      started,
      page("scraping", [1], null),
      // Asked from 1, it sends from the start, and its next link skips past 4.
      page("completed", [1, 2, 3], 4),
      page("completed", [4], null),
    ];
    const { app, requests } = setup((_req: RecordedRequest, index: number) => {
      const reply = replies[index];
      if (reply === undefined) throw new Error(`no reply ${index}`);
      return reply;
    });
    const crawl = await app.crawlUrl("https://example.com", {}, 2, undefined, { watch: false });
    expect(markdowns(crawl.data)).toEqual(["# 1", "# 2", "# 3", "# 4"]);
    const skips = requests.slice(1).map((request) => new URL(request.url).searchParams.get("skip"));
    expect(skips).toEqual([null, "1", "3"]);
  });

  it("reads on after a page that repeated some and has no next link, short of the job's count", async () => {
    // Asked from 2 with a limit, the server sends from the start and cuts the page by its size;
    // its next link would count from the skip it ignored, past the end, so it sends none.
    const page = (docs: number[], skip: number | null): Reply => ({
      status: 200,
      body: {
        success: true,
        status: "completed",
        completed: 5,
        total: 5,
        data: docs.map(doc),
        ...(skip === null ? {} : { next: `${API}/v1/crawl/${ID}?skip=${skip}&limit=2` }),
      },
    });
    const replies = [page([1, 2], 2), page([1, 2, 3], null), page([4, 5], null)];
    const { app, requests } = setup((_req: RecordedRequest, index: number) => {
      const reply = replies[index];
      if (reply === undefined) throw new Error(`no reply ${index}`);
      return reply;
    });
    const received: string[] = [];
    for await (const document of app.crawlDocuments(ID, { pageSize: 2 })) {
      received.push(document.markdown ?? "");
    }
    expect(received).toEqual(["# 1", "# 2", "# 3", "# 4", "# 5"]);
    const skips = requests.map((request) => new URL(request.url).searchParams.get("skip"));
    expect(skips).toEqual([null, "2", "3"]);
  });
});
