// Our client beside @mendable/firecrawl-js 4.42.0 itself, on the same loopback server and the same
// answers: for every method 4.42.0 has that ours did not, and its deprecated v1 names, the same
// requests (method, path, query, body; `origin` aside) and the same results; and what 4.42.0
// refuses before sending, ours refuses before sending too, with a typed error.
import { FirecrawlClient as Reference } from "firecrawl-js-v4";
import { describe, expect, it } from "vitest";
import { Firecrawl, ValidationError } from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { type Judged, type Scripted, useValidatingMock } from "../support/openapi.js";

const served = useValidatingMock();
const UUID = "3fa85f64-5717-4562-b3fc-2c963f66afa6";
const CHECK = "5b1f2c5e-8a9d-4f0e-9c3b-2d7e6f1a4b8c";
const SITE = "https://example.com";

// Either client, as the cases call it (both take the same arguments), refused ones included.
type Method = (...args: unknown[]) => Promise<unknown>;
type AnyClient = { [K in Exclude<keyof Firecrawl, "research">]: Method } & {
  research: { [K in keyof Firecrawl["research"]]: Method };
};

function ours(): AnyClient {
  const client = new Firecrawl({
    apiUrl: served.mock.url,
    apiKey: "fc-key",
    maxRetries: 0,
    clock: acceleratedClock(),
  });
  return client as unknown as AnyClient;
}

function theirs(): AnyClient {
  return new Reference({
    apiUrl: served.mock.url,
    apiKey: "fc-key",
    maxRetries: 1,
  }) as unknown as AnyClient;
}

/** A request as both clients must send it: `origin` (each client's own name) set aside. */
function comparable(seen: Judged) {
  const query = new URLSearchParams(seen.query);
  query.delete("origin");
  const { origin: _origin, ...body } = (seen.body ?? {}) as Record<string, unknown>;
  const options = body["options"] as Record<string, unknown> | undefined;
  const form =
    typeof options === "object" && seen.headers["content-type"]?.startsWith("multipart/")
      ? { ...body, options: { ...options, origin: undefined } }
      : body;
  return {
    method: seen.method,
    path: seen.path,
    query: [...query.entries()],
    body: JSON.parse(JSON.stringify(form)) as unknown,
    // A tool run's request id is a fresh UUID unless the caller gives one.
    requestId: seen.headers["x-request-id"]
      ?.toString()
      .replace(/^[0-9a-f-]{36}$/, "<a fresh UUID>"),
  };
}

interface Case {
  name: string;
  run: (client: AnyClient) => Promise<unknown>;
  answers: Record<string, Scripted>;
  /** Where our result differs from 4.42.0's on purpose: why, and what differs. */
  differs?: { why: string; expect: (ours: unknown, theirs: unknown) => void };
}

const monitor = {
  id: UUID,
  name: "Pricing",
  status: "active",
  schedule: { cron: "0 * * * *" },
  targets: [{ type: "scrape", urls: [`${SITE}/pricing`] }],
  retentionDays: 30,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};
const check = {
  id: CHECK,
  monitorId: UUID,
  status: "completed",
  trigger: "manual",
  billingStatus: "confirmed",
  summary: { totalPages: 2, same: 1, changed: 1, new: 0, removed: 0, error: 0 },
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
};
const checkPage = (n: number) => ({
  id: `page-${n}`,
  targetId: "t1",
  url: `${SITE}/${n}`,
  status: n % 2 === 0 ? "same" : "changed",
  createdAt: "2026-11-01T00:00:00Z",
});
const doc = { markdown: "# Hello", metadata: { sourceURL: `${SITE}/`, statusCode: 200 } };
const session = { success: true, id: "s1", cdpUrl: "wss://cdp", liveViewUrl: "https://live" };
const executed = { success: true, stdout: "2", exitCode: 0, killed: false };
const deleted = { success: true, sessionDurationMs: 1200, creditsBilled: 2 };
const crawlJob = {
  success: true,
  status: "completed",
  completed: 1,
  total: 1,
  creditsUsed: 1,
  expiresAt: "2026-11-28T00:00:00.000Z",
  data: [doc],
};
const started = { success: true, id: UUID, url: `${SITE}/v2/crawl/${UUID}` };
const alexandria = {
  success: true,
  scrape_id: "scrape-1",
  data: {
    alexandria: [{ provider: "acme", capability: "lookup", creditsCost: 2, data: { rows: 3 } }],
    creditsCost: 2,
  },
};
const tools = {
  success: true,
  scrape_id: "scrape-2",
  data: {
    alexandria: [
      {
        provider: "firecrawl",
        capability: "find-tools",
        creditsCost: 0,
        data: {
          level: "tools",
          items: [{ id: "acme/lookup", name: "Lookup" }],
          total: 1,
          next: null,
        },
      },
    ],
    creditsCost: 0,
  },
};
const paper = { paperId: "1", primaryId: "arxiv:2105.05233", title: "Diffusion", abstract: "A." };

