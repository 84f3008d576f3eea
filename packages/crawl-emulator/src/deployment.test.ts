import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCli } from "./cli-args.js";
import { runCli } from "./cli-run.js";
import { call, manualClock, useEmulator } from "./test/helpers.js";
import { watchCrawl } from "./test/sockets.js";

const SITE = "https://deploy.example.com/";
const UUID_KEY = "4d4b2f9a-46f3-4a24-a2a7-34802f474008";
const EXCEPTION =
  /^An unexpected error occurred\. Please contact help@firecrawl\.com for help\. Your exception ID is [0-9a-f]{32}$/;

describe("choosing the deployment", () => {
  it("is cloud by default, set from code, switched by setDeployment, and reset() restores the start value", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    expect(emulator.deployment).toBe("self-hosted");
    emulator.setDeployment("cloud");
    expect(emulator.deployment).toBe("cloud");
    emulator.reset();
    expect(emulator.deployment).toBe("self-hosted");
    expect((await useEmulator()).deployment).toBe("cloud");
  });

  it("is read and switched over the control plane; a bad value is a 400 that changes nothing", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    expect((await call(emulator, "GET", "/__emulator/deployment")).body).toEqual({
      deployment: "cloud",
    });
    expect((await call(emulator, "POST", "/v1/map", { url: SITE })).status).toBe(401);
    const switched = await call(emulator, "PUT", "/__emulator/deployment", {
      deployment: "self-hosted",
    });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ deployment: "self-hosted" });
    expect(emulator.deployment).toBe("self-hosted");
    expect((await call(emulator, "POST", "/v1/map", { url: SITE })).status).toBe(200);
    const bad = await call(emulator, "PUT", "/__emulator/deployment", { deployment: "on-prem" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: "deployment must be one of cloud, self-hosted",
    });
    expect(emulator.deployment).toBe("self-hosted");
    await call(emulator, "POST", "/__emulator/reset");
    expect((await call(emulator, "GET", "/__emulator/deployment")).body.deployment).toBe("cloud");
  });

  it("is set from the command line, and an unknown profile exits with code 2", async () => {
    const lines: string[] = [];
    const io = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const emulator = await runCli(["--port", "0", "--deployment", "self-hosted"], {}, io);
    try {
      expect(emulator?.deployment).toBe("self-hosted");
      expect(lines.join("\n")).toContain("answering as self-hosted");
    } finally {
      await emulator?.close();
    }
    expect(await runCli(["--port", "0", "--deployment", "on-prem"], {}, io)).toBeUndefined();
    expect(process.exitCode).toBe(2);
    expect(lines.join("\n")).toContain("deployment must be one of cloud, self-hosted");
    process.exitCode = undefined;
  });

  it("refuses an unknown deployment from code with a typed error", async () => {
    const emulator = await useEmulator();
    expect(() => emulator.setDeployment("on-prem" as "cloud")).toThrow(
      expect.objectContaining({ name: "InvalidInputError" }),
    );
    expect(emulator.deployment).toBe("cloud");
  });
});

describe("self-hosted: no authentication", () => {
  it("accepts any key, no header and an empty Bearer, where the cloud with keys answers 401", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"], deployment: "self-hosted" });
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: "Bearer" },
      { authorization: "Bearer fc-anything" },
    ];
    for (const headers of headerSets) {
      const answer = await call(emulator, "POST", "/v1/scrape", { url: SITE }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
    emulator.setDeployment("cloud");
    expect((await call(emulator, "POST", "/v1/scrape", { url: SITE })).body).toEqual({
      success: false,
      error: "Unauthorized",
    });
  });

  it("lets any key watch and read any job: one team, as with authentication off", async () => {
    const emulator = await useEmulator({
      apiKeys: ["fc-test"],
      deployment: "self-hosted",
      timing: { pageIntervalMs: 0 },
    });
    const started = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: SITE },
      { authorization: "Bearer one" },
    );
    const status = await call(emulator, "GET", `/v1/crawl/${started.body.id}`, undefined, {
      authorization: "Bearer two",
    });
    expect(status.body).toMatchObject({ status: "completed", total: 5 });
    for (const protocols of [[], ["fc-wrong"]]) {
      const session = await watchCrawl(emulator.url, started.body.id, { protocols });
      expect(session.messages[0]?.type).toBe("catchup");
      expect(session.code).toBe(1000);
    }
  });
});

