import { describe, expect, it } from "vitest";
import { FirecrawlApp } from "../index.js";
import { FirecrawlError, ValidationError } from "./errors.js";
import { normaliseApiUrl } from "./config.js";

describe("client configuration", () => {
  it("refuses the cloud without a key: FirecrawlError('No API key provided', 401)", () => {
    for (const config of [
      {},
      { apiKey: null },
      { apiKey: "" },
      { apiKey: "  " },
      { apiUrl: "https://api.firecrawl.dev/" },
    ]) {
      let caught: unknown;
      try {
        new FirecrawlApp(config);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(FirecrawlError);
      expect((caught as FirecrawlError).message).toBe("No API key provided");
      expect((caught as FirecrawlError).statusCode).toBe(401);
    }
  });

  it("accepts no argument at all instead of crashing with a TypeError", () => {
    expect(() => new FirecrawlApp()).toThrow("No API key provided");
  });

  it("allows a keyless self-hosted server and keeps the key empty", () => {
    const app = new FirecrawlApp({ apiUrl: "http://localhost:3002" });
    expect(app.apiKey).toBe("");
    expect(app.apiUrl).toBe("http://localhost:3002");
  });

  it("defaults to the cloud API", () => {
    expect(new FirecrawlApp({ apiKey: "fc-123" }).apiUrl).toBe("https://api.firecrawl.dev");
  });

  it("normalises apiUrl: trailing slashes and a trailing /v1 go, a path prefix stays", () => {
    expect(normaliseApiUrl("http://host:3002/")).toBe("http://host:3002");
    expect(normaliseApiUrl("http://host:3002//")).toBe("http://host:3002");
    expect(normaliseApiUrl(" https://api.firecrawl.dev/v1/ ")).toBe("https://api.firecrawl.dev");
    expect(normaliseApiUrl("https://proxy.internal/firecrawl/")).toBe(
      "https://proxy.internal/firecrawl",
    );
  });

  it("rejects an apiUrl that is not an http(s) URL, naming the field", () => {
    for (const apiUrl of [
      "not a url",
      "ftp://host",
      "https://user:pw@host",
      "https://host/?key=1",
    ]) {
      const attempt = () => new FirecrawlApp({ apiUrl, apiKey: "k" });
      expect(attempt).toThrow(ValidationError);
      try {
        attempt();
      } catch (error) {
        expect((error as ValidationError).field).toBe("apiUrl");
      }
    }
  });

  it("recognises the cloud by host name, not by substring", () => {
    expect(
      () => new FirecrawlApp({ apiUrl: "https://api.firecrawl.dev.example.org" }),
    ).not.toThrow();
    expect(() => new FirecrawlApp({ apiUrl: "https://API.FIRECRAWL.DEV" })).toThrow(
      "No API key provided",
    );
  });

  it("rejects out-of-range options with an error naming the option", () => {
    expect(() => new FirecrawlApp({ apiKey: "k", maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => new FirecrawlApp({ apiKey: "k", timeout: 0 })).toThrow(/timeout/);
    expect(() => new FirecrawlApp({ apiKey: "k", pollInterval: Number.NaN })).toThrow(
      /pollInterval/,
    );
  });

  it("never shows the key when the client is logged or serialised", async () => {
    const app = new FirecrawlApp({ apiKey: "fc-secret-key" });
    const { inspect } = await import("node:util");
    expect(app.apiKey).toBe("fc-secret-key");
    expect(inspect(app, { depth: 5 })).not.toContain("fc-secret-key");
    expect(JSON.stringify(app)).not.toContain("fc-secret-key");
  });

  it("reports the real package version", async () => {
    const { readFile } = await import("node:fs/promises");
    const pkg = JSON.parse(
      await readFile(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { version: string };
    expect(new FirecrawlApp({ apiKey: "k" }).version).toBe(pkg.version);
  });

  it("refuses to send a key over plain http:// to any host but loopback, naming the option that allows it", () => {
    let caught: unknown;
    try {
      new FirecrawlApp({ apiUrl: "http://firecrawl.internal:3002", apiKey: "fc-key" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    expect((caught as ValidationError).field).toBe("allowInsecureKey");
    expect((caught as ValidationError).message).toContain("allowInsecureKey: true");
    expect((caught as ValidationError).message).not.toContain("fc-key");

    for (const apiUrl of [
      "http://localhost:3002",
      "http://127.0.0.1:3002",
      "http://[::1]:3002",
      "https://firecrawl.internal",
    ]) {
      expect(new FirecrawlApp({ apiUrl, apiKey: "fc-key" }).apiUrl).toBe(apiUrl);
    }
    expect(
      new FirecrawlApp({
        apiUrl: "http://firecrawl.internal:3002",
        apiKey: "fc-key",
        allowInsecureKey: true,
      }).apiKey,
    ).toBe("fc-key");
    expect(new FirecrawlApp({ apiUrl: "http://firecrawl.internal:3002" }).apiKey).toBe("");
  });

  it("checks the new options' types, naming the bad one", () => {
    expect(() => new FirecrawlApp({ apiKey: "k", maxResponseBytes: 0 })).toThrow(
      /maxResponseBytes/,
    );
    expect(() => new FirecrawlApp({ apiKey: "k", watchIdleTimeout: -1 })).toThrow(
      /watchIdleTimeout/,
    );
    expect(
      () => new FirecrawlApp({ apiKey: "k", retryUnsafe: "yes" as unknown as boolean }),
    ).toThrow(/retryUnsafe/);
  });
});
