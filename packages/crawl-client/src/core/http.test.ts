import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { InternalAxiosRequestConfig } from "axios";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeAdapter, type Reply } from "../../test/support/fake-adapter.js";
import {
  CRAWL_DOCS,
  ENDLESS_LIMIT_BYTES,
  type HostileApi,
  startHostileApi,
} from "../../test/support/hostile-api.js";
import { FirecrawlApp as BrowserApp } from "../browser.js";
import { FirecrawlClient as BrowserClient } from "../v2-browser.js";
import { fakeClock } from "../../test/support/fake-clock.js";
import type { TimerQueue } from "./clock.js";
import {
  AbortedError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  FirecrawlError,
  IdempotencyConflictError,
  InvalidResponseError,
  NotFoundError,
  RateLimitError,
  RedirectRefusedError,
  ResponseTooLargeError,
  RouteNotServedError,
  ServerError,
  TimeoutError,
  ValidationError,
} from "./errors.js";
import { NODE_RUNTIME } from "../node-runtime.js";
import { HttpClient, type HttpRequest } from "./http.js";

function client(
  replies: Reply[],
  options: { apiKey?: string; maxRetries?: number; timeout?: number } = {},
) {
  const clock = fakeClock();
  const { adapter, requests } = fakeAdapter(replies);
  const http = new HttpClient({
    apiUrl: "http://api.test",
    transport: NODE_RUNTIME.transport,
    apiKey: options.apiKey ?? "fc-key",
    timeout: options.timeout ?? 5_000,
    maxRetries: options.maxRetries ?? 2,
    clock,
    random: () => 0,
    maxResponseBytes: 64 * 1024 * 1024,
    adapter,
  });
  return { http, clock, requests };
}

const get: HttpRequest = { method: "GET", url: "/v1/crawl/abc", action: "check crawl status" };