describe("self-hosted: idempotency keys and the concurrency check need a database", () => {
  it("answers a UUID key 500 UNKNOWN_ERROR on crawl and batch starts and starts nothing; no key is fine", async () => {
    // Jobs that stay running, so the active list shows what was started.
    const emulator = await useEmulator({
      deployment: "self-hosted",
      timing: { pageIntervalMs: 60_000 },
    });
    const headers = { "x-idempotency-key": UUID_KEY };
    for (const [path, body] of [
      ["/v1/crawl", { url: SITE }],
      ["/v1/batch/scrape", { urls: [SITE] }],
    ] as const) {
      const answer = await call(emulator, "POST", path, body, headers);
      expect(answer.status, path).toBe(500);
      expect(Object.keys(answer.body)).toEqual(["success", "code", "error"]);
      expect(answer.body).toMatchObject({ success: false, code: "UNKNOWN_ERROR" });
      expect(answer.body.error).toMatch(EXCEPTION);
      expect((await call(emulator, "POST", path, body)).status, path).toBe(200);
    }
    expect((await call(emulator, "GET", "/v1/crawl/active")).body.crawls).toHaveLength(1);
    const notUuid = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: SITE },
      { "x-idempotency-key": "abc" },
    );
    expect(notUuid.status).toBe(409);
  });

  it("answers the concurrency check on the cloud with the team's running jobs", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 60_000 } });
    await call(emulator, "POST", "/v1/crawl", { url: SITE });
    const answer = await call(emulator, "GET", "/v1/concurrency-check");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, concurrency: 1, maxConcurrency: 100 });
    emulator.setDeployment("self-hosted");
    const selfHosted = await call(emulator, "GET", "/v1/concurrency-check");
    expect(selfHosted.status).toBe(500);
    expect(selfHosted.body.code).toBe("UNKNOWN_ERROR");
    expect(emulator.stats().requests.concurrencyCheck).toBe(2);
  });
});

