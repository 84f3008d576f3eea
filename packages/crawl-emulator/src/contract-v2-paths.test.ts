/**
 * Every operation of the provider's v2 OpenAPI description, answered by the emulator's cloud
 * profile and checked against the description's schema for that answer; the last test fails when
 * the description has an operation no scenario here covers. The self-hosted profile answers each
 * route only the cloud serves with Express's own 404 page, as the open-source server does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator, type Emulator } from "./index.js";
import { apiRoutes } from "./routes/index.js";
import { call, manualClock, useEmulator, type CallResult } from "./test/helpers.js";
import { hasOpenApiSchema, openApiErrors, openApiOperations } from "./test/openapi.js";

const SITE = "https://contract.example.com/";
const UUID = "8b0e3f0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c";

/**
 * Where the description is wrong and the recording wins, the operation is checked for the
 * recorded answer instead, and says why.
 */
const EXCEPTIONS: Record<string, { reason: string; errors: string[] }> = {
  "GET /crawl/active": {
    reason:
      "the recorded server answers `crawls` where the description requires `data`, and lists each crawl without the `status` the description requires",
    errors: [
      " must have required property 'data'",
      "/crawls/0 must have required property 'status'",
    ],
  },
};

interface Scenario {
  /** The request, made against an emulator whose jobs `prepare` started. */
  run(emulator: Emulator, jobs: Jobs): Promise<CallResult>;
}

type Jobs = Awaited<ReturnType<typeof prepare>>;

/** Jobs of every kind for the scenarios to name, started once. */
async function prepare(emulator: Emulator, advance: (ms: number) => void) {
  const crawl = (await call(emulator, "POST", "/v2/crawl", { url: SITE, limit: 3 })).body.id;
  const batch = (await call(emulator, "POST", "/v2/batch/scrape", { urls: [`${SITE}a`] })).body.id;
  const scrape = (await call(emulator, "POST", "/v2/scrape", { url: SITE })).body.data.metadata
    .scrapeId;
  const search = (await call(emulator, "POST", "/v2/search", { query: "contract" })).body.id;
  const extract = (await call(emulator, "POST", "/v2/extract", { urls: [SITE], prompt: "x" })).body
    .id;
  const agent = (await call(emulator, "POST", "/v2/agent", { prompt: "x" })).body.id;
  const monitor = (
    await call(emulator, "POST", "/v2/monitor", {
      name: "Contract",
      schedule: { text: "hourly" },
      targets: [{ type: "scrape", urls: [SITE] }],
    })
  ).body.data.id;
  const check = (await call(emulator, "POST", `/v2/monitor/${monitor}/run`)).body.id;
  const session = (await call(emulator, "POST", "/v2/interact", {})).body.id;
  const paper = (await call(emulator, "GET", "/v2/search/research/papers?query=x&k=1")).body
    .results[0].paperId;
  advance(10_000);
  return { crawl, batch, scrape, search, extract, agent, monitor, check, session, paper };
}

