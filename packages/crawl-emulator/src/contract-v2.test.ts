/**
 * The emulator's `/v2` against the newest server: its recorded v2 answers
 * (`test-fixtures/provider/v2/samples/`, copied from the shared provider reference) and the
 * provider's v2 OpenAPI description (`test-fixtures/provider/v2/openapi.json`). Errors must match
 * exactly, `code` included; other answers by shape, and every answer the description documents
 * must match its schema. The recordings come from a self-hosted server: what only a self-hosted
 * server answers is checked on that profile, the rest on both.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEPLOYMENTS, type Deployment } from "./index.js";
import {
  call,
  call as callEmulator,
  manualClock,
  useEmulator,
  type CallResult,
} from "./test/helpers.js";
import { hasOpenApiSchema, openApiErrors } from "./test/openapi.js";
import { shapeDifferences } from "./test/shape.js";

const samples = new URL("../test-fixtures/provider/v2/samples/", import.meta.url);
const sample = (file: string): unknown => JSON.parse(readFileSync(new URL(file, samples), "utf8"));

const EXCEPTION =
  /^An unexpected error occurred\. Please contact help@firecrawl\.com for help\. Your exception ID is [0-9a-f]{32}$/;
const SITE = "https://fidelity.example.com/";
const UNKNOWN_ID = "8b0e3f0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c";

/** Shape differences, less the metadata keys a page adds by its own tags (metadata is open-ended). */
function differences(actual: unknown, recorded: unknown): string[] {
  return shapeDifferences(actual, recorded).filter(
    (difference) => !/\.metadata\.[^.]+: not in the sample$/.test(difference),
  );
}

/** The answer has the sample's shape and, where the OpenAPI description has one, its schema. */
function expectRecordedShape(
  answer: CallResult,
  file: string,
  openApi: { path: string; method: string },
): void {
  expect(answer.status, answer.text).toBe(200);
  expect(differences(answer.body, sample(file)), file).toEqual([]);
  expectOpenApi(answer, openApi);
}

function expectOpenApi(answer: CallResult, openApi: { path: string; method: string }): void {
  expect(hasOpenApiSchema(openApi.path, openApi.method, answer.status, "v2")).toBe(true);
  expect(openApiErrors(openApi.path, openApi.method, answer.status, answer.body, "v2")).toEqual([]);
}

/**
 * The cloud names each search job (`id`, in its description), which the recorded open-source
 * server does not: it is checked, then set aside to compare the rest with the recording.
 */
function withoutCloudSearchId(deployment: Deployment, answer: CallResult): CallResult {
  if (deployment !== "cloud") {
    expect(answer.body).not.toHaveProperty("id");
    return answer;
  }
  expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
  const { id: _id, ...body } = answer.body as Record<string, unknown>;
  return { ...answer, body };
}

async function emulatorAs(deployment: Deployment) {
  const clock = manualClock();
  const emulator = await useEmulator({
    deployment,
    now: clock.now,
    site: { pages: 5 },
    timing: { pageIntervalMs: 100 },
  });
  return { emulator, clock };
}

