import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../test/helpers.js";

describe("HTTP control plane", () => {
  it("injects, lists, removes and clears faults without a key", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const auth = { authorization: "Bearer fc-test" };
    const injected = await call(emulator, "POST", "/__emulator/faults", {
      route: "map",
      kind: "status",
      status: 502,
    });
    expect(injected.status).toBe(200);
    expect(typeof injected.body.id).toBe("string");
    expect((await call(emulator, "GET", "/__emulator/faults")).body.faults).toHaveLength(1);
    expect(
      (await call(emulator, "POST", "/v1/map", { url: "https://example.com" }, auth)).status,
    ).toBe(502);
    expect((await call(emulator, "DELETE", `/__emulator/faults/${injected.body.id}`)).status).toBe(
      200,
    );
    expect(
      (await call(emulator, "POST", "/v1/map", { url: "https://example.com" }, auth)).status,
    ).toBe(200);
    await call(emulator, "POST", "/__emulator/faults", { kind: "status" });
    expect((await call(emulator, "DELETE", "/__emulator/faults")).status).toBe(200);
    expect(
      (await call(emulator, "POST", "/v1/map", { url: "https://example.com" }, auth)).status,
    ).toBe(200);
    const stats = (await call(emulator, "GET", "/__emulator/stats")).body;
    expect(stats).toEqual({
      requests: { map: 3 },
      faults: { status: 1 },
      faultsByRoute: { map: 1 },
    });
  });

  it("refuses invalid rules and overrides with a 400 and a reason", async () => {
    const emulator = await useEmulator();
    const badKind = await call(emulator, "POST", "/__emulator/faults", { kind: "meteor" });
    expect(badKind.status).toBe(400);
    expect(badKind.body.error).toMatch(/^kind must be one of status, rate-limit/);
    const badSite = await call(emulator, "PUT", "/__emulator/sites/example.com", { pages: "lots" });
    expect(badSite.status).toBe(400);
    expect(badSite.body).toEqual({ success: false, error: "pages must be a number" });
    const hugePage = await call(emulator, "PUT", "/__emulator/sites/example.com", {
      pageBytes: 1e12,
    });
    expect(hugePage.status).toBe(400);
    expect(hugePage.body.error).toBe("pageBytes must be a number from 0 to 10485760");
    const hugeSite = await call(emulator, "PUT", "/__emulator/sites/example.com", { pages: 2e6 });
    expect(hugeSite.body.error).toBe("pages must be a number from 0 to 1000000");
    expect(() => emulator.sites.set("example.com", { pages: -1 })).toThrow(
      "pages must be a number from 0 to 1000000",
    );
    const malformed = await call(emulator, "POST", "/__emulator/faults", "{kind");
    expect(malformed.status).toBe(400);
    expect((await call(emulator, "GET", "/__emulator/nothing")).status).toBe(404);
  });

  it("sets and clears site overrides, and resets everything", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    expect(
      (
        await call(emulator, "PUT", "/__emulator/sites/big.example.com", {
          pages: 12,
          pageIntervalMs: 0,
        })
      ).status,
    ).toBe(200);
    const crawl = (await call(emulator, "POST", "/v1/crawl", { url: "https://big.example.com/" }))
      .body;
    expect((await call(emulator, "GET", `/v1/crawl/${crawl.id}`)).body.total).toBe(12);
    await call(emulator, "DELETE", "/__emulator/sites");
    const after = (await call(emulator, "POST", "/v1/crawl", { url: "https://big.example.com/" }))
      .body;
    clock.advance(1_000);
    expect((await call(emulator, "GET", `/v1/crawl/${after.id}`)).body.total).toBe(5);
    expect((await call(emulator, "POST", "/__emulator/reset")).status).toBe(200);
    expect((await call(emulator, "GET", `/v1/crawl/${after.id}`)).status).toBe(404);
    expect(emulator.stats().requests).toEqual({ "crawl.status": 1 });
  });
});
