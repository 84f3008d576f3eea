import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function tooSmall(path: (string | number)[], minimum: number, inclusive = true) {
  return {
    code: "too_small",
    minimum,
    type: "number",
    inclusive,
    exact: false,
    message: `Number must be greater than ${inclusive ? "or equal to " : ""}${minimum}`,
    path,
  };
}

function tooBig(path: (string | number)[], maximum: number) {
  return {
    code: "too_big",
    maximum,
    type: "number",
    inclusive: true,
    exact: false,
    message: `Number must be less than or equal to ${maximum}`,
    path,
  };
}

function notInteger(path: (string | number)[]) {
  return {
    code: "invalid_type",
    expected: "integer",
    received: "float",
    message: "Expected integer, received float",
    path,
  };
}

function custom(message: string, path: string[]) {
  return { code: "custom", message, path };
}

const site = "https://example.com/";

/** A valid body per route; each case below makes exactly one field of it bad. */
const VALID: Record<string, Record<string, unknown>> = {
  "/v1/scrape": { url: site },
  "/v1/crawl": { url: site },
  "/v1/batch/scrape": { urls: [site] },
  "/v1/map": { url: site },
  "/v1/extract": { urls: [site] },
  "/v1/deep-research": { query: "steel" },
  "/v1/llmstxt": { url: site },
};

const CASES: [string, Record<string, unknown>, unknown][] = [
  ["/v1/deep-research", { maxDepth: 100_000_000 }, tooBig(["maxDepth"], 12)],
  ["/v1/deep-research", { maxDepth: 0 }, tooSmall(["maxDepth"], 1)],
  ["/v1/deep-research", { timeLimit: 29 }, tooSmall(["timeLimit"], 30)],
  ["/v1/deep-research", { timeLimit: 601 }, tooBig(["timeLimit"], 600)],
  ["/v1/deep-research", { maxUrls: 1_001 }, tooBig(["maxUrls"], 1_000)],
  ["/v1/llmstxt", { maxUrls: 0 }, tooSmall(["maxUrls"], 1)],
  ["/v1/llmstxt", { maxUrls: 5_001 }, tooBig(["maxUrls"], 5_000)],
  ["/v1/map", { limit: -1 }, tooSmall(["limit"], 1)],
  ["/v1/map", { limit: 30_001 }, tooBig(["limit"], 30_000)],
  ["/v1/map", { timeout: 0 }, tooSmall(["timeout"], 0, false)],
  ["/v1/scrape", { timeout: -5 }, tooSmall(["timeout"], 0, false)],
  ["/v1/scrape", { timeout: 1_500.5 }, notInteger(["timeout"])],
  ["/v1/scrape", { timeout: 1e16 }, tooBig(["timeout"], MAX_SAFE)],
  ["/v1/scrape", { waitFor: -1 }, tooSmall(["waitFor"], 0)],
  // A long timeout keeps the half-timeout rule out of the way of the 60 s cap.
  ["/v1/scrape", { timeout: 200_000, waitFor: 60_001 }, tooBig(["waitFor"], 60_000)],
  ["/v1/scrape", { maxAge: -1 }, tooSmall(["maxAge"], 0)],
  // Without a timeout a scrape gets 30 s, and may wait at most half of it.
  [
    "/v1/scrape",
    { waitFor: 20_000 },
    custom("waitFor must not exceed half of timeout", ["waitFor"]),
  ],
  ["/v1/crawl", { delay: 0 }, tooSmall(["delay"], 0, false)],
  ["/v1/crawl", { maxConcurrency: 1.5 }, notInteger(["maxConcurrency"])],
  [
    "/v1/crawl",
    { scrapeOptions: { timeout: 0 } },
    tooSmall(["scrapeOptions", "timeout"], 0, false),
  ],
  [
    "/v1/crawl",
    { scrapeOptions: { timeout: 2_000, waitFor: 1_500 } },
    custom("waitFor must not exceed half of timeout", ["waitFor"]),
  ],
  ["/v1/crawl", { maxDepth: -1 }, custom("URL depth exceeds the specified maxDepth", ["url"])],
  [
    "/v1/crawl",
    { url: `${site}${"a/".repeat(11)}` },
    custom("URL depth exceeds the specified maxDepth", ["url"]),
  ],
  ["/v1/batch/scrape", { maxConcurrency: 0 }, tooSmall(["maxConcurrency"], 0, false)],
  ["/v1/extract", { limit: 0 }, tooSmall(["limit"], 0, false)],
  ["/v1/extract", { timeout: 0.5 }, notInteger(["timeout"])],
];

describe("number ranges of the real server's schemas", () => {
  it.each(CASES)("%s %j: 400 with exactly that issue", async (path, change, issue) => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", path, { ...VALID[path], ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: "BAD_REQUEST",
      error: "Bad Request",
      details: [issue],
    });
  });

  it("every valid base body is accepted, so each case above fails on its one field", async () => {
    const emulator = await useEmulator();
    for (const [path, body] of Object.entries(VALID)) {
      expect((await call(emulator, "POST", path, body)).status, path).toBe(200);
    }
  });

  it("search reports a range issue as the real server does: a 500 with the issues as text", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v1/search", { query: "steel", limit: 101 });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body.error)).toEqual([tooBig(["limit"], 100)]);
    expect(
      (await call(emulator, "POST", "/v1/search", { query: "steel", limit: 100 })).status,
    ).toBe(200);
  });

  it("keeps the real server's open ranges: a crawl's limit and maxDepth take any number", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const huge = await call(emulator, "POST", "/v1/crawl", {
      url: site,
      limit: 1e9,
      maxDepth: 1e9,
    });
    expect(huge.status).toBe(200);
    expect((await call(emulator, "GET", `/v1/crawl/${huge.body.id}`)).body.total).toBe(5);
    const negative = await call(emulator, "POST", "/v1/crawl", { url: site, limit: -1 });
    expect(negative.status).toBe(200);
    expect((await call(emulator, "GET", `/v1/crawl/${negative.body.id}`)).body).toMatchObject({
      status: "completed",
      total: 0,
    });
  });

  it("a type error skips the cross-field rules, as zod aborts before them", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v1/crawl", { url: site, maxDepth: "deep" });
    expect(answer.body.details).toEqual([
      {
        code: "invalid_type",
        expected: "number",
        received: "string",
        path: ["maxDepth"],
        message: "Expected number, received string",
      },
    ]);
  });
});
