import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../test/helpers.js";

describe("batch scrape", () => {
  it("skips invalid URLs when asked, scrapes the rest over time, and is readable on both status routes", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    const started = await call(emulator, "POST", "/v1/batch/scrape", {
      urls: ["https://a.example.com/", "not a url", "https://b.example.com/x"],
      ignoreInvalidURLs: true,
      formats: ["markdown", "links"],
    });
    expect(started.body).toMatchObject({ success: true, invalidURLs: ["not a url"] });
    expect(started.body.url).toBe(`${emulator.url}/v1/batch/scrape/${started.body.id}`);
    clock.advance(100);
    const early = (await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}`)).body;
    expect(early).toMatchObject({ status: "scraping", completed: 1, total: 2 });
    clock.advance(100);
    const viaCrawlRoute = (await call(emulator, "GET", `/v1/crawl/${started.body.id}`)).body;
    expect(viaCrawlRoute).toMatchObject({
      status: "completed",
      completed: 2,
      total: 2,
      creditsUsed: 2,
    });
    expect(
      viaCrawlRoute.data.map((document: { metadata: { url: string } }) => document.metadata.url),
    ).toEqual(["https://a.example.com/", "https://b.example.com/x"]);
    expect(viaCrawlRoute.data[0].links).toBeInstanceOf(Array);
  });

  it("refuses invalid URLs by default, with their index in the path, and a missing urls list", async () => {
    const emulator = await useEmulator();
    const invalid = await call(emulator, "POST", "/v1/batch/scrape", {
      urls: ["https://a.example.com", "nope"],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual([
      {
        code: "custom",
        message: "URL must have a valid top-level domain or be a valid path",
        path: ["urls", 1],
      },
    ]);
    const missing = await call(emulator, "POST", "/v1/batch/scrape", {});
    expect(missing.body.details).toEqual([
      {
        code: "invalid_type",
        expected: "array",
        received: "undefined",
        path: ["urls"],
        message: "Required",
      },
    ]);
  });

  it("leaves out a URL on an unreachable host and lists it in its errors, like the real server", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const override = await call(emulator, "PUT", "/__emulator/sites/down.example.com", {
      unreachable: true,
    });
    expect(override.status).toBe(200);
    const started = await call(emulator, "POST", "/v1/batch/scrape", {
      urls: ["https://a.example.com/", "https://down.example.com/x"],
    });
    const status = (await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}`)).body;
    expect(status).toMatchObject({ status: "completed", completed: 1, total: 1, creditsUsed: 1 });
    expect(
      status.data.map((document: { metadata: { url: string } }) => document.metadata.url),
    ).toEqual(["https://a.example.com/"]);
    const errors = (await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}/errors`)).body;
    expect(errors.errors).toEqual([
      expect.objectContaining({
        url: "https://down.example.com/x",
        error: expect.stringMatching(/^All scraping engines failed! -- Double check the URL/),
      }),
    ]);
  });

  it("cancels, lists errors, answers 404 for unknown ids and 409 for a reused idempotency key", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 1_000 } });
    const headers = { "x-idempotency-key": "1f0c6a52-7a3e-4c1b-9d2e-5b8f3a6c4e10" };
    const started = await call(
      emulator,
      "POST",
      "/v1/batch/scrape",
      { urls: ["https://a.example.com"] },
      headers,
    );
    expect(
      (
        await call(
          emulator,
          "POST",
          "/v1/batch/scrape",
          { urls: ["https://a.example.com"] },
          headers,
        )
      ).status,
    ).toBe(409);
    const cancel = await call(emulator, "DELETE", `/v1/batch/scrape/${started.body.id}`);
    expect(cancel.body).toEqual({ status: "cancelled" });
    expect((await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}`)).body.status).toBe(
      "cancelled",
    );
    expect(
      (await call(emulator, "GET", `/v1/batch/scrape/${started.body.id}/errors`)).body,
    ).toEqual({ errors: [], robotsBlocked: [] });
    const unknown = await call(
      emulator,
      "GET",
      "/v1/batch/scrape/00000000-0000-4000-8000-000000000000/errors",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: "Job not found" });
  });
});
