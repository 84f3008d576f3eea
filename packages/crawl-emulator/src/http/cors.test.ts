import { describe, expect, it } from "vitest";
import { call, useEmulator } from "../test/helpers.js";

describe("CORS", () => {
  it("answers a preflight for Authorization and x-idempotency-key from any origin", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const response = await fetch(`${emulator.url}/v1/crawl`, {
      method: "OPTIONS",
      headers: {
        origin: "https://intranet.keystone.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,x-idempotency-key",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-methods")).toContain("DELETE");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization,content-type,x-idempotency-key",
    );
    expect(response.headers.get("access-control-max-age")).toBeNull();
  });

  it("allows every answer to be read cross-origin, errors and faults included", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const origin = { origin: "http://localhost:5173" };
    const unauthorized = await call(
      emulator,
      "POST",
      "/v1/scrape",
      { url: "https://example.com" },
      origin,
    );
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("access-control-allow-origin")).toBe("*");
    emulator.faults.inject({ kind: "rate-limit", times: 1 });
    const limited = await call(
      emulator,
      "POST",
      "/v1/scrape",
      { url: "https://example.com" },
      { ...origin, authorization: "Bearer fc-test" },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("access-control-allow-origin")).toBe("*");
    // Like the real server's plain cors(): Retry-After is sent but not exposed to scripts.
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.headers.get("access-control-expose-headers")).toBeNull();
    const unknown = await call(emulator, "GET", "/v1/nope", undefined, origin);
    expect(unknown.headers.get("access-control-allow-origin")).toBe("*");
  });
});
