/**
 * The emulator against the real server: every replayable request recorded in
 * `test-fixtures/provider/samples` (copied from the shared provider reference) is sent again, and the
 * answer must have the sample's HTTP status and either its exact body (errors) or its shape (same keys
 * and JSON types at every level); every answer the OpenAPI description documents must match its schema.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  call,
  manualClock,
  useEmulator as startTestEmulator,
  type CallResult,
} from "./test/helpers.js";
import type { EmulatorOptions, FaultRule, RouteName } from "./index.js";
import { hasOpenApiSchema, openApiErrors } from "./test/openapi.js";
import { shapeDifferences } from "./test/shape.js";

interface ManifestEntry {
  file: string;
  method: string;
  path: string;
  http_status: number;
  request_body?: unknown;
  request_body_raw?: string;
}

/**
 * The webhook receiver of the recorded crawl (`crawl-start.json`), listed as a test harness lists
 * its own; nothing listens there now, so its deliveries are lost, as with a receiver that is down.
 */
const RECORDED_WEBHOOK_RECEIVER = "http://127.0.0.1:8766";

function useEmulator(options: EmulatorOptions = {}) {
  return startTestEmulator({ allowedWebhooks: [RECORDED_WEBHOOK_RECEIVER], ...options });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fixtures = new URL("../test-fixtures/provider/samples/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("manifest.json", fixtures), "utf8")) as {
  samples: ManifestEntry[];
};
const sample = (file: string): unknown => JSON.parse(readFileSync(new URL(file, fixtures), "utf8"));
const entry = (file: string): ManifestEntry => {
  const found = manifest.samples.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`No sample ${file}`);
  return found;
};

/** Answers the real server gave that the emulator must repeat exactly. */
const EXACT = [
  "error-scrape-invalid-url.json",
  "error-scrape-missing-url.json",
  "error-scrape-unknown-key.json",
  "error-scrape-no-tld.json",
  "error-scrape-host-port-rejected.json",
  "error-scrape-bad-json.json",
  "error-crawl-status-unknown-id.json",
  "error-crawl-status-not-uuid.json",
  "error-crawl-invalid-url.json",
  "error-crawl-unknown-key.json",
  "error-crawl-errors-unknown-id.json",
  "error-crawl-cancel-unknown-id.json",
  "error-map-invalid-url.json",
  "error-map-unknown-key.json",
  "error-batch-scrape-invalid-url.json",
  "error-batch-scrape-status-unknown-id.json",
  "error-search-missing-query.json",
  "team-credit-usage.json",
  "crawl-active.json",
];

/** Answers whose content is synthetic but whose shape must match. */
const SHAPED = [
  "scrape-default.json",
  "scrape-all-formats.json",
  "scrape-main-content-include-tags.json",
  "scrape-target-404.json",
  "crawl-start.json",
  "crawl-start-filtered.json",
  "crawl-start-to-cancel.json",
  "crawl-start-unreachable.json",
  "map-default.json",
  "map-search.json",
  "map-sitemap-only.json",
  "map-ignore-sitemap.json",
  "map-limit2.json",
  "map-subpath.json",
  "batch-scrape-start.json",
  "search-stubbed-searxng.json",
  "search-stubbed-searxng-with-scrape.json",
];

/** `/v1/crawl/<uuid>/errors?x=1` → `/crawl/{id}/errors`, the OpenAPI path. */
function openApiPath(path: string): string {
  const bare = path.split("?")[0]?.replace(/^\/v1/, "") ?? "";
  if (bare === "/crawl/active") return bare;
  return bare.replace(/^\/(crawl|batch\/scrape|extract|deep-research|llmstxt)\/[^/]+/, "/$1/{id}");
}

/**
 * Where the OpenAPI description contradicts the real server, the recorded answer wins: for
 * `/crawl/active` it requires `data` but describes (and the server sends) `crawls`.
 */
const OPENAPI_CONTRADICTED_BY_SAMPLES = new Set(["GET /crawl/active 200"]);

function expectOpenApi(method: string, path: string, answer: CallResult): void {
  const apiPath = openApiPath(path);
  if (OPENAPI_CONTRADICTED_BY_SAMPLES.has(`${method} ${apiPath} ${answer.status}`)) return;
  if (!hasOpenApiSchema(apiPath, method, answer.status)) return;
  expect(
    openApiErrors(apiPath, method, answer.status, answer.body),
    `${method} ${apiPath} ${answer.status}`,
  ).toEqual([]);
}