const CASES: Case[] = [
  {
    name: "research.searchPapers",
    run: (c) =>
      c.research.searchPapers("tau", {
        k: 5,
        authors: ["A", "B"],
        categories: ["q-bio"],
        from: "2020-01-01",
        to: "2021-01-01",
      }),
    answers: {
      researchSearchPapers: { body: { success: true, results: [{ ...paper, score: 0.9 }] } },
    },
  },
  {
    name: "research.getPaper (metadata)",
    run: (c) => c.research.getPaper("pmid:123"),
    answers: { researchGetPaper: { body: { success: true, paper } } },
  },
  {
    name: "research.getPaper (passages)",
    run: (c) => c.research.getPaper("arxiv:2105.05233", { query: "noise", k: 2 }),
    answers: {
      researchGetPaper: {
        body: {
          success: true,
          paper,
          paperId: "1",
          query: "noise",
          passages: [{ text: "t", score: 1 }],
        },
      },
    },
  },
  {
    name: "research.similarPapers",
    run: (c) =>
      c.research.similarPapers("arxiv:2105.05233", {
        intent: "synthesis",
        mode: "citers",
        k: 3,
        rerank: true,
        anchor: ["doi:10.1/x"],
      }),
    answers: {
      researchRelatedPapers: {
        body: { success: true, results: [], poolSize: 0, truncated: false },
      },
    },
  },
  {
    name: "research.searchGithub",
    run: (c) => c.research.searchGithub("retry", { k: 2 }),
    answers: {
      "GET /v2/search/research/github": {
        body: {
          success: true,
          results: [{ repo: "a/b", url: "https://github.com/a/b", snippet: "s", scores: {} }],
        },
      },
    },
  },
  {
    name: "parse (a Buffer)",
    run: (c) =>
      c.parse(
        { data: Buffer.from("<h1>Hello</h1>"), filename: " hello.html ", contentType: "text/html" },
        { formats: ["markdown"], timeout: 30_000 },
      ),
    answers: { parseFile: { body: { success: true, data: doc } } },
  },
  {
    name: "scrape (an Alexandria request)",
    run: (c) =>
      c.scrape({
        alexandria: { provider: " acme ", capability: "lookup", options: { q: 1 } },
        requestId: "req-1",
        timeout: 20_000,
        integration: " mine ",
      }),
    answers: { scrapeAndExtractFromUrl: { body: alexandria } },
  },
  {
    name: "findTools",
    run: (c) => c.findTools({ level: "tools", limit: 2, urls: [SITE] }),
    answers: { scrapeAndExtractFromUrl: { body: tools } },
  },
  {
    name: "developerSearch",
    run: (c) =>
      c.developerSearch("retry", {
        k: 3,
        passages: 2,
        types: ["issue"],
        repos: ["a/b"],
        minStars: 5,
        maxStars: 9,
        archived: false,
      }),
    answers: { developerSearchPost: { body: { success: true, results: [] } } },
  },
  {
    name: "feedback",
    run: (c) => c.feedback({ endpoint: "scrape", jobId: UUID, rating: "bad", note: "empty page" }),
    answers: {
      submitEndpointFeedback: { body: { success: true, feedbackId: "f1", creditsRefunded: 1 } },
    },
  },
  {
    name: "searchFeedback",
    run: (c) => c.searchFeedback(UUID, { rating: "partial", querySuggestions: "more news" }),
    answers: {
      submitSearchFeedback: { body: { success: true, feedbackId: "f2", creditsRefunded: 0 } },
    },
  },
  {
    name: "interact (code)",
    run: (c) => c.interact(UUID, { code: "await page.title()", timeout: 10 }),
    answers: { interactWithScrapeBrowserSession: { body: executed } },
  },
  {
    name: "interact (prompt)",
    run: (c) => c.interact(UUID, { prompt: "open the menu", language: "python" }),
    answers: { interactWithScrapeBrowserSession: { body: executed } },
  },
  ...["stopInteraction", "stopInteractiveBrowser", "deleteScrapeBrowser"].map((name) => ({
    name,
    run: (c: AnyClient) => c[name as "stopInteraction"](UUID),
    answers: { stopInteractiveScrapeBrowserSession: { body: deleted } },
  })),
  {
    name: "scrapeExecute",
    run: (c) => c.scrapeExecute(UUID, { code: "1" }),
    answers: { interactWithScrapeBrowserSession: { body: executed } },
  },
  {
    name: "createMonitor",
    run: (c) =>
      c.createMonitor({
        name: "Pricing",
        schedule: { text: "every hour" },
        targets: [{ type: "scrape", urls: [`${SITE}/pricing`] }],
        goal: "price changes",
      }),
    answers: { createMonitor: { body: { success: true, data: monitor } } },
  },
  {
    name: "listMonitors",
    run: (c) => c.listMonitors({ limit: 5, offset: 10 }),
    answers: { listMonitors: { body: { success: true, data: [monitor] } } },
  },
  {
    name: "getMonitor",
    run: (c) => c.getMonitor(UUID),
    answers: { getMonitor: { body: { success: true, data: monitor } } },
  },
  {
    name: "updateMonitor",
    run: (c) => c.updateMonitor(UUID, { status: "paused", webhook: null }),
    answers: { updateMonitor: { body: { success: true, data: { ...monitor, status: "paused" } } } },
  },
  {
    name: "deleteMonitor",
    run: (c) => c.deleteMonitor(UUID),
    answers: { deleteMonitor: { body: { success: true } } },
  },
  {
    name: "runMonitor",
    run: (c) => c.runMonitor(UUID),
    answers: { runMonitor: { body: { success: true, data: check } } },
  },
  {
    name: "listMonitorChecks",
    run: (c) => c.listMonitorChecks(UUID, { limit: 2 }),
    answers: { listMonitorChecks: { body: { success: true, data: [check] } } },
  },
  {
    name: "getMonitorCheck (every page)",
    run: (c) => c.getMonitorCheck(UUID, CHECK, { limit: 2, status: "changed" }),
    answers: {
      getMonitorCheck: ({ query }) => {
        const skip = Number(query.get("skip") ?? 0);
        const next =
          skip < 4
            ? `${served.mock.url}/v2/monitor/${UUID}/checks/${CHECK}?skip=${skip + 2}&limit=2`
            : null;
        return {
          body: {
            success: true,
            next,
            data: { ...check, pages: [checkPage(skip), checkPage(skip + 1)], next },
          },
        };
      },
    },
  },
  {
    name: "listAgents",
    run: (c) => c.listAgents({ before: 1_764_000_000_000 }),
    answers: { "GET /v2/agent": { body: { success: true, agents: [], next: undefined } } },
  },
  {
    name: "getAgentTrace",
    run: (c) => c.getAgentTrace(UUID, { liveView: true }),
    answers: { [`GET /v2/agent/${UUID}/trace`]: { body: { success: true, id: UUID, events: [] } } },
  },
  {
    name: "getAgentSnapshot",
    run: (c) => c.getAgentSnapshot(UUID, "snap-1"),
    answers: {
      [`GET /v2/agent/${UUID}/snapshots/snap-1`]: {
        body: { success: true, snapshotId: "snap-1", snapshot: "{}" },
      },
    },
  },
  {
    name: "getAgentThread",
    run: (c) => c.getAgentThread("thread-1", { includeData: true }),
    answers: { "GET /v2/agent/threads/thread-1": { body: { success: true } } },
  },
  {
    name: "browser",
    run: (c) =>
      c.browser({ ttl: 60, activityTtl: 30, streamWebView: true, profile: { name: "p" } }),
    answers: { "POST /v2/browser": { body: session } },
  },
  {
    name: "browserExecute",
    run: (c) => c.browserExecute("s1", { code: "ls", timeout: 5 }),
    answers: { "POST /v2/browser/s1/execute": { body: executed } },
  },
  {
    name: "deleteBrowser",
    run: (c) => c.deleteBrowser("s1"),
    answers: { "DELETE /v2/browser/s1": { body: deleted } },
  },
  {
    name: "listBrowsers",
    run: (c) => c.listBrowsers({ status: "active" }),
    answers: { "GET /v2/browser": { body: { success: true, sessions: [] } } },
  },
  {
    name: "scrapeUrl",
    run: (c) => c.scrapeUrl(`${SITE}/`, { formats: ["markdown"], onlyMainContent: true }),
    answers: { scrapeAndExtractFromUrl: { body: { success: true, data: doc } } },
  },
  {
    name: "crawlUrl",
    run: (c) => c.crawlUrl(SITE, { limit: 1, sitemap: "skip" }),
    answers: { crawlUrls: { body: started }, getCrawlStatus: { body: crawlJob } },
  },
  {
    name: "asyncCrawlUrl",
    run: (c) => c.asyncCrawlUrl(SITE, { limit: 2 }),
    answers: { crawlUrls: { body: started } },
  },
  {
    name: "checkCrawlStatus",
    run: (c) => c.checkCrawlStatus(UUID),
    answers: { getCrawlStatus: { body: crawlJob } },
  },
  {
    name: "checkCrawlErrors",
    run: (c) => c.checkCrawlErrors(UUID),
    answers: { getCrawlErrors: { body: { errors: [], robotsBlocked: [`${SITE}/private`] } } },
  },
  {
    name: "mapUrl",
    run: (c) => c.mapUrl(SITE, { limit: 2, sitemap: "include" }),
    answers: { mapUrls: { body: { success: true, links: [{ url: `${SITE}/a`, title: "A" }] } } },
  },
  {
    name: "batchScrapeUrls",
    run: (c) => c.batchScrapeUrls([`${SITE}/a`], { options: { formats: ["markdown"] } }),
    answers: {
      scrapeAndExtractFromUrls: { body: { ...started, url: `${SITE}/v2/batch/scrape/${UUID}` } },
      getBatchScrapeStatus: { body: crawlJob },
    },
  },
  {
    name: "asyncBatchScrapeUrls",
    run: (c) => c.asyncBatchScrapeUrls([`${SITE}/a`, `${SITE}/b`]),
    answers: { scrapeAndExtractFromUrls: { body: { ...started, invalidURLs: [] } } },
  },
  {
    name: "checkBatchScrapeStatus",
    run: (c) => c.checkBatchScrapeStatus(UUID),
    answers: { getBatchScrapeStatus: { body: crawlJob } },
  },
  {
    name: "checkBatchScrapeErrors",
    run: (c) => c.checkBatchScrapeErrors(UUID),
    answers: { getBatchScrapeErrors: { body: { errors: [], robotsBlocked: [] } } },
  },
  {
    name: "getCreditUsageHistorical (the OpenAPI's periods)",
    run: (c) => c.getCreditUsageHistorical(true),
    answers: {
      getHistoricalCreditUsage: {
        body: {
          success: true,
          periods: [{ startDate: "2026-10-01T00:00:00Z", endDate: null, totalCredits: 40 }],
        },
      },
    },
    differs: {
      why: "4.42.0's type promises creditsUsed, which the OpenAPI's periods call totalCredits: ours adds it",
      expect: (mine, reference) => {
        const [period] = (mine as { periods: Record<string, unknown>[] }).periods;
        expect(period).toEqual({
          ...(reference as { periods: object[] }).periods[0],
          creditsUsed: 40,
        });
      },
    },
  },
];

