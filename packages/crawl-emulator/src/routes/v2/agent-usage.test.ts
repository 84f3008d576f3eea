import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../../test/helpers.js";
import { openApiErrors } from "../../test/openapi.js";

const SCHEMA = {
  type: "object",
  properties: { founders: { type: "array", items: { type: "string" } } },
};

describe("the agent (cloud only)", () => {
  it("starts, processes, completes with data from the schema; answers as the OpenAPI describes", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 10 } });
    const start = await call(emulator, "POST", "/v2/agent", {
      prompt: "Who founded the company?",
      schema: SCHEMA,
      model: "spark-1-mini",
    });
    expect(start.body).toEqual({
      success: true,
      id: expect.any(String),
      threadId: expect.any(String),
      threadTurn: 1,
    });
    expect(openApiErrors("/agent", "post", 200, start.body, "v2")).toEqual([]);
    const processing = await call(emulator, "GET", `/v2/agent/${start.body.id}`);
    expect(processing.body).toMatchObject({
      success: true,
      status: "processing",
      model: "spark-1-mini",
    });
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v2/agent/${start.body.id}`);
    expect(done.body).toMatchObject({ status: "completed", creditsUsed: 25 });
    expect(done.body.data.founders).toEqual(expect.any(Array));
    expect(openApiErrors("/agent/{jobId}", "get", 200, done.body, "v2")).toEqual([]);
  });

  it("cancel ends a processing job failed; unknown ids 404; a bad body is a 400", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 60_000 } });
    const { body } = await call(emulator, "POST", "/v2/agent", { prompt: "anything" });
    const cancel = await call(emulator, "DELETE", `/v2/agent/${body.id}`);
    expect(cancel.body).toEqual({ success: true });
    expect(openApiErrors("/agent/{jobId}", "delete", 200, cancel.body, "v2")).toEqual([]);
    const status = await call(emulator, "GET", `/v2/agent/${body.id}`);
    expect(status.body).toMatchObject({ status: "failed", error: "Agent job cancelled" });
    expect((await call(emulator, "GET", `/v2/agent/${randomUUID()}`)).status).toBe(404);
    const bad = await call(emulator, "POST", "/v2/agent", { prompt: "x", model: "gpt" });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toEqual(["model"]);
  });

  it("takes the OpenAPI's auditMetadata and threatProtection, and refuses them malformed", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 60_000 } });
    const start = await call(emulator, "POST", "/v2/agent", {
      prompt: "anything",
      auditMetadata: { username: "analyst" },
      threatProtection: { mode: "normal", riskScoreThreshold: 75, blockedTlds: ["zip"] },
    });
    expect(start.status).toBe(200);
    const bad = await call(emulator, "POST", "/v2/agent", {
      prompt: "x",
      threatProtection: { riskScoreThreshold: 101 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toEqual(["threatProtection", "riskScoreThreshold"]);
    const unknown = await call(emulator, "POST", "/v2/agent", {
      prompt: "x",
      auditMetadata: { username: "analyst", team: "ops" },
    });
    expect(unknown.status).toBe(400);
  });

  it("a self-hosted server has no agent: Express's 404 page, not counted", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    const answer = await call(emulator, "POST", "/v2/agent", { prompt: "x" });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Cannot POST /v2/agent");
    expect(emulator.stats().requests["v2.agent.start"]).toBeUndefined();
  });
});

describe("v2 extract", () => {
  it("queues for a client of any origin and completes with data from the schema on the cloud", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const start = await call(emulator, "POST", "/v2/extract", {
      urls: ["https://extract.example.com/"],
      schema: SCHEMA,
      origin: "my-tool",
    });
    expect(start.body).toEqual({ success: true, id: expect.any(String), urlTrace: [] });
    clock.advance(1_000);
    const status = await call(emulator, "GET", `/v2/extract/${start.body.id}`);
    expect(status.body).toMatchObject({ success: true, status: "completed" });
    expect(status.body.data.founders).toEqual(expect.any(Array));
    const missing = await call(emulator, "POST", "/v2/extract", { schema: SCHEMA });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].message).toBe("Either 'urls' or 'prompt' must be provided.");
  });
});

describe("v2 usage, queue status and concurrency", () => {
  it("on the cloud, answers credit and token usage with the plan and period, and their history", async () => {
    const emulator = await useEmulator();
    for (const [path, unit] of [
      ["/team/credit-usage", "Credits"],
      ["/team/token-usage", "Tokens"],
    ] as const) {
      const usage = await call(emulator, "GET", `/v2${path}`);
      expect(usage.body.data).toMatchObject({
        [`remaining${unit}`]: 99_999_999,
        [`plan${unit}`]: 99_999_999,
        billingPeriodStart: expect.any(String),
        billingPeriodEnd: expect.any(String),
      });
      expect(openApiErrors(path, "get", 200, usage.body, "v2")).toEqual([]);
      const history = await call(emulator, "GET", `/v2${path}/historical`);
      expect(history.body.periods[0]).toMatchObject({ apiKey: null, [`total${unit}`]: 0 });
      expect(openApiErrors(`${path}/historical`, "get", 200, history.body, "v2")).toEqual([]);
    }
  });

  it("queue status counts the caller's running jobs; concurrency-check answers on the cloud", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("queue.example.com", { neverFinish: true });
    await call(emulator, "POST", "/v2/crawl", { url: "https://queue.example.com/" });
    const queue = await call(emulator, "GET", "/v2/team/queue-status");
    expect(queue.body).toMatchObject({
      jobsInQueue: 1,
      activeJobsInQueue: 1,
      waitingJobsInQueue: 0,
    });
    expect(openApiErrors("/team/queue-status", "get", 200, queue.body, "v2")).toEqual([]);
    const concurrency = await call(emulator, "GET", "/v2/concurrency-check");
    expect(concurrency.body).toEqual({ success: true, concurrency: 1, maxConcurrency: 100 });
  });

  it("self-hosted: token usage is the remaining amount, history and queue status are Express 404s", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    expect((await call(emulator, "GET", "/v2/team/token-usage")).body).toEqual({
      success: true,
      data: { remainingTokens: 99_999_999 },
    });
    for (const path of [
      "/v2/team/credit-usage/historical",
      "/v2/team/token-usage/historical",
      "/v2/team/queue-status",
    ]) {
      const answer = await call(emulator, "GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain(`Cannot GET ${path}`);
    }
  });
});
