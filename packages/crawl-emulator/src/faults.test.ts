import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "./test/helpers.js";

async function startCrawl(emulator: { url: string }, url = "https://example.com/") {
  return (await call(emulator.url, "POST", "/v1/crawl", { url })).body as { id: string };
}

describe("fault injection", () => {
  it("status: answers the given status with the real error body, `times` times", async () => {
    const emulator = await useEmulator();
    const { id } = await startCrawl(emulator);
    emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503, times: 2 });
    const first = await call(emulator, "GET", `/v1/crawl/${id}`);
    const second = await call(emulator, "GET", `/v1/crawl/${id}`);
    const third = await call(emulator, "GET", `/v1/crawl/${id}`);
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200]);
    expect(first.body).toEqual({ success: false, error: "Service Unavailable" });
    expect(emulator.stats().faults).toEqual({ status: 2 });
    expect(emulator.stats().faultsByRoute).toEqual({ "crawl.status": 2 });
  });

  it("status 500: carries the real server's exception message", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ route: "scrape", kind: "status" });
    const { status, body } = await call(emulator, "POST", "/v1/scrape", {
      url: "https://example.com",
    });
    expect(status).toBe(500);
    expect(body.error).toMatch(
      /^An unexpected error occurred\. Please contact help@firecrawl\.com for help\. Your exception ID is [0-9a-f]{32}$/,
    );
  });

  it("rate-limit: answers 429 with Retry-After and the retry time in the text", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ kind: "rate-limit", retryAfterSeconds: 3, times: 1 });
    const limited = await call(emulator, "POST", "/v1/search", { query: "steel" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3");
    expect(limited.body.error).toContain("please retry after 3s");
    expect((await call(emulator, "POST", "/v1/search", { query: "steel" })).status).toBe(200);
    expect(emulator.stats().faults["rate-limit"]).toBe(1);
  });

  it("slow: delays the answer by delayMs", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ route: "map", kind: "slow", delayMs: 150 });
    const started = performance.now();
    const { status } = await call(emulator, "POST", "/v1/map", { url: "https://example.com" });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(emulator.stats().faults.slow).toBe(1);
  });

  it("reset: destroys the connection without an answer", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ route: "scrape", kind: "reset", times: 1 });
    await expect(
      call(emulator, "POST", "/v1/scrape", { url: "https://example.com" }),
    ).rejects.toThrow();
    expect(
      (await call(emulator, "POST", "/v1/scrape", { url: "https://example.com" })).status,
    ).toBe(200);
    expect(emulator.stats().faults.reset).toBe(1);
  });

  it("malformed-json: answers 200 with a body that is not JSON", async () => {
    const emulator = await useEmulator();
    const { id } = await startCrawl(emulator);
    emulator.faults.inject({ route: "crawl.status", kind: "malformed-json" });
    const { status, text, headers } = await call(emulator, "GET", `/v1/crawl/${id}`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    expect(() => JSON.parse(text)).toThrow();
  });

  it("truncated-json: answers the real body cut in half", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const { id } = await startCrawl(emulator);
    const whole = await call(emulator, "GET", `/v1/crawl/${id}`);
    emulator.faults.inject({ route: "crawl.status", kind: "truncated-json" });
    const cut = await call(emulator, "GET", `/v1/crawl/${id}`);
    expect(cut.status).toBe(200);
    expect(() => JSON.parse(cut.text)).toThrow();
    expect(cut.text.length).toBe(Math.floor(whole.text.length / 2));
    expect(whole.text.startsWith(cut.text.slice(0, 40))).toBe(true);
  });

  it("broken-next: the status page's next link points to a page that answers 500", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const { id } = await startCrawl(emulator);
    emulator.faults.inject({ route: "crawl.status", kind: "broken-next", times: 1 });
    const page = await call(emulator, "GET", `/v1/crawl/${id}?limit=2`);
    expect(page.body.next).toContain(`${emulator.url}/v1/crawl/${id}?skip=2&limit=2`);
    const broken = await call(emulator, "GET", page.body.next);
    expect(broken.status).toBe(500);
    expect(broken.body.success).toBe(false);
    expect(emulator.stats().faults["broken-next"]).toBe(1);
  });

  it("never-finish: the next crawl stays scraping", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    emulator.faults.inject({ route: "crawl.start", kind: "never-finish", times: 1 });
    const stuck = await startCrawl(emulator);
    const normal = await startCrawl(emulator);
    clock.advance(60_000);
    expect((await call(emulator, "GET", `/v1/crawl/${stuck.id}`)).body.status).toBe("scraping");
    expect((await call(emulator, "GET", `/v1/crawl/${normal.id}`)).body.status).toBe("completed");
    expect(emulator.stats().faultsByRoute["crawl.start"]).toBe(1);
  });

  it("job-fail: the job ends failed with the rule's error", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, site: { pages: 6 } });
    emulator.faults.inject({ kind: "job-fail", error: "Crawl exploded" });
    const { id } = await startCrawl(emulator);
    clock.advance(60_000);
    const status = (await call(emulator, "GET", `/v1/crawl/${id}`)).body;
    expect(status).toMatchObject({ status: "failed", completed: 3, error: "Crawl exploded" });
    expect(status.data).toHaveLength(3);
    expect(emulator.stats().faults["job-fail"]).toBe(1);
  });

  it("probability: a rule with probability 0 never fires, and removed rules stop firing", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ kind: "status", status: 502, probability: 0 });
    expect((await call(emulator, "POST", "/v1/map", { url: "https://example.com" })).status).toBe(
      200,
    );
    const id = emulator.faults.inject({ kind: "status", status: 502 });
    expect((await call(emulator, "POST", "/v1/map", { url: "https://example.com" })).status).toBe(
      502,
    );
    expect(emulator.faults.remove(id)).toBe(true);
    expect((await call(emulator, "POST", "/v1/map", { url: "https://example.com" })).status).toBe(
      200,
    );
    expect(emulator.stats().faults).toEqual({ status: 1 });
  });

  it("refuses an invalid rule with a clear error", async () => {
    const emulator = await useEmulator();
    expect(() => emulator.faults.inject({ kind: "explode" } as never)).toThrow(
      /kind must be one of/,
    );
    expect(() => emulator.faults.inject({ kind: "status", route: "nowhere" } as never)).toThrow(
      "Unknown route: nowhere",
    );
    expect(() => emulator.faults.inject({ kind: "status", probability: 2 })).toThrow(/probability/);
    expect(() => emulator.faults.inject({ kind: "ws-drop", afterMessages: 1.5 })).toThrow(
      "afterMessages must be a whole number",
    );
    expect(() => emulator.faults.inject({ kind: "status", times: -1 })).toThrow(
      "times must be a number between 0 and Infinity",
    );
  });
});