async function replay(emulatorUrl: string, recorded: ManifestEntry): Promise<CallResult> {
  const body = recorded.request_body_raw ?? recorded.request_body;
  return call(emulatorUrl, recorded.method, recorded.path, body);
}

/**
 * The samples above come from the July 2025 server. The newest server (`samples-2025-08`, checked
 * below) adds `code: "BAD_REQUEST"` to its zod answers, and the emulator answers like the newest:
 * an older sample is compared with the answer less that one field, which must then be there.
 */
function asOlderServer(file: string, body: unknown): unknown {
  const recorded = sample(file) as Record<string, unknown>;
  if (typeof body !== "object" || body === null || "code" in recorded) return body;
  const { code, ...older } = body as Record<string, unknown>;
  if (recorded.error === "Bad Request") expect(code, file).toBe("BAD_REQUEST");
  else expect(code, file).toBeUndefined();
  return older;
}

describe("contract: replayed samples", () => {
  it.each(EXACT)("%s: same status and body", async (file) => {
    const emulator = await useEmulator();
    const recorded = entry(file);
    const answer = await replay(emulator.url, recorded);
    expect(answer.status).toBe(recorded.http_status);
    expect(asOlderServer(file, answer.body)).toEqual(sample(file));
    expectOpenApi(recorded.method, recorded.path, answer);
  });

  it.each(SHAPED)("%s: same status and shape, valid against the OpenAPI schema", async (file) => {
    const emulator = await useEmulator({ site: { pages: 8 } });
    const recorded = entry(file);
    const answer = await replay(emulator.url, recorded);
    expect(answer.status).toBe(recorded.http_status);
    expect(shapeDifferences(answer.body, sample(file))).toEqual([]);
    expectOpenApi(recorded.method, recorded.path, answer);
  });

  it("unknown route: the same HTML page and status as error-unknown-route.html", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "GET", "/v1/nope");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Verbatim copy of samples/error-unknown-route.html (kept inline: formatters would rewrite the file).
    expect(answer.text).toBe(
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET /v1/nope</pre>\n</body>\n</html>\n',
    );
  });
});

