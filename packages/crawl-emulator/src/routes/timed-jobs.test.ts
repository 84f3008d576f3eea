import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator, type CallResult } from "../test/helpers.js";
import { openApiErrors } from "../test/openapi.js";

function expectSchema(path: string, method: string, answer: CallResult): void {
  expect(openApiErrors(path, method, answer.status, answer.body)).toEqual([]);
}

describe("extract", () => {
  it("is processing, then completed with data shaped by the schema", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    const schema = {
      type: "object",
      properties: { name: { type: "string" }, open: { type: "boolean" } },
    };
    const started = await call(emulator, "POST", "/v1/extract", {
      urls: ["https://example.com/*"],
      prompt: "Company name",
      schema,
    });
    expect(started.body).toMatchObject({ success: true, urlTrace: [] });
    expectSchema("/extract", "POST", started);
    const processing = await call(emulator, "GET", `/v1/extract/${started.body.id}`);
    expect(processing.body).toMatchObject({ success: true, status: "processing" });
    expectSchema("/extract/{id}", "GET", processing);
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v1/extract/${started.body.id}`);
    expect(done.body).toMatchObject({ success: true, status: "completed", data: { open: true } });
    expect(typeof done.body.data.name).toBe("string");
    expect(processing.body.expiresAt).toBe(
      new Date(clock.now() - 1_000 + 86_400_000).toISOString(),
    );
    expect(done.body.expiresAt).toBe(processing.body.expiresAt);
    expectSchema("/extract/{id}", "GET", done);
  });

  it("refuses a request with neither urls nor prompt, and answers 404 for an unknown id", async () => {
    const emulator = await useEmulator();
    expect((await call(emulator, "POST", "/v1/extract", {})).status).toBe(400);
    const unknown = await call(emulator, "GET", "/v1/extract/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Extract job not found" });
  });

  it("fails when the job-fail fault fires", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    emulator.faults.inject({ route: "extract.start", kind: "job-fail", error: "No LLM available" });
    const started = await call(emulator, "POST", "/v1/extract", { urls: ["https://example.com"] });
    clock.advance(1_000);
    expect((await call(emulator, "GET", `/v1/extract/${started.body.id}`)).body).toMatchObject({
      status: "failed",
      error: "No LLM available",
    });
  });
});

describe("deep research", () => {
  it("grows its activities over time and ends with a final analysis", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    const started = await call(emulator, "POST", "/v1/deep-research", {
      query: "recession-resistant services",
      maxDepth: 4,
    });
    expectSchema("/deep-research", "POST", started);
    clock.advance(200);
    const middle = await call(emulator, "GET", `/v1/deep-research/${started.body.id}`);
    expect(middle.body).toMatchObject({ status: "processing", currentDepth: 2, maxDepth: 4 });
    expect(middle.body.activities).toHaveLength(2);
    expectSchema("/deep-research/{id}", "GET", middle);
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v1/deep-research/${started.body.id}`);
    expect(done.body).toMatchObject({ status: "completed", currentDepth: 4 });
    expect(done.body.data.finalAnalysis).toContain("recession-resistant services");
    expectSchema("/deep-research/{id}", "GET", done);
  });

  it("refuses a missing query and answers 404 for an unknown id", async () => {
    const emulator = await useEmulator();
    const missing = await call(emulator, "POST", "/v1/deep-research", { maxDepth: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0]).toMatchObject({ path: ["query"], message: "Required" });
    expect((await call(emulator, "GET", "/v1/deep-research/unknown")).body).toEqual({
      success: false,
      error: "Deep research job not found",
    });
  });
});

describe("llms.txt", () => {
  it("generates a listing of the site's pages, with the full text on request", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, site: { pages: 3 } });
    const started = await call(emulator, "POST", "/v1/llmstxt", {
      url: "https://example.com",
      maxUrls: 2,
      showFullText: true,
    });
    expectSchema("/llmstxt", "POST", started);
    expect((await call(emulator, "GET", `/v1/llmstxt/${started.body.id}`)).body.status).toBe(
      "processing",
    );
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v1/llmstxt/${started.body.id}`);
    expect(done.body.status).toBe("completed");
    expect(
      done.body.data.llmstxt.split("\n").filter((line: string) => line.startsWith("- [")),
    ).toHaveLength(2);
    expect(done.body.data.llmsfulltxt.length).toBeGreaterThan(1_000);
    expectSchema("/llmstxt/{id}", "GET", done);
    expect((await call(emulator, "GET", "/v1/llmstxt/unknown")).status).toBe(404);
  });
});

describe("team usage", () => {
  it("never runs out of credits or tokens", async () => {
    const emulator = await useEmulator();
    const credits = await call(emulator, "GET", "/v1/team/credit-usage");
    expectSchema("/team/credit-usage", "GET", credits);
    const tokens = await call(emulator, "GET", "/v1/team/token-usage");
    expect(tokens.body).toEqual({ success: true, data: { remaining_tokens: 99_999_999 } });
    expectSchema("/team/token-usage", "GET", tokens);
  });
});