describe("self-hosted: extract", () => {
  const schema = { type: "object", properties: { name: { type: "string" } } };

  it("answers other clients' extract at once with the recorded 500, having no LLM key", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    for (const origin of [undefined, "@keystone/crawl-client@1.0.0", "api", "js-sdk"]) {
      const answer = await call(emulator, "POST", "/v1/extract", {
        urls: [SITE],
        prompt: "name",
        ...(origin === undefined ? {} : { origin }),
      });
      expect(answer.status, origin).toBe(500);
      expect(answer.body, origin).toEqual(
        JSON.parse(
          readFileSync(
            new URL("../test-fixtures/provider/samples-2025-08/extract.json", import.meta.url),
            "utf8",
          ),
        ),
      );
    }
  });

  it("with an LLM key (llm), answers other clients' extract at once with the result and no job id", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted", llm: true });
    for (const origin of [undefined, "@keystone/crawl-client@1.0.0", "api", "js-sdk"]) {
      const answer = await call(emulator, "POST", "/v1/extract", {
        urls: [SITE],
        prompt: "name",
        schema,
        showSources: true,
        ...(origin === undefined ? {} : { origin }),
      });
      expect(answer.status, origin).toBe(200);
      expect(answer.body, origin).not.toHaveProperty("id");
      expect(answer.body).toMatchObject({ success: true, urlTrace: [], sources: { "": [SITE] } });
      expect(typeof answer.body.data.name).toBe("string");
    }
  });

  it("queues the provider's own clients' extract, which then fails for want of an LLM", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ deployment: "self-hosted", now: clock.now });
    for (const origin of ["js-sdk@1.29.3", "python-sdk@2.0.0", "api-sdk", "website"]) {
      const started = await call(emulator, "POST", "/v1/extract", { urls: [SITE], origin });
      expect(started.body, origin).toMatchObject({ success: true, id: expect.any(String) });
      expect((await call(emulator, "GET", `/v1/extract/${started.body.id}`)).body.status).toBe(
        "processing",
      );
      clock.advance(1_000);
      const failed = await call(emulator, "GET", `/v1/extract/${started.body.id}`);
      expect(failed.body).toMatchObject({ success: false, status: "failed", error: {}, data: [] });
    }
  });

  it("leaves the cloud's extract queued and completing, whatever the origin", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const started = await call(emulator, "POST", "/v1/extract", { urls: [SITE], schema });
    expect(started.body.id).toEqual(expect.any(String));
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v1/extract/${started.body.id}`);
    expect(done.body).toMatchObject({ success: true, status: "completed" });
  });
});

describe("self-hosted: LLM features fail", () => {
  it("deep research and llms.txt start, then fail naming the missing OpenAI key", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ deployment: "self-hosted", now: clock.now });
    const research = await call(emulator, "POST", "/v1/deep-research", { query: "moving" });
    const llmstxt = await call(emulator, "POST", "/v1/llmstxt", { url: SITE });
    expect(research.status).toBe(200);
    expect(llmstxt.status).toBe(200);
    clock.advance(1_000);
    for (const path of [
      `/v1/deep-research/${research.body.id}`,
      `/v1/llmstxt/${llmstxt.body.id}`,
    ]) {
      const status = await call(emulator, "GET", path);
      expect(status.body, path).toMatchObject({ success: false, status: "failed" });
      expect(status.body.error, path).toMatch(/^OpenAI API key is missing/);
    }
  });

  it("fails a scrape for json with a schema, and leaves markdown scrapes and crawls working", async () => {
    const emulator = await useEmulator({
      deployment: "self-hosted",
      timing: { pageIntervalMs: 0 },
    });
    const json = await call(emulator, "POST", "/v1/scrape", {
      url: SITE,
      formats: ["json"],
      jsonOptions: { schema: { type: "object" } },
    });
    expect(json.status).toBe(500);
    expect(json.body).toEqual({
      success: false,
      code: "UNKNOWN_ERROR",
      error:
        "(Internal server error) - OpenAI API key is missing. Pass it using the 'apiKey' parameter or the OPENAI_API_KEY environment variable.",
    });
    expect((await call(emulator, "POST", "/v1/scrape", { url: SITE })).status).toBe(200);
    const crawl = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    expect((await call(emulator, "GET", `/v1/crawl/${crawl.body.id}`)).body.status).toBe(
      "completed",
    );
    emulator.setDeployment("cloud");
    const cloud = await call(emulator, "POST", "/v1/crawl", { url: SITE, prompt: "blog posts" });
    expect(cloud.status).toBe(200);
  });
});

describe("self-hosted with an LLM key (llm, --llm)", () => {
  it("runs LLM features as the cloud does, and the flag sets it", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ deployment: "self-hosted", llm: true, now: clock.now });
    const json = await call(emulator, "POST", "/v2/scrape", {
      url: SITE,
      formats: [
        { type: "json", schema: { type: "object", properties: { a: { type: "string" } } } },
      ],
    });
    expect(json.status).toBe(200);
    expect(typeof json.body.data.json.a).toBe("string");
    const prompt = await call(emulator, "POST", "/v2/crawl", { url: SITE, prompt: "blog posts" });
    expect(prompt.status).toBe(200);
    const research = await call(emulator, "POST", "/v1/deep-research", { query: "moving" });
    const extract = await call(emulator, "POST", "/v1/extract", {
      urls: [SITE],
      origin: "js-sdk@4.42.0",
    });
    clock.advance(1_000);
    expect((await call(emulator, "GET", `/v1/deep-research/${research.body.id}`)).body.status).toBe(
      "completed",
    );
    expect((await call(emulator, "GET", `/v1/extract/${extract.body.id}`)).body.status).toBe(
      "completed",
    );
    expect(parseCli(["--deployment", "self-hosted", "--llm"], {}).options).toMatchObject({
      deployment: "self-hosted",
      llm: true,
    });
    expect(parseCli([], {}).options).not.toHaveProperty("llm");
  });
});