describe("contract: job lifecycles", () => {
  async function crawlWith(requestFile: string) {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 8 },
      timing: { pageIntervalMs: 100 },
    });
    const started = await replay(emulator.url, entry(requestFile));
    const id = started.body.id as string;
    const get = async (query = "") => {
      const answer = await call(emulator, "GET", `/v1/crawl/${id}${query}`);
      expectOpenApi("GET", `/v1/crawl/${id}`, answer);
      return answer;
    };
    return { emulator, clock, id, get };
  }

  it("crawl status while scraping, completed, and paged by limit", async () => {
    const { clock, get } = await crawlWith("crawl-start.json");
    clock.advance(250);
    expect(shapeDifferences((await get()).body, sample("crawl-status-in-progress.json"))).toEqual(
      [],
    );
    clock.advance(10_000);
    expect(shapeDifferences((await get()).body, sample("crawl-status-completed.json"))).toEqual([]);
    expect(
      shapeDifferences((await get("?limit=3")).body, sample("crawl-status-page1-limit3.json")),
    ).toEqual([]);
    expect(
      shapeDifferences(
        (await get("?skip=3&limit=3")).body,
        sample("crawl-status-page2-skip3-limit3.json"),
      ),
    ).toEqual([]);
    expect(
      shapeDifferences(
        (await get("?skip=6&limit=3")).body,
        sample("crawl-status-page3-skip6-limit3.json"),
      ),
    ).toEqual([]);
  });

  it("a filtered crawl: its errors list the start page left out, its status has html only", async () => {
    const { emulator, clock, id } = await crawlWith("crawl-start-filtered.json");
    clock.advance(10_000);
    const errors = await call(emulator, "GET", `/v1/crawl/${id}/errors`);
    expect(shapeDifferences(errors.body, sample("crawl-errors-filtered.json"))).toEqual([]);
    expect(errors.body.errors[0].error).toBe("URL does not match required include pattern");
    expectOpenApi("GET", `/v1/crawl/${id}/errors`, errors);
    // The synthetic site has no blog/ pages, so the status shape is checked on pages it does have.
    const matching = await call(emulator, "POST", "/v1/crawl", {
      ...(entry("crawl-start-filtered.json").request_body as object),
      includePaths: ["page-"],
    });
    clock.advance(10_000);
    const status = await call(emulator, "GET", `/v1/crawl/${matching.body.id}`);
    expect(status.body.data.length).toBeGreaterThan(0);
    expect(shapeDifferences(status.body, sample("crawl-status-filtered.json"))).toEqual([]);
    expectOpenApi("GET", `/v1/crawl/${id}`, status);
  });

  it("a crawl without errors answers like crawl-errors.json", async () => {
    const { emulator, clock, id } = await crawlWith("crawl-start.json");
    clock.advance(10_000);
    const errors = await call(emulator, "GET", `/v1/crawl/${id}/errors`);
    expect(errors.body).toEqual(sample("crawl-errors.json"));
  });

  it("cancel answers like crawl-cancel.json and the status like crawl-status-cancelled.json", async () => {
    const { emulator, id, get } = await crawlWith("crawl-start-to-cancel.json");
    const cancel = await call(emulator, "DELETE", `/v1/crawl/${id}`);
    expect(cancel.body).toEqual(sample("crawl-cancel.json"));
    expectOpenApi("DELETE", `/v1/crawl/${id}`, cancel);
    expect(shapeDifferences((await get()).body, sample("crawl-status-cancelled.json"))).toEqual([]);
  });

  it("an unreachable site answers like crawl-*-unreachable.json: completed, 0 of 0 pages, one error", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    emulator.sites.set("127.0.0.1:8799", { unreachable: true });
    const started = await replay(emulator.url, entry("crawl-start-unreachable.json"));
    expect(started.status).toBe(200);
    expect(shapeDifferences(started.body, sample("crawl-start-unreachable.json"))).toEqual([]);
    clock.advance(5_000);
    const path = `/v1/crawl/${started.body.id}`;
    const status = await call(emulator, "GET", path);
    expect(status.body).toEqual({
      ...(sample("crawl-status-unreachable.json") as object),
      expiresAt: new Date(clock.now() - 5_000 + 24 * 3600 * 1000).toISOString(),
    });
    expectOpenApi("GET", path, status);
    const errors = await call(emulator, "GET", `${path}/errors`);
    const recorded = sample("crawl-errors-unreachable.json") as { errors: object[] };
    expect(errors.body).toEqual({
      ...recorded,
      errors: recorded.errors.map((error) => ({
        ...error,
        id: expect.stringMatching(UUID),
        timestamp: new Date(clock.now() - 5_000).toISOString(),
      })),
    });
    expectOpenApi("GET", `${path}/errors`, errors);
  });

  it("a scrape of an unreachable host answers exactly error-scrape-connection-refused.json", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("127.0.0.1:8799", { unreachable: true });
    const recorded = entry("error-scrape-connection-refused.json");
    const answer = await replay(emulator.url, recorded);
    expect(answer.status).toBe(recorded.http_status);
    expect(answer.body).toEqual(sample("error-scrape-connection-refused.json"));
    expectOpenApi(recorded.method, recorded.path, answer);
  });

  it("batch scrape status early and completed, and its errors", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    const started = await replay(emulator.url, entry("batch-scrape-start.json"));
    const path = `/v1/batch/scrape/${started.body.id}`;
    clock.advance(150);
    const early = await call(emulator, "GET", path);
    expect(shapeDifferences(early.body, sample("batch-scrape-status-early.json"))).toEqual([]);
    expect(early.body).toMatchObject({ status: "scraping", completed: 1, total: 2 });
    expect(early.body.next).toBe(`${emulator.url}${path}?skip=1`);
    expectOpenApi("GET", path, early);
    clock.advance(1_000);
    const done = await call(emulator, "GET", path);
    expect(shapeDifferences(done.body, sample("batch-scrape-status-completed.json"))).toEqual([]);
    expectOpenApi("GET", path, done);
    const errors = await call(emulator, "GET", `${path}/errors`);
    expect(errors.body).toEqual(sample("batch-scrape-errors.json"));
  });
});

