import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startEmulator } from "./index.js";
import { call } from "./test/helpers.js";

describe("startEmulator", () => {
  it("listens on an ephemeral loopback port and answers its URL without a trailing slash", async () => {
    const emulator = await startEmulator();
    try {
      expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
      expect((await call(emulator, "GET", "/v1/team/credit-usage")).status).toBe(200);
    } finally {
      await emulator.close();
    }
  });

  it("close() ends open WebSockets and pending slow answers, and the port stops answering", async () => {
    const emulator = await startEmulator();
    emulator.sites.set("stuck.example.com", { neverFinish: true });
    const { body } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://stuck.example.com/",
    });
    const socket = new WebSocket(`${emulator.url.replace("http", "ws")}/v1/crawl/${body.id}`);
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    await new Promise((resolve) => socket.on("message", resolve));
    emulator.faults.inject({ route: "map", kind: "slow", delayMs: 60_000 });
    const pending = call(emulator, "POST", "/v1/map", { url: "https://example.com" });

    await emulator.close();
    expect(await closed).toBe(1006);
    await expect(pending).rejects.toThrow();
    await expect(call(emulator, "GET", "/v1/team/credit-usage")).rejects.toThrow();
    await emulator.close();
  });

  it("reset() forgets jobs, faults, stats, site overrides and idempotency keys", async () => {
    const emulator = await startEmulator({ timing: { pageIntervalMs: 0 } });
    try {
      const headers = { "x-idempotency-key": "9b2f7c1e-0d4a-4e8b-a6f3-2c5d8e1f4a7b" };
      const { body } = await call(
        emulator,
        "POST",
        "/v1/crawl",
        { url: "https://example.com" },
        headers,
      );
      emulator.faults.inject({ route: "scrape", kind: "status" });
      emulator.sites.set("example.com", { pages: 1 });
      emulator.reset();
      expect(emulator.stats()).toEqual({ requests: {}, faults: {}, faultsByRoute: {} });
      expect(emulator.faults.list()).toEqual([]);
      expect((await call(emulator, "GET", `/v1/crawl/${body.id}`)).status).toBe(404);
      expect(
        (await call(emulator, "POST", "/v1/scrape", { url: "https://example.com" })).status,
      ).toBe(200);
      const again = await call(
        emulator,
        "POST",
        "/v1/crawl",
        { url: "https://example.com" },
        headers,
      );
      expect(again.status).toBe(200);
      expect((await call(emulator, "GET", `/v1/crawl/${again.body.id}`)).body.total).toBe(5);
    } finally {
      await emulator.close();
    }
  });
});
