import { describe, expect, it } from "vitest";
import { API, failure, ID, page, setup, started } from "../../test/support/fake-client.js";
import {
  BadRequestError,
  ConnectionError,
  FirecrawlApp,
  NotFoundError,
  RateLimitError,
  ServerError,
  ValidationError,
} from "../index.js";

const KEY = "0b6c3d0e-52f5-4a61-9d0c-7f1b3c5a9e21";

describe("the reference's helper methods", () => {
  it("prepareHeaders gives JSON, the bearer key and an idempotency key; no Authorization without a key", () => {
    const { app } = setup([]);
    expect(app.prepareHeaders(KEY)).toEqual({
      "Content-Type": "application/json",
      Authorization: "Bearer fc-key",
      "x-idempotency-key": KEY,
    });
    expect(app.prepareHeaders()).not.toHaveProperty("x-idempotency-key");
    expect(new FirecrawlApp({ apiUrl: API }).prepareHeaders()).toEqual({
      "Content-Type": "application/json",
    });
  });

  it("getRequest and deleteRequest return HTTP errors after the retries, as the reference does", async () => {
    const { app, requests } = setup([
      { status: 503 },
      { status: 200, body: { success: true, crawls: [] } },
      { status: 404, body: { success: false, error: "Job not found" } },
    ]);
    const active = await app.getRequest(`${API}/v1/crawl/active`, app.prepareHeaders());
    expect(active).toMatchObject({ status: 200, data: { crawls: [] } });
    const missing = await app.deleteRequest(`/v1/crawl/${ID}`);
    expect(missing).toMatchObject({ status: 404, data: { error: "Job not found" } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${API}/v1/crawl/active`,
      `GET ${API}/v1/crawl/active`,
      `DELETE ${API}/v1/crawl/${ID}`,
    ]);
  });

  it("postRequest sends the body and headers, throws typed errors, and retries only a guarded start", async () => {
    const { app, requests } = setup([
      { status: 200, body: { success: true, id: ID } },
      { status: 429, headers: { "retry-after": "1" }, body: { error: "slow down" } },
      { status: 500, body: { error: "boom" } },
      { status: 500, body: { error: "boom" } },
      started,
    ]);
    const answer = await app.postRequest(`${API}/v1/extract`, { urls: ["https://a.example"] });
    expect(answer).toMatchObject({ status: 200, data: { id: ID } });
    expect(requests[0]?.body).toEqual({ urls: ["https://a.example"] });

    // Without an idempotency key a 500 is not retried: the job may have started.
    const refused = await failure(app.postRequest("/v1/extract", {}, {}, { maxRetries: 3 }));
    expect(refused).toBeInstanceOf(ServerError);
    expect(requests).toHaveLength(3);

    const guarded = await app.postRequest(
      "/v1/crawl",
      { url: "https://a.example" },
      app.prepareHeaders(KEY),
    );
    expect(guarded.data).toMatchObject({ id: ID });
    expect(requests.slice(3).map((r) => r.headers["x-idempotency-key"])).toEqual([KEY, KEY]);
  });

  it("refuses any URL off the API's origin, so the key in the headers goes nowhere else", async () => {
    const { app, requests } = setup([]);
    for (const call of [
      () => app.getRequest("https://elsewhere.example/v1/crawl/active", app.prepareHeaders()),
      () => app.postRequest("https://api.test.evil.example/v1/scrape", {}),
      () => app.deleteRequest("https://api.test:8443/v1/crawl/x"),
    ]) {
      const error = await failure(call());
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe("url");
    }
    expect(requests).toHaveLength(0);
  });

  it("monitorJobStatus waits for the crawl as crawlUrl does, with the interval in seconds", async () => {
    const { app, clock, requests } = setup([
      page("scraping", []),
      page("completed", [1, 2], `${API}/v1/crawl/${ID}?skip=2`),
      page("completed", [3]),
    ]);
    const result = await app.monitorJobStatus(ID, app.prepareHeaders(), 3);
    expect(result.data.map((d) => d.markdown)).toEqual(["# 1", "# 2", "# 3"]);
    expect(clock.sleeps).toEqual([3000]);
    expect(requests[0]?.url).toBe(`${API}/v1/crawl/${ID}`);
  });

  it("handleError throws the catalogue's error for the answer, typed by its status", () => {
    const { app } = setup([]);
    expect(() =>
      app.handleError({ status: 400, data: { error: "Bad url", details: ["x"] } }, "scrape URL"),
    ).toThrow(
      expect.objectContaining({
        constructor: BadRequestError,
        message: 'Failed to scrape URL. Status code: 400. Error: Bad url - ["x"]',
        statusCode: 400,
      }),
    );
    expect(() =>
      app.handleError({ status: 404, data: { error: "Job not found" } }, "cancel crawl job"),
    ).toThrow(NotFoundError);
    expect(() =>
      app.handleError({ status: 429, headers: { "Retry-After": "7" }, data: {} }, "search"),
    ).toThrow(expect.objectContaining({ constructor: RateLimitError, retryAfterMs: 7000 }));
    expect(() => app.handleError(undefined, "map")).toThrow(
      expect.objectContaining({
        constructor: ConnectionError,
        message:
          "No response received while trying to map. This may be a network error or the server is unreachable.",
        statusCode: 0,
      }),
    );
  });
});