/** One request per route, `{id}` standing for a job the test starts first. */
const REQUESTS: { route: RouteName; method: string; path: string; body?: unknown }[] = [
  {
    route: "crawl.start",
    method: "POST",
    path: "/v1/crawl",
    body: { url: "https://a.example.com" },
  },
  { route: "crawl.status", method: "GET", path: "/v1/crawl/{id}" },
  { route: "crawl.cancel", method: "DELETE", path: "/v1/crawl/{id}" },
  { route: "crawl.errors", method: "GET", path: "/v1/crawl/{id}/errors" },
  { route: "crawl.active", method: "GET", path: "/v1/crawl/active" },
  { route: "scrape", method: "POST", path: "/v1/scrape", body: { url: "https://a.example.com" } },
  { route: "search", method: "POST", path: "/v1/search", body: { query: "steel" } },
  { route: "map", method: "POST", path: "/v1/map", body: { url: "https://a.example.com" } },
  {
    route: "batch.start",
    method: "POST",
    path: "/v1/batch/scrape",
    body: { urls: ["https://a.example.com"] },
  },
  { route: "batch.status", method: "GET", path: "/v1/batch/scrape/{id}" },
  { route: "batch.cancel", method: "DELETE", path: "/v1/batch/scrape/{id}" },
  { route: "batch.errors", method: "GET", path: "/v1/batch/scrape/{id}/errors" },
  { route: "extract.start", method: "POST", path: "/v1/extract", body: { prompt: "prices" } },
  { route: "deepResearch.start", method: "POST", path: "/v1/deep-research", body: { query: "x" } },
  {
    route: "llmstxt.start",
    method: "POST",
    path: "/v1/llmstxt",
    body: { url: "https://a.example.com" },
  },
  { route: "team.creditUsage", method: "GET", path: "/v1/team/credit-usage" },
  { route: "team.tokenUsage", method: "GET", path: "/v1/team/token-usage" },
];

const FAULTS: Record<number, FaultRule["kind"]> = {
  402: "status",
  429: "rate-limit",
  500: "status",
};

/** Every fault answer the OpenAPI description documents a schema for. */
const DOCUMENTED_FAULTS = REQUESTS.flatMap((request) =>
  [402, 429, 500]
    .filter((status) => hasOpenApiSchema(openApiPath(request.path), request.method, status))
    .map((status) => [request.route, status, request] as const),
);

describe("contract: fault answers against the OpenAPI schemas", () => {
  it("covers 402, 429 and 500 on the job, scrape and map routes at least", () => {
    const covered = new Set(DOCUMENTED_FAULTS.map(([route, status]) => `${route} ${status}`));
    for (const route of ["crawl.start", "crawl.status", "scrape", "map", "batch.start"]) {
      for (const status of [402, 429, 500]) expect(covered).toContain(`${route} ${status}`);
    }
  });

  it.each(DOCUMENTED_FAULTS)(
    "%s answering %i matches its schema",
    async (route, status, request) => {
      const emulator = await useEmulator();
      const started = await call(emulator, "POST", "/v1/crawl", { url: "https://a.example.com" });
      emulator.faults.inject({ route, kind: FAULTS[status] ?? "status", status, times: 1 });
      const path = request.path.replace("{id}", started.body.id as string);
      const answer = await call(emulator, request.method, path, request.body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
      expectOpenApi(request.method, path, answer);
      expect(emulator.stats().faultsByRoute[route]).toBe(1);
    },
  );
});

describe("contract: batch cancel and batch errors against the OpenAPI schemas", () => {
  it("DELETE /v1/batch/scrape/{id} answers 200, then 404 for an unknown id; its errors answer 200", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 1_000 } });
    const started = await replay(emulator.url, entry("batch-scrape-start.json"));
    const path = `/v1/batch/scrape/${started.body.id}`;
    const cancel = await call(emulator, "DELETE", path);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual(sample("crawl-cancel.json"));
    expectOpenApi("DELETE", path, cancel);
    const unknown = await call(
      emulator,
      "DELETE",
      "/v1/batch/scrape/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(sample("error-crawl-cancel-unknown-id.json"));
    expectOpenApi("DELETE", "/v1/batch/scrape/00000000-0000-4000-8000-000000000000", unknown);
    const errors = await call(emulator, "GET", `${path}/errors`);
    expect(errors.status).toBe(200);
    expect(errors.body).toEqual(sample("batch-scrape-errors.json"));
    expectOpenApi("GET", `${path}/errors`, errors);
  });
});
