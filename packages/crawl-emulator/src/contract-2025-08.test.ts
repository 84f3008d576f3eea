/**
 * The emulator against the newest server: answers recorded from it (`samples-2025-08`, and a few
 * of its `/v2` answers whose v1 twins were not recorded, in `v2/samples`), copied from the shared
 * provider reference. Errors must match exactly, `code` included; other answers by shape. The
 * recordings come from a self-hosted server, so what only a self-hosted server answers is checked
 * on the `self-hosted` profile, and what both answer on both.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEPLOYMENTS, type Deployment } from "./index.js";
import { call, manualClock, useEmulator } from "./test/helpers.js";
import { shapeDifferences } from "./test/shape.js";

const newest = new URL("../test-fixtures/provider/samples-2025-08/", import.meta.url);
const v2 = new URL("../test-fixtures/provider/v2/samples/", import.meta.url);
const read = (folder: URL, file: string): unknown =>
  JSON.parse(readFileSync(new URL(file, folder), "utf8"));

const EXCEPTION =
  /^An unexpected error occurred\. Please contact help@firecrawl\.com for help\. Your exception ID is [0-9a-f]{32}$/;
const SITE = "https://fidelity.example.com/";
const UNKNOWN_ID = "8b0e3f0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c";

/**
 * Shape differences, less the metadata keys a page adds by its own tags (`ogTitle`, `og:title`,
 * …): the recorded site had none, and metadata is open-ended on every deployment.
 */
function differences(actual: unknown, recorded: unknown): string[] {
  return shapeDifferences(actual, recorded).filter(
    (difference) => !/\.metadata\.[^.]+: not in the sample$/.test(difference),
  );
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

describe.each(DEPLOYMENTS)("contract with the newest server, %s profile", (deployment) => {
  it("a bad URL answers scrape-invalid.json exactly: code BAD_REQUEST beside the zod issues", async () => {
    const { emulator } = await emulatorAs(deployment);
    const answer = await call(emulator, "POST", "/v1/scrape", { url: "not a url" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(read(newest, "scrape-invalid.json"));
  });

  it("an unknown crawl answers crawl-unknown.json exactly, with no code", async () => {
    const { emulator } = await emulatorAs(deployment);
    const answer = await call(emulator, "GET", `/v1/crawl/${UNKNOWN_ID}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(read(newest, "crawl-unknown.json"));
  });

  it("scrape, a 404 page, map, search and batch start have the recorded shapes", async () => {
    const { emulator } = await emulatorAs(deployment);
    const cases: [string, string, unknown][] = [
      ["scrape.json", "/v1/scrape", { url: SITE, formats: ["markdown", "html"] }],
      ["scrape-404.json", "/v1/scrape", { url: `${SITE}missing.html` }],
      ["map.json", "/v1/map", { url: SITE }],
      ["search.json", "/v1/search", { query: "fidelity", limit: 3 }],
      ["batch-start.json", "/v1/batch/scrape", { urls: [SITE] }],
      ["crawl-start.json", "/v1/crawl", { url: SITE }],
    ];
    for (const [file, path, body] of cases) {
      const answer = await call(emulator, "POST", path, body);
      expect(answer.status, file).toBe(200);
      expect(differences(answer.body, read(newest, file)), file).toEqual([]);
    }
  });

  it("a finished crawl's status and errors have the recorded shapes, scrapeId included", async () => {
    const { emulator, clock } = await emulatorAs(deployment);
    const started = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    clock.advance(10_000);
    const status = await call(emulator, "GET", `/v1/crawl/${started.body.id}`);
    expect(differences(status.body, read(newest, "crawl-status.json"))).toEqual([]);
    const errors = await call(emulator, "GET", `/v1/crawl/${started.body.id}/errors`);
    expect(errors.body).toEqual(read(newest, "crawl-errors.json"));
  });

  it("deep research and llms.txt start as recorded", async () => {
    const { emulator } = await emulatorAs(deployment);
    const research = await call(emulator, "POST", "/v1/deep-research", { query: "fidelity" });
    expect(shapeDifferences(research.body, read(newest, "deep-research.json"))).toEqual([]);
    const llmstxt = await call(emulator, "POST", "/v1/llmstxt", { url: SITE });
    expect(shapeDifferences(llmstxt.body, read(newest, "llmstxt.json"))).toEqual([]);
  });

  it("an extract from the provider's own SDK is queued, as extract-start-jssdk.json", async () => {
    const { emulator } = await emulatorAs(deployment);
    const started = await call(emulator, "POST", "/v1/extract", {
      urls: [SITE],
      prompt: "title",
      origin: "js-sdk@1.29.3",
    });
    expect(shapeDifferences(started.body, read(newest, "extract-start-jssdk.json"))).toEqual([]);
  });
});

describe("contract with the newest self-hosted server: what only it answers", () => {
  it("an extract job fails for want of an LLM, exactly as extract-status-failed.json", async () => {
    const { emulator, clock } = await emulatorAs("self-hosted");
    const started = await call(emulator, "POST", "/v1/extract", {
      urls: [SITE],
      prompt: "title",
      origin: "js-sdk@1.29.3",
    });
    clock.advance(10_000);
    const status = await call(emulator, "GET", `/v1/extract/${started.body.id}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      ...(read(newest, "extract-status-failed.json") as object),
      expiresAt: new Date(clock.now() - 10_000 + 86_400_000).toISOString(),
    });
  });

  it("a failed synchronous extract answers extract.json exactly, with no job id", async () => {
    const { emulator } = await emulatorAs("self-hosted");
    emulator.faults.inject({ route: "extract.start", kind: "job-fail", times: 1 });
    const answer = await call(emulator, "POST", "/v1/extract", { urls: [SITE], prompt: "title" });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual(read(newest, "extract.json"));
  });

  it("a scrape asking for json fails as v2/samples/scrape-json-nollm.json", async () => {
    const { emulator } = await emulatorAs("self-hosted");
    const answer = await call(emulator, "POST", "/v1/scrape", {
      url: SITE,
      formats: ["json"],
      jsonOptions: { prompt: "title" },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual(read(v2, "scrape-json-nollm.json"));
  });

  it("a crawl with a prompt is refused as v2/samples/crawl-prompt-nollm.json", async () => {
    const { emulator } = await emulatorAs("self-hosted");
    const answer = await call(emulator, "POST", "/v1/crawl", { url: SITE, prompt: "blog posts" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(read(v2, "crawl-prompt-nollm.json"));
  });

  it("the concurrency check answers 500 UNKNOWN_ERROR as v2/samples/concurrency-check.json", async () => {
    const { emulator } = await emulatorAs("self-hosted");
    const answer = await call(emulator, "GET", "/v1/concurrency-check");
    expect(answer.status).toBe(500);
    expect(shapeDifferences(answer.body, read(v2, "concurrency-check.json"))).toEqual([]);
    expect(answer.body).toMatchObject({ success: false, code: "UNKNOWN_ERROR" });
    expect(answer.body.error).toMatch(EXCEPTION);
  });
});