async function failure(promise: Promise<unknown>): Promise<FirecrawlError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirecrawlError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("HttpClient", () => {
  it("sends the bearer key and JSON content type; no Authorization header without a key", async () => {
    const keyed = client([{ status: 200, body: { success: true } }]);
    await keyed.http.request({
      method: "POST",
      url: "/v1/scrape",
      action: "scrape URL",
      body: { url: "x" },
    });
    expect(keyed.requests[0]?.headers["authorization"]).toBe("Bearer fc-key");
    expect(keyed.requests[0]?.headers["content-type"]).toBe("application/json");

    const keyless = client([{ status: 200, body: {} }], { apiKey: "" });
    await keyless.http.request(get);
    expect(keyless.requests[0]?.headers["authorization"]).toBeUndefined();
  });

  it("uses the catalogue's messages with the real status and the typed class", async () => {
    const cases: [number, unknown, string, new (...args: never[]) => FirecrawlError][] = [
      [
        500,
        { success: false, error: "boom" },
        "Failed to check crawl status. Status code: 500. Error: boom",
        ServerError,
      ],
      [
        404,
        { success: false, error: "Job not found" },
        "Unexpected error occurred while trying to check crawl status. Status code: 404. Error: Job not found",
        NotFoundError,
      ],
      [
        401,
        { success: false, error: "Unauthorized" },
        "Unexpected error occurred while trying to check crawl status. Status code: 401. Error: Unauthorized",
        AuthenticationError,
      ],
      [
        400,
        { success: false, error: "Bad Request", details: [{ path: ["url"] }] },
        'Failed to check crawl status. Status code: 400. Error: Bad Request - [{"path":["url"]}]',
        FirecrawlError,
      ],
      [
        502,
        "<html>bad gateway</html>",
        "Unexpected error occurred while trying to check crawl status. Status code: 502",
        ServerError,
      ],
    ];
    for (const [status, body, message, type] of cases) {
      const { http } = client([{ status, body }], { maxRetries: 0 });
      const error = await failure(http.request(get));
      expect(error.message).toBe(message);
      expect(error.message.startsWith("Error: ")).toBe(false);
      expect(error.statusCode).toBe(status);
      expect(error).toBeInstanceOf(type);
      expect(error.body).toEqual(body);
    }
  });

  it("a 404 that is not a JSON object is a route the server does not serve; the API's JSON 404 is not", async () => {
    const page = "<!DOCTYPE html><pre>Cannot POST /v2/agent</pre>";
    const { http, requests } = client([{ status: 404, raw: page }]);
    const error = await failure(
      http.request({ method: "POST", url: "/v2/agent", action: "start agent", body: {} }),
    );
    expect(error).toBeInstanceOf(RouteNotServedError);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as RouteNotServedError).route).toBe("/v2/agent");
    expect(error.message).toBe(
      "Failed to start agent: this server does not serve POST /v2/agent (its 404 is not the " +
        "API's answer: a self-hosted server without this route, or a proxy in front of the API).",
    );
    expect(error.statusCode).toBe(404);
    expect(error.body).toBe(page);
    expect(requests).toHaveLength(1);

    const empty = client([{ status: 404 }]);
    expect(await failure(empty.http.request(get))).toBeInstanceOf(RouteNotServedError);

    const job = client([{ status: 404, body: { success: false, error: "Job not found" } }]);
    const unknownJob = await failure(job.http.request(get));
    expect(unknownJob).toBeInstanceOf(NotFoundError);
    expect(unknownJob).not.toBeInstanceOf(RouteNotServedError);
  });

  it("reports a 200 with success:false as the provider's error, keeping status 200", async () => {
    const { http } = client([{ status: 200, body: { success: false, error: "Invalid schema" } }]);
    const error = await failure(
      http.request({ method: "POST", url: "/v1/search", action: "search", body: {} }),
    );
    expect(error.message).toBe("Failed to search. Error: Invalid schema");
    expect(error.statusCode).toBe(200);
  });

  it("carries headers, body and request id on errors", async () => {
    const { http } = client([
      {
        status: 404,
        body: { success: false, error: "Job not found" },
        headers: { "x-request-id": "req-1" },
      },
    ]);
    const error = await failure(http.request(get));
    expect(error.requestId).toBe("req-1");
    expect(error.headers["x-request-id"]).toBe("req-1");
    expect(error.body).toEqual({ success: false, error: "Job not found" });
  });

  it("retries 5xx, 408, 429 and connection errors with exponential backoff, then succeeds", async () => {
    const { http, clock, requests } = client(
      [{ status: 503 }, { networkError: "socket hang up" }, { status: 200, body: { ok: 1 } }],
      { maxRetries: 2 },
    );
    const answer = await http.request(get);
    expect(answer.body).toEqual({ ok: 1 });
    expect(requests).toHaveLength(3);
    expect(clock.sleeps).toEqual([500, 1000]);
  });

  it("applies up to 25% jitter to the backoff", async () => {
    const clock = fakeClock();
    const { adapter } = fakeAdapter([{ status: 500 }, { status: 500 }, { status: 200, body: {} }]);
    const http = new HttpClient({
      apiUrl: "http://api.test",
      transport: NODE_RUNTIME.transport,
      apiKey: "",
      timeout: 1000,
      maxRetries: 2,
      clock,
      random: () => 0.999,
      maxResponseBytes: 1024,
      adapter,
    });
    await http.request(get);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(375);
    expect(clock.sleeps[0]).toBeLessThan(500);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(750);
  });

  it("honours Retry-After on 429, in seconds or as a date", async () => {
    const { http, clock } = client([
      { status: 429, headers: { "retry-after": "3" }, body: { error: "slow down" } },
      {
        status: 429,
        headers: { "retry-after": new Date(1_000_000 + 3_000 + 7_000).toUTCString() },
      },
      { status: 200, body: {} },
    ]);
    await http.request(get);
    expect(clock.sleeps[0]).toBe(3000);
    expect(clock.sleeps[1]).toBeGreaterThan(5000);
    expect(clock.sleeps[1]).toBeLessThanOrEqual(7000);
  });

  it("honours a Retry-After over 60 s within a deadline, and fails at once beyond one", async () => {
    const slowDown = (seconds: number): Reply => ({
      status: 429,
      headers: { "retry-after": String(seconds) },
      body: { success: false, error: "Rate limit exceeded" },
    });
    const waiting = client([slowDown(90), { status: 200, body: {} }]);
    await waiting.http.request({ ...get, deadline: 1_000_000 + 100_000 });
    expect(waiting.clock.sleeps).toEqual([90_000]);

    const pastDeadline = client([slowDown(90), { status: 200, body: {} }]);
    const error = await failure(
      pastDeadline.http.request({ ...get, deadline: 1_000_000 + 60_000 }),
    );
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(90_000);
    expect(pastDeadline.clock.sleeps).toEqual([]);
    expect(pastDeadline.requests).toHaveLength(1);

    // A single call has no deadline of its own: it waits at most 60 s for the server.
    const single = client([slowDown(61), { status: 200, body: {} }]);
    expect(await failure(single.http.request(get))).toBeInstanceOf(RateLimitError);
    expect(single.clock.sleeps).toEqual([]);
    const minute = client([slowDown(60), { status: 200, body: {} }]);
    await minute.http.request(get);
    expect(minute.clock.sleeps).toEqual([60_000]);
  });

  it("gives up after maxRetries with the last error, a RateLimitError carrying retryAfterMs", async () => {
    const { http, requests } = client(
      [1, 2, 3].map(() => ({
        status: 429,
        headers: { "retry-after": "1" },
        body: { success: false, error: "Rate limit exceeded" },
      })),
    );
    const error = await failure(http.request(get));
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(1000);
    expect(requests).toHaveLength(3);
  });

  it("does not retry 4xx other than 408 and 429", async () => {
    const { http, requests } = client([
      { status: 404, body: { error: "Job not found" } },
      { status: 200, body: {} },
    ]);
    await expect(http.request(get)).rejects.toBeInstanceOf(NotFoundError);
    expect(requests).toHaveLength(1);
  });

  it("reuses the idempotency key on a retried job start and reports a 409 on the retry as such", async () => {
    const { http, requests } = client([
      { networkError: "socket hang up" },
      { status: 409, body: { success: false, error: "Idempotency key already used" } },
    ]);
    const error = await failure(
      http.request({
        method: "POST",
        url: "/v1/crawl",
        action: "start crawl job",
        body: {},
        idempotencyKey: "key-1",
      }),
    );
    expect(requests.map((r) => r.headers["x-idempotency-key"])).toEqual(["key-1", "key-1"]);
    expect(error).toBeInstanceOf(IdempotencyConflictError);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as IdempotencyConflictError).idempotencyKey).toBe("key-1");
    expect(error.message).toContain("the job has probably started (not twice)");
  });

  it("takes what it can salvage from a 2xx answer cut short instead of retrying", async () => {
    const start: HttpRequest = {
      method: "POST",
      url: "/v1/crawl",
      action: "start crawl job",
      body: {},
      idempotencyKey: "key-1",
      salvage: (text) => (text.startsWith('{"id":"j-1"') ? { id: "j-1" } : undefined),
    };
    const salvaged = client([{ status: 200, raw: '{"id":"j-1","url":"http://a' }]);
    expect((await salvaged.http.request(start)).body).toEqual({ id: "j-1" });
    expect(salvaged.requests).toHaveLength(1);

    const lost = client([
      { status: 200, raw: '{"id":"j-' },
      { status: 409, body: { success: false, error: "Idempotency key already used" } },
    ]);
    expect(await failure(lost.http.request(start))).toBeInstanceOf(IdempotencyConflictError);
  });

  it("reports a 409 on the first attempt as a plain conflict (the caller reused the key)", async () => {
    const { http } = client([
      { status: 409, body: { success: false, error: "Idempotency key already used" } },
    ]);
    const error = await failure(
      http.request({
        method: "POST",
        url: "/v1/crawl",
        action: "start crawl job",
        body: {},
        idempotencyKey: "k",
      }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(IdempotencyConflictError);
    expect(error.message).toBe(
      "Failed to start crawl job. Status code: 409. Error: Idempotency key already used",
    );
  });

  it("retries a POST that may start paid work only where the provider cannot have accepted it", async () => {
    const post: HttpRequest = {
      method: "POST",
      url: "/v1/extract",
      action: "start extract job",
      body: {},
    };
    const reset = client([
      { networkError: "socket hang up", code: "ECONNRESET" },
      { status: 200, body: {} },
    ]);
    await expect(reset.http.request(post)).rejects.toBeInstanceOf(ConnectionError);
    expect(reset.requests).toHaveLength(1);

    for (const status of [500, 502, 504, 408]) {
      const answered = client([
        { status, body: { error: "x" } },
        { status: 200, body: {} },
      ]);
      await expect(answered.http.request(post)).rejects.toBeInstanceOf(FirecrawlError);
      expect(answered.requests).toHaveLength(1);
    }

    const timedOut = client([{ networkError: "timeout", code: "ECONNABORTED" }]);
    const timeoutError = await failure(timedOut.http.request(post));
    expect(timedOut.requests).toHaveLength(1);
    expect(timeoutError).toBeInstanceOf(ConnectionError);

    const refused = client(
      [
        { networkError: "connect ECONNREFUSED", code: "ECONNREFUSED" },
        { status: 429 },
        { status: 503 },
        { status: 200, body: { id: "x" } },
      ],
      { maxRetries: 3 },
    );
    await expect(refused.http.request(post)).resolves.toMatchObject({ body: { id: "x" } });
    expect(refused.requests).toHaveLength(4);
  });

  it("retries a POST whose connection was cut before the request was fully written", async () => {
    const clock = fakeClock();
    let calls = 0;
    const http = new HttpClient({
      apiUrl: "https://api.test",
      transport: NODE_RUNTIME.transport,
      apiKey: "fc-key",
      timeout: 5_000,
      maxRetries: 2,
      clock,
      random: () => 0,
      maxResponseBytes: 1024,
      adapter: async (config) => {
        calls++;
        if (calls === 1) {
          // What Node's adapter reports for a reused socket the server had already closed.
          throw Object.assign(new Error("socket hang up"), {
            code: "ECONNRESET",
            config,
            request: { writableFinished: false },
          });
        }
        return { data: "{}", status: 200, statusText: "OK", headers: {}, config };
      },
    });
    await http.request({ method: "POST", url: "/v1/scrape", action: "scrape URL", body: {} });
    expect(calls).toBe(2);
  });

  it("retries such a POST after a 5xx or a lost connection when the caller opts into retryUnsafe", async () => {
    const post: HttpRequest = {
      method: "POST",
      url: "/v1/scrape",
      action: "scrape URL",
      body: {},
      retryUnsafe: true,
    };
    const { http, requests } = client([
      { networkError: "socket hang up", code: "ECONNRESET" },
      { status: 500, body: { error: "x" } },
      { status: 200, body: { success: true } },
    ]);
    await expect(http.request(post)).resolves.toMatchObject({ status: 200 });
    expect(requests).toHaveLength(3);
  });

  it("turns a 2xx body that is not JSON into InvalidResponseError, retried like a failure", async () => {
    const { http } = client([{ status: 200, raw: '{"success":true,"da' }], { maxRetries: 0 });
    const error = await failure(http.request(get));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.statusCode).toBe(200);

    const retried = client([
      { status: 200, raw: "not json" },
      { status: 200, body: { fine: true } },
    ]);
    await expect(retried.http.request(get)).resolves.toMatchObject({ body: { fine: true } });
  });

  it("reports a network failure with the catalogue's no-response message and status 0, without the key", async () => {
    const { http } = client(
      [{ networkError: "connect ECONNREFUSED 127.0.0.1:9", code: "ECONNREFUSED" }],
      { maxRetries: 0 },
    );
    const error = await failure(http.request(get));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe(
      "No response received while trying to check crawl status. This may be a network error or the server is unreachable.",
    );
    expect(error.statusCode).toBe(0);
    expect(JSON.stringify(error.cause)).not.toContain("fc-key");
    expect((error.cause as { code: string }).code).toBe("ECONNREFUSED");
  });

  it("times out a request that never answers, GETs included", async () => {
    const clock = fakeClock();
    const http = new HttpClient({
      apiUrl: "http://api.test",
      transport: NODE_RUNTIME.transport,
      apiKey: "",
      timeout: 30,
      maxRetries: 0,
      clock,
      random: () => 0,
      maxResponseBytes: 64 * 1024 * 1024,
      adapter: (config: InternalAxiosRequestConfig) =>
        new Promise((_resolve, reject) => {
          config.signal?.addEventListener?.("abort", () =>
            reject(Object.assign(new Error("canceled"), { code: "ERR_CANCELED" })),
          );
        }),
    });
    const error = await failure(http.request(get));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe("Request timed out after 30 ms while trying to check crawl status.");
  });

  it("aborts the request and the backoff sleep when the caller's signal fires", async () => {
    const controller = new AbortController();
    const { http, requests } = client([
      { status: 503 },
      { status: 503 },
      { status: 200, body: {} },
    ]);
    const pending = http.request({ ...get, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
    expect(requests.length).toBeLessThanOrEqual(1);

    const aborted = new AbortController();
    aborted.abort();
    const never = client([{ status: 200, body: {} }]);
    await expect(never.http.request({ ...get, signal: aborted.signal })).rejects.toBeInstanceOf(
      AbortedError,
    );
    expect(never.requests).toHaveLength(0);
  });

  it("does not schedule a retry past the deadline", async () => {
    const { http, clock, requests } = client([{ status: 503 }, { status: 200, body: {} }]);
    await expect(http.request({ ...get, deadline: clock.now() + 100 })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(requests).toHaveLength(1);
  });
});

/**
 * A loopback server that answers `/fast` at once and leaves every other request hanging; it reports
 * each connection's close, so a test can see that a cancelled request really let go of its socket.
 */
async function hangingServer() {
  const closed: string[] = [];
  const seen = new Set<string>();
  let open = 0;
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    seen.add(path);
    request.socket.once("close", () => closed.push(path));
    if (path === "/fast") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"success":true}');
    }
  });
  server.on("connection", (socket) => {
    open++;
    socket.once("close", () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The request's socket closed; or, on a loaded machine, the client gave up before the request
  // reached the server, and no socket of it is left open.
  const socketClosed = async (path: string) => {
    while (!closed.includes(path) && !(open === 0 && !seen.has(path)))
      await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, socketClosed, close };
}

function loopbackClient(apiUrl: string, adapter?: "fetch") {
  return new HttpClient({
    apiUrl,
    transport: NODE_RUNTIME.transport,
    apiKey: "fc-key",
    timeout: 5_000,
    maxRetries: 0,
    clock: fakeClock(),
    random: () => 0,
    maxResponseBytes: 1024,
    ...(adapter === undefined ? {} : { adapter }),
  });
}

/** Whether the client still holds a timer (it must not once nothing is in flight). */
const holdsTimer = (http: HttpClient) =>
  (http as unknown as { timeouts: TimerQueue }).timeouts.armed;

describe("HttpClient on loopback: the timeout and the caller's signal of both transports", () => {
  for (const adapter of [undefined, "fetch"] as const) {
    const transport = adapter ?? "http";

    it(`times out a request that never answers and closes its socket (${transport} adapter)`, async () => {
      const server = await hangingServer();
      try {
        const http = loopbackClient(server.url, adapter);
        const error = await failure(
          http.request({ method: "GET", url: "/hang", action: "check crawl status", timeout: 30 }),
        );
        expect(error).toBeInstanceOf(TimeoutError);
        expect(error.message).toBe(
          "Request timed out after 30 ms while trying to check crawl status.",
        );
        await server.socketClosed("/hang");
        expect(holdsTimer(http)).toBe(false);
      } finally {
        await server.close();
      }
    });

    it(`aborts a request in flight when the caller's signal fires (${transport} adapter)`, async () => {
      const server = await hangingServer();
      try {
        const http = loopbackClient(server.url, adapter);
        const controller = new AbortController();
        const pending = failure(
          http.request({
            method: "GET",
            url: "/hang",
            action: "check crawl status",
            signal: controller.signal,
          }),
        );
        setTimeout(() => controller.abort(), 20);
        const error = await pending;
        expect(error).toBeInstanceOf(AbortedError);
        await server.socketClosed("/hang");
        expect(holdsTimer(http)).toBe(false);
      } finally {
        await server.close();
      }
    });
  }

  it("gives each request in flight its own timeout on the shared timer, and holds no timer once all are done", async () => {
    const server = await hangingServer();
    try {
      const http = loopbackClient(server.url);
      const request = (url: string, timeout: number) =>
        http.request({ method: "GET", url, action: "check crawl status", timeout });
      // The long timeout is scheduled first: the short ones must not wait for it.
      const slow = failure(request("/hang-long", 200));
      const outcomes = await Promise.allSettled([
        request("/fast", 60_000),
        failure(request("/hang-short", 20)),
        request("/fast", 60_000),
      ]);
      expect(outcomes[0]).toMatchObject({ status: "fulfilled", value: { status: 200 } });
      expect(outcomes[1]).toMatchObject({ status: "fulfilled", value: expect.any(TimeoutError) });
      expect(outcomes[2]).toMatchObject({ status: "fulfilled", value: { status: 200 } });
      expect(holdsTimer(http)).toBe(true);
      expect(await slow).toBeInstanceOf(TimeoutError);
      expect(holdsTimer(http)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it("leaves no timer behind after a request that answered", async () => {
    const server = await hangingServer();
    try {
      const http = loopbackClient(server.url);
      await http.request({ method: "GET", url: "/fast", action: "check crawl status" });
      expect(holdsTimer(http)).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe("HttpClient on loopback: answers over maxResponseBytes and redirects, on both transports", () => {
  let api: HostileApi;
  beforeAll(async () => {
    api = await startHostileApi();
  });
  afterAll(() => api.close());

  const cappedClient = (adapter: "fetch" | undefined) =>
    new HttpClient({
      apiUrl: api.url,
      apiKey: "fc-key",
      timeout: 15_000,
      maxRetries: 0,
      clock: fakeClock(),
      random: () => 0,
      maxResponseBytes: 1000,
      transport: NODE_RUNTIME.transport,
      ...(adapter === undefined ? {} : { adapter }),
    });
  const read = (http: HttpClient, id: string) =>
    failure(http.request({ method: "GET", url: `/v2/crawl/${id}`, action: "check crawl status" }));

  for (const adapter of [undefined, "fetch"] as const) {
    const transport = adapter ?? "http";

    it(`ends an answer over the cap with ResponseTooLargeError, its length declared, chunked, endless or never arriving (${transport})`, async () => {
      const http = cappedClient(adapter);
      for (const kind of ["big-declared", "big-chunked", "endless", "stalled"]) {
        const error = await read(http, `${kind}.node-${transport}`);
        expect(error, kind).toBeInstanceOf(ResponseTooLargeError);
        expect((error as ResponseTooLargeError).maxResponseBytes).toBe(1000);
      }
      const endless = await api.streamEnded(`endless.node-${transport}`);
      expect(endless.cutShort).toBe(true);
      expect(endless.written).toBeLessThan(ENDLESS_LIMIT_BYTES);
    });

    it(`refuses a redirect with RedirectRefusedError naming its status and target, and never requests it (${transport})`, async () => {
      const error = await read(cappedClient(adapter), `redirect.node-${transport}`);
      expect(error).toBeInstanceOf(RedirectRefusedError);
      expect(error.statusCode).toBe(302);
      expect((error as RedirectRefusedError).location).toBe(`/v2/crawl/target.node-${transport}`);
      expect(error.message).toBe(
        `Failed to check crawl status: the server answered with a redirect (HTTP 302 to /v2/crawl/target.node-${transport}), ` +
          "which this client does not follow: the API never redirects, and a redirect could carry the API key to another host. " +
          "Set apiUrl to the address the API itself answers on.",
      );
      expect(JSON.stringify(error)).not.toContain("fc-key");
      expect(api.hits.get(`/v2/crawl/target.node-${transport}`)).toBeUndefined();
    });
  }

  it("the browser and edge build reads over fetch where there is no XMLHttpRequest (Node, as an edge runtime)", async () => {
    expect("XMLHttpRequest" in globalThis).toBe(false);
    const client = new BrowserClient({ apiUrl: api.url, apiKey: "fc-key" });
    const status = await client.getCrawlStatus("plain.edge");
    expect(status.status).toBe("completed");
    expect(status.data).toHaveLength(CRAWL_DOCS);
  });

  it("reports a refused connection over fetch with its code, which marks a request that never arrived", async () => {
    const closed = await hangingServer();
    await closed.close();
    const http = loopbackClient(closed.url, "fetch");
    const error = await failure(http.request({ method: "GET", url: "/", action: "scrape URL" }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error.cause as { code?: string }).code).toBe("ECONNREFUSED");
    expect(JSON.stringify(error.cause)).not.toContain("fc-key");
  });
});

describe("the browser and edge build", () => {
  it("sends over fetch only: another adapter is a ValidationError naming it", () => {
    const apiUrl = "https://api.test";
    for (const adapter of ["xhr", "http", async () => ({})] as const) {
      for (const create of [
        () => new BrowserClient({ apiUrl, adapter }),
        () => new BrowserApp({ apiUrl, adapter }),
      ]) {
        let error: unknown;
        try {
          create();
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).field).toBe("adapter");
      }
    }
    expect(new BrowserClient({ apiUrl, adapter: "fetch" })).toBeInstanceOf(BrowserClient);
  });
});