describe.each(DEPLOYMENTS)("the v2 contract, %s profile", (deployment) => {
  it("scrape, a 404 page and a bad URL answer as recorded", async () => {
    const { emulator } = await emulatorAs(deployment);
    const scrape = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: ["markdown", "html", "links"],
    });
    expectRecordedShape(scrape, "scrape.json", { path: "/scrape", method: "post" });
    const missing = await call(emulator, "POST", "/v2/scrape", { url: `${SITE}missing.html` });
    expectRecordedShape(missing, "scrape-404.json", { path: "/scrape", method: "post" });
    expect(missing.body.data.metadata.statusCode).toBe(404);
    const invalid = await call(emulator, "POST", "/v2/scrape", { url: "not a url" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual(sample("scrape-invalid.json"));
  });

  it("map and map with sitemap only answer link objects as recorded", async () => {
    const { emulator } = await emulatorAs(deployment);
    const map = await call(emulator, "POST", "/v2/map", { url: SITE });
    expectRecordedShape(map, "map.json", { path: "/map", method: "post" });
    const only = await call(emulator, "POST", "/v2/map", { url: SITE, sitemap: "only" });
    expectRecordedShape(only, "map-sitemap-only.json", { path: "/map", method: "post" });
    expect(only.body.links.at(-1)).toEqual({ url: "https://fidelity.example.com" });
  });

  it("search by source, and with scraping, answers as recorded", async () => {
    const { emulator } = await emulatorAs(deployment);
    const call = async (...args: Parameters<typeof callEmulator>) =>
      withoutCloudSearchId(deployment, await callEmulator(...args));
    const search = await call(emulator, "POST", "/v2/search", { query: "fidelity", limit: 3 });
    expectRecordedShape(search, "search.json", { path: "/search", method: "post" });
    expect(search.body.creditsUsed).toBe(3);
    const sources = await call(emulator, "POST", "/v2/search", {
      query: "fidelity",
      limit: 2,
      sources: ["web"],
    });
    expectRecordedShape(sources, "search-sources.json", { path: "/search", method: "post" });
    const scraped = await call(emulator, "POST", "/v2/search", {
      query: "fidelity",
      limit: 2,
      scrapeOptions: { formats: ["markdown"] },
    });
    expectRecordedShape(scraped, "search-scrape.json", { path: "/search", method: "post" });
  });

  it("a crawl starts, runs, completes, is listed and cancels as recorded", async () => {
    const { emulator, clock } = await emulatorAs(deployment);
    const start = await call(emulator, "POST", "/v2/crawl", { url: SITE, limit: 5 });
    expectRecordedShape(start, "crawl-start.json", { path: "/crawl", method: "post" });
    expect(start.body.url).toBe(`${emulator.url}/v2/crawl/${start.body.id}`);
    const running = await call(emulator, "GET", `/v2/crawl/${start.body.id}`);
    expectRecordedShape(running, "crawl-status-running.json", {
      path: "/crawl/{id}",
      method: "get",
    });
    expect(running.body.next).toBe(`${emulator.url}/v2/crawl/${start.body.id}?skip=0`);
    const ongoing = await call(emulator, "GET", "/v2/crawl/ongoing");
    expect(differences(ongoing.body, sample("crawl-ongoing-running.json"))).toEqual([]);
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v2/crawl/${start.body.id}`);
    expectRecordedShape(done, "crawl-status.json", { path: "/crawl/{id}", method: "get" });
    expect(done.body.data).toHaveLength(5);
    const errors = await call(emulator, "GET", `/v2/crawl/${start.body.id}/errors`);
    expect(errors.body).toEqual(sample("crawl-errors.json"));
    expectOpenApi(errors, { path: "/crawl/{id}/errors", method: "get" });
    expect((await call(emulator, "GET", "/v2/crawl/ongoing")).body).toEqual(
      sample("crawl-ongoing.json"),
    );

    const toCancel = await call(emulator, "POST", "/v2/crawl", { url: SITE, limit: 5 });
    clock.advance(150);
    const cancel = await call(emulator, "DELETE", `/v2/crawl/${toCancel.body.id}`);
    expect(cancel.body).toEqual(sample("crawl-cancel.json"));
    expectOpenApi(cancel, { path: "/crawl/{id}", method: "delete" });
    const cancelled = await call(emulator, "GET", `/v2/crawl/${toCancel.body.id}`);
    // The recording of a cancelled crawl's status is cut short, so its envelope is checked here.
    expect(cancelled.body).toMatchObject({
      success: true,
      status: "cancelled",
      completed: 1,
    });
    expect(cancelled.body.total).toBeGreaterThan(1);
    expect(cancelled.body.data).toHaveLength(1);
    expectOpenApi(cancelled, { path: "/crawl/{id}", method: "get" });
    const cancelledErrors = await call(emulator, "GET", `/v2/crawl/${toCancel.body.id}/errors`);
    expect(cancelledErrors.body).toEqual(sample("crawl-errors-cancelled.json"));
  });

  it("an unknown crawl and a v1 key in a v2 crawl answer exactly as recorded", async () => {
    const { emulator } = await emulatorAs(deployment);
    const unknown = await call(emulator, "GET", `/v2/crawl/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(sample("crawl-unknown.json"));
    const v1Key = await call(emulator, "POST", "/v2/crawl", { url: SITE, ignoreSitemap: true });
    expect(v1Key.status).toBe(400);
    expect(v1Key.body).toEqual(sample("crawl-v1-param.json"));
  });

  it("a batch starts with invalidURLs and completes as recorded", async () => {
    const { emulator, clock } = await emulatorAs(deployment);
    const start = await call(emulator, "POST", "/v2/batch/scrape", {
      urls: [`${SITE}about.html`, `${SITE}team.html`],
      formats: ["markdown", "links"],
    });
    expectRecordedShape(start, "batch-start.json", { path: "/batch/scrape", method: "post" });
    clock.advance(1_000);
    const status = await call(emulator, "GET", `/v2/batch/scrape/${start.body.id}`);
    expect(differences(status.body, sample("batch-status.json"))).toEqual([]);
    expectOpenApi(status, { path: "/batch/scrape/{id}", method: "get" });
  });

  it("extract starts queued for any client, with the recorded shape", async () => {
    const { emulator, clock } = await emulatorAs(deployment);
    const start = await call(emulator, "POST", "/v2/extract", {
      urls: [SITE],
      prompt: "the title",
      schema: { type: "object", properties: { title: { type: "string" } } },
    });
    expectRecordedShape(start, "extract-start.json", { path: "/extract", method: "post" });
    clock.advance(1_000);
    const status = await call(emulator, "GET", `/v2/extract/${start.body.id}`);
    // A failed extract answers `data: []` where the description has an object: the recording wins.
    if (deployment === "cloud") expectOpenApi(status, { path: "/extract/{id}", method: "get" });
    expect(status.body.status).toBe(deployment === "cloud" ? "completed" : "failed");
  });
});