async function runWith(client: AnyClient, testCase: Case) {
  served.mock.reset();
  for (const [key, answer] of Object.entries(testCase.answers)) served.mock.script(key, answer);
  const result = await testCase.run(client);
  return {
    result: JSON.parse(JSON.stringify(result ?? null)) as unknown,
    requests: served.mock.judged.map(comparable),
  };
}

describe("the same requests and results as @mendable/firecrawl-js 4.42.0", () => {
  it.each(CASES)("$name", async (testCase) => {
    const reference = await runWith(theirs(), testCase);
    const mine = await runWith(ours(), testCase);
    expect(mine.requests).toEqual(reference.requests);
    expect(mine.requests.length).toBeGreaterThan(0);
    if (testCase.differs === undefined) expect(mine.result).toEqual(reference.result);
    else testCase.differs.expect(mine.result, reference.result);
  });
});

const file = { data: "<p>x</p>", filename: "x.html" };
const call = { provider: "acme", capability: "lookup" };

/** What 4.42.0 refuses before sending anything. */
const REFUSED: { name: string; run: (client: AnyClient) => Promise<unknown> }[] = [
  { name: "searchPapers without a query", run: (c) => c.research.searchPapers(" ") },
  { name: "searchPapers with k 0", run: (c) => c.research.searchPapers("q", { k: 0 }) },
  { name: "getPaper without an id", run: (c) => c.research.getPaper("") },
  { name: "getPaper with k but no query", run: (c) => c.research.getPaper("pmid:1", { k: 2 }) },
  {
    name: "similarPapers without an intent",
    run: (c) => c.research.similarPapers("pmid:1", { intent: " " }),
  },
  { name: "searchGithub without a query", run: (c) => c.research.searchGithub("") },
  { name: "parse without a filename", run: (c) => c.parse({ ...file, filename: " " }) },
  { name: "parse of nothing", run: (c) => c.parse({ ...file, data: "" }) },
  { name: "parse with a screenshot", run: (c) => c.parse(file, { formats: ["screenshot"] }) },
  { name: "parse with json by name", run: (c) => c.parse(file, { formats: ["json"] }) },
  { name: "parse with actions", run: (c) => c.parse(file, { actions: [] }) },
  { name: "parse with a cache option", run: (c) => c.parse(file, { maxAge: 0 }) },
  { name: "parse through a stealth proxy", run: (c) => c.parse(file, { proxy: "stealth" }) },
  { name: "scrape of no tool call", run: (c) => c.scrape({ alexandria: [] }) },
  { name: "scrape of 11 tool calls", run: (c) => c.scrape({ alexandria: Array(11).fill(call) }) },
  {
    name: "scrape of a call without provider",
    run: (c) => c.scrape({ alexandria: { ...call, provider: " " } }),
  },
  {
    name: "scrape of a call with an unknown key",
    run: (c) => c.scrape({ alexandria: { ...call, extra: 1 } }),
  },
  {
    name: "scrape mixing tools and a URL option",
    run: (c) => c.scrape({ alexandria: call, formats: ["markdown"] }),
  },
  {
    name: "scrape of tools and options",
    run: (c) => c.scrape({ alexandria: call }, { formats: [] }),
  },
  {
    name: "scrape of tools with a fractional timeout",
    run: (c) => c.scrape({ alexandria: call, timeout: 1.5 }),
  },
  {
    name: "scrape of tools with a bad request id",
    run: (c) => c.scrape({ alexandria: call, requestId: "a b" }),
  },
  { name: "developerSearch without a query", run: (c) => c.developerSearch("") },
  { name: "feedback without an endpoint", run: (c) => c.feedback({ jobId: UUID, rating: "good" }) },
  {
    name: "feedback without a job",
    run: (c) => c.feedback({ endpoint: "scrape", rating: "good" }),
  },
  {
    name: "feedback with another rating",
    run: (c) => c.feedback({ endpoint: "scrape", jobId: UUID, rating: "meh" }),
  },
  { name: "searchFeedback without a job", run: (c) => c.searchFeedback("", { rating: "good" }) },
  { name: "interact without a job", run: (c) => c.interact(" ", { code: "1" }) },
  { name: "interact with neither code nor prompt", run: (c) => c.interact(UUID, { code: " " }) },
  { name: "stopInteraction without a job", run: (c) => c.stopInteraction("") },
];

describe("refused before sending, as 4.42.0 refuses", () => {
  it.each(REFUSED)("$name", async ({ run }) => {
    served.mock.reset();
    await expect(run(theirs())).rejects.toThrow();
    const mine = await run(ours()).catch((error: unknown) => error);
    expect(mine).toBeInstanceOf(ValidationError);
    expect(served.mock.judged).toEqual([]);
  });
});