async function upload(emulator: Emulator): Promise<CallResult> {
  const form = new FormData();
  form.append("file", new Blob(["<h1>Contract</h1>"], { type: "text/html" }), "contract.html");
  form.append("options", JSON.stringify({ formats: ["markdown", "html"] }));
  const response = await fetch(`${emulator.url}/v2/parse`, { method: "POST", body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

const get = (path: (jobs: Jobs) => string): Scenario => ({
  run: (emulator, jobs) => call(emulator, "GET", `/v2${path(jobs)}`),
});
const send = (
  method: string,
  path: (jobs: Jobs) => string,
  body: unknown | ((jobs: Jobs) => unknown) = {},
): Scenario => ({
  run: (emulator, jobs) =>
    call(emulator, method, `/v2${path(jobs)}`, typeof body === "function" ? body(jobs) : body),
});

/** One scenario per operation of the description, by `METHOD /path`. */
const SCENARIOS: Record<string, Scenario> = {
  "GET /monitor": get(() => "/monitor"),
  "POST /monitor": send("POST", () => "/monitor", {
    name: "New",
    schedule: { cron: "*/30 * * * *" },
    targets: [{ type: "crawl", url: SITE, crawlOptions: { limit: 2 } }],
  }),
  "GET /monitor/{monitorId}": get((jobs) => `/monitor/${jobs.monitor}`),
  "PATCH /monitor/{monitorId}": send("PATCH", (jobs) => `/monitor/${jobs.monitor}`, {
    status: "paused",
  }),
  "DELETE /monitor/{monitorId}": {
    run: async (emulator) => {
      const created = await call(emulator, "POST", "/v2/monitor", {
        name: "Gone",
        schedule: { cron: "0 * * * *" },
        targets: [{ type: "scrape", urls: [SITE] }],
      });
      return call(emulator, "DELETE", `/v2/monitor/${created.body.data.id}`);
    },
  },
  "POST /monitor/{monitorId}/run": {
    run: async (emulator) => {
      const created = await call(emulator, "POST", "/v2/monitor", {
        name: "Run",
        schedule: { cron: "0 * * * *" },
        targets: [{ type: "search", queries: ["contract"] }],
        judgeEnabled: false,
      });
      return call(emulator, "POST", `/v2/monitor/${created.body.data.id}/run`);
    },
  },
  "GET /monitor/{monitorId}/checks": get((jobs) => `/monitor/${jobs.monitor}/checks`),
  "GET /monitor/{monitorId}/checks/{checkId}": get(
    (jobs) => `/monitor/${jobs.monitor}/checks/${jobs.check}?limit=1`,
  ),
  "POST /scrape": send("POST", () => "/scrape", { url: SITE, formats: ["markdown", "links"] }),
  "GET /scrape/{jobId}": get((jobs) => `/scrape/${jobs.scrape}`),
  "POST /scrape/{jobId}/interact": send("POST", (jobs) => `/scrape/${jobs.scrape}/interact`, {
    code: "console.log(await page.title())",
  }),
  "DELETE /scrape/{jobId}/interact": {
    run: async (emulator, jobs) => {
      await call(emulator, "POST", `/v2/scrape/${jobs.scrape}/interact`, { code: "1" });
      return call(emulator, "DELETE", `/v2/scrape/${jobs.scrape}/interact`);
    },
  },
  "POST /parse": { run: (emulator) => upload(emulator) },
  "POST /batch/scrape": send("POST", () => "/batch/scrape", { urls: [`${SITE}b`] }),
  "GET /batch/scrape/{id}": get((jobs) => `/batch/scrape/${jobs.batch}`),
  "DELETE /batch/scrape/{id}": send("DELETE", (jobs) => `/batch/scrape/${jobs.batch}`, undefined),
  "GET /batch/scrape/{id}/errors": get((jobs) => `/batch/scrape/${jobs.batch}/errors`),
  "POST /crawl": send("POST", () => "/crawl", { url: SITE, limit: 2 }),
  "GET /crawl/{id}": get((jobs) => `/crawl/${jobs.crawl}`),
  "DELETE /crawl/{id}": send("DELETE", (jobs) => `/crawl/${jobs.crawl}`, undefined),
  "GET /crawl/{id}/errors": get((jobs) => `/crawl/${jobs.crawl}/errors`),
  "GET /crawl/active": get(() => "/crawl/active"),
  "POST /crawl/params-preview": send("POST", () => "/crawl/params-preview", {
    url: SITE,
    prompt: "the first 20 blog pages",
  }),
  "POST /map": send("POST", () => "/map", { url: SITE }),
  "POST /search": send("POST", () => "/search", { query: "contract", limit: 2 }),
  "POST /search/{jobId}/feedback": send("POST", (jobs) => `/search/${jobs.search}/feedback`, {
    rating: "good",
    valuableSources: [{ url: SITE }],
  }),
  "POST /extract": send("POST", () => "/extract", { urls: [SITE], prompt: "the title" }),
  "GET /extract/{id}": get((jobs) => `/extract/${jobs.extract}`),
  "POST /agent": send("POST", () => "/agent", { prompt: "who runs it?", model: "spark-2" }),
  "GET /agent/{jobId}": get((jobs) => `/agent/${jobs.agent}`),
  "DELETE /agent/{jobId}": send("DELETE", (jobs) => `/agent/${jobs.agent}`, undefined),
  "GET /team/credit-usage": get(() => "/team/credit-usage"),
  "GET /team/credit-usage/historical": get(() => "/team/credit-usage/historical?byApiKey=true"),
  "GET /team/token-usage": get(() => "/team/token-usage"),
  "GET /team/token-usage/historical": get(() => "/team/token-usage/historical"),
  "GET /team/queue-status": get(() => "/team/queue-status"),
  "GET /team/activity": get(() => "/team/activity?limit=5"),
  "GET /team/threat-protection": get(() => "/team/threat-protection"),
  "PUT /team/threat-protection": send("PUT", () => "/team/threat-protection", {
    mode: "normal",
    whitelist: ["*.example.com"],
  }),
  "POST /interact": send("POST", () => "/interact", { ttl: 120, streamWebView: false }),
  "GET /interact": get(() => "/interact"),
  "POST /interact/{sessionId}/execute": send(
    "POST",
    (jobs) => `/interact/${jobs.session}/execute`,
    { code: `await page.goto("${SITE}")`, language: "node" },
  ),
  "DELETE /interact/{sessionId}": send("DELETE", (jobs) => `/interact/${jobs.session}`, undefined),
  "POST /support/ask": send("POST", () => "/support/ask", { question: "I get a 429" }),
  "POST /support/docs-search": send("POST", () => "/support/docs-search", {
    question: "How long may a scrape wait?",
  }),
  "GET /search/research/papers": get(() => "/search/research/papers?query=learning&k=3"),
  "GET /search/research/papers/{id}": get((jobs) => `/search/research/papers/${jobs.paper}`),
  "GET /search/research/papers/{id}/similar": get(
    (jobs) => `/search/research/papers/${jobs.paper}/similar?intent=methods`,
  ),
  "GET /search/developer": get(() => "/search/developer?query=install&k=3"),
  "POST /search/developer": send("POST", () => "/search/developer", { query: "install", k: 3 }),
  "POST /feedback": send(
    "POST",
    () => "/feedback",
    (jobs: Jobs) => ({
      endpoint: "scrape",
      jobId: jobs.scrape,
      rating: "bad",
      note: "the wrong page",
    }),
  ),
};

describe("every operation of the v2 OpenAPI, on the cloud profile", () => {
  // One emulator for all, the scenarios running in order (an execute before its session stops).
  let emulator: Emulator;
  let jobs: Jobs;
  beforeAll(async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now, timing: { pageIntervalMs: 10 } });
    jobs = await prepare(emulator, clock.advance);
  });
  afterAll(() => emulator.close());

  it.each(Object.entries(SCENARIOS))(
    "%s answers as its schema says",
    async (operation, scenario) => {
      const answer = await scenario.run(emulator, jobs);
      const [method = "", path = ""] = operation.split(" ");
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(hasOpenApiSchema(path, method, answer.status, "v2"), `${answer.status}`).toBe(true);
      const errors = openApiErrors(path, method, answer.status, answer.body, "v2");
      expect(errors, answer.text).toEqual(EXCEPTIONS[operation]?.errors ?? []);
    },
  );

  it("leaves no operation of the description without a scenario", () => {
    expect(openApiOperations("v2").filter((operation) => !(operation in SCENARIOS))).toEqual([]);
  });
});

describe("the self-hosted profile", () => {
  it("answers every route only the cloud serves with Express's HTML 404, uncounted", async () => {
    const emulator = await useEmulator({ deployment: "self-hosted" });
    const cloudOnly = apiRoutes.filter(
      (route) => route.servedOn && !route.servedOn.includes("self-hosted"),
    );
    expect(cloudOnly.length).toBeGreaterThan(40);
    for (const route of cloudOnly) {
      const path = route.path.replace(/:[A-Za-z]+/g, UUID);
      const method = route.method.toUpperCase();
      const answer = await call(emulator, method, path, method === "GET" ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(answer.text).toContain(`Cannot ${method} ${path}`);
    }
    expect(emulator.stats().requests).toEqual({});
  });
});