describe("the v2 contract, what only a self-hosted server answers", () => {
  it("LLM formats, a crawl prompt and params-preview fail exactly as recorded", async () => {
    const { emulator } = await emulatorAs("self-hosted");
    const json = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: [{ type: "json", prompt: "the title" }],
    });
    expect(json.status).toBe(500);
    expect(json.body).toEqual(sample("scrape-json-nollm.json"));
    const summary = await call(emulator, "POST", "/v2/scrape", { url: SITE, formats: ["summary"] });
    expect(summary.status).toBe(500);
    expect(summary.body).toEqual(sample("scrape-summary-nollm.json"));
    const prompt = await call(emulator, "POST", "/v2/crawl", { url: SITE, prompt: "blog only" });
    expect(prompt.status).toBe(400);
    expect(prompt.body).toEqual(sample("crawl-prompt-nollm.json"));
    const preview = await call(emulator, "POST", "/v2/crawl/params-preview", {
      url: SITE,
      prompt: "blog only",
    });
    expect(preview.status).toBe(400);
    expect(preview.body).toEqual(sample("crawl-params-preview.json"));
  });

  it("extract fails, usage is the remaining credits, concurrency-check is a 500", async () => {
    const { emulator, clock } = await emulatorAs("self-hosted");
    const start = await call(emulator, "POST", "/v2/extract", { urls: [SITE], prompt: "x" });
    clock.advance(1_000);
    const status = await call(emulator, "GET", `/v2/extract/${start.body.id}`);
    expect(differences(status.body, sample("extract-status.json"))).toEqual([]);
    expect(status.body).toMatchObject({ success: false, status: "failed", data: [], error: {} });
    const credits = await call(emulator, "GET", "/v2/team/credit-usage");
    expect(credits.body).toEqual(sample("credit-usage.json"));
    expectOpenApi(credits, { path: "/team/credit-usage", method: "get" });
    const concurrency = await call(emulator, "GET", "/v2/concurrency-check");
    expect(concurrency.status).toBe(500);
    expect(concurrency.body).toEqual({
      success: false,
      code: "UNKNOWN_ERROR",
      error: expect.stringMatching(EXCEPTION),
    });
    expect(differences(concurrency.body, sample("concurrency-check.json"))).toEqual([]);
  });
});
