import { afterEach, describe, expect, it } from "vitest";
import { parseCli } from "../cli-args.js";
import { launchEmulator, type LaunchedEmulator } from "../emulator.js";
import type { EmulatorOptions } from "../options.js";
import { call, useEmulator } from "../test/helpers.js";
import { watchCrawl } from "../test/sockets.js";
import { callAsRemoteClient } from "../test/unix-client.js";

const SITE = "https://guarded.example.com/";
const FOREIGN = "https://visited.example.com";

const launched: LaunchedEmulator[] = [];

/** An emulator on loopback whose HTTP server the test also gets, to hand it non-loopback clients. */
async function useLaunchedEmulator(options: EmulatorOptions): Promise<LaunchedEmulator> {
  const started = await launchEmulator(options);
  launched.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(launched.splice(0).map(({ emulator }) => emulator.close()));
});

describe("the control plane is for the tests that run the emulator", () => {
  it("listens on loopback by default and answers loopback clients without a token", async () => {
    const emulator = await useEmulator();
    expect(new URL(emulator.url).hostname).toBe("127.0.0.1");
    expect((await call(emulator, "GET", "/__emulator/stats")).status).toBe(200);
  });

  it("refuses a client that is not loopback unless it sends the control token", async () => {
    const { emulator, server } = await useLaunchedEmulator({ controlToken: "s3cret-control" });
    expect(new URL(emulator.url).hostname).toBe("127.0.0.1");
    const injected = await callAsRemoteClient(server, "POST", "/__emulator/faults", {
      kind: "slow",
    });
    expect(injected.status).toBe(403);
    expect(injected.body).toEqual({
      success: false,
      error:
        "The control plane answers loopback clients, or callers sending x-emulator-control-token",
    });
    const wrong = await callAsRemoteClient(server, "POST", "/__emulator/reset", undefined, {
      "x-emulator-control-token": "s3cret-contro1",
    });
    expect(wrong.status).toBe(403);
    expect(emulator.faults.list()).toEqual([]);
    const allowed = await callAsRemoteClient(
      server,
      "PUT",
      "/__emulator/deployment",
      { deployment: "self-hosted" },
      { "x-emulator-control-token": "s3cret-control" },
    );
    expect(allowed.status).toBe(200);
    expect(emulator.deployment).toBe("self-hosted");
    // The API itself is open to every client, as the real server is.
    expect((await callAsRemoteClient(server, "POST", "/v1/scrape", { url: SITE })).status).toBe(
      200,
    );
  });

  it("without a token, answers no client that is not loopback, even one sending an empty token", async () => {
    const { server } = await useLaunchedEmulator({});
    const answer = await callAsRemoteClient(server, "GET", "/__emulator/stats", undefined, {
      "x-emulator-control-token": "",
    });
    expect(answer.status).toBe(403);
  });

  it("refuses a browser page of another site even on loopback, and sends no CORS headers", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ kind: "slow", delayMs: 1 });
    const fromPage = await call(emulator, "POST", "/__emulator/reset", undefined, {
      origin: FOREIGN,
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get("access-control-allow-origin")).toBeNull();
    expect(emulator.faults.list()).toHaveLength(1);
    const preflight = await fetch(`${emulator.url}/__emulator/faults`, {
      method: "OPTIONS",
      headers: { origin: FOREIGN, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
    const stats = await call(emulator, "GET", "/__emulator/stats");
    expect(stats.status).toBe(200);
    expect(stats.headers.get("access-control-allow-origin")).toBeNull();
    // The API keeps the real server's loose CORS.
    const api = await call(emulator, "POST", "/v1/map", { url: SITE }, { origin: FOREIGN });
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a page of an allowed origin", async () => {
    const emulator = await useEmulator({ allowedOrigins: ["http://127.0.0.1:4174"] });
    const answer = await call(emulator, "GET", "/__emulator/deployment", undefined, {
      origin: "http://127.0.0.1:4174",
    });
    expect(answer.status).toBe(200);
  });
});

describe("the crawl WebSocket refuses pages of origins it was not told to allow", () => {
  it("refuses a foreign Origin with 403, accepts an allowed one and clients that send none", async () => {
    const emulator = await useEmulator({
      allowedOrigins: ["http://127.0.0.1:4174"],
      timing: { pageIntervalMs: 0 },
    });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    await expect(
      watchCrawl(emulator.url, body.id, { headers: { origin: FOREIGN } }),
    ).rejects.toThrow("upgrade refused with 403");
    const allowed = await watchCrawl(emulator.url, body.id, {
      headers: { origin: "http://127.0.0.1:4174" },
    });
    expect(allowed.code).toBe(1000);
    const node = await watchCrawl(emulator.url, body.id);
    expect(node.messages[0]?.type).toBe("catchup");
    expect(emulator.stats().requests["crawl.ws"]).toBe(2);
  });
});

describe("by default", () => {
  it("the WebSocket accepts pages of this machine, and refuses other sites and opaque origins", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: SITE });
    for (const origin of ["http://127.0.0.1:4174", "http://localhost:5173", "http://[::1]:8080"]) {
      const session = await watchCrawl(emulator.url, body.id, { headers: { origin } });
      expect(session.code, origin).toBe(1000);
    }
    // "null" is what a sandboxed frame of any site sends.
    for (const origin of [FOREIGN, "null", "http://127.0.0.1.visited.example.com", "not a url"]) {
      await expect(
        watchCrawl(emulator.url, body.id, { headers: { origin } }),
        origin,
      ).rejects.toThrow("upgrade refused with 403");
    }
  });

  it("the control plane answers no browser page, not even one of this machine", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/__emulator/reset", undefined, {
      origin: "http://127.0.0.1:4174",
    });
    expect(answer.status).toBe(403);
  });
});

describe("options and flags of the guards", () => {
  it("reads --control-token, EMULATOR_CONTROL_TOKEN, --allow-origin and --max-stored-documents", () => {
    const flags = parseCli(
      [
        "--allow-origin",
        "http://127.0.0.1:4174",
        "--allow-origin",
        "http://localhost:5173",
        "--max-stored-documents",
        "500",
      ],
      { EMULATOR_CONTROL_TOKEN: "from-env" },
    ).options;
    expect(flags).toMatchObject({
      controlToken: "from-env",
      allowedOrigins: ["http://127.0.0.1:4174", "http://localhost:5173"],
      maxStoredDocuments: 500,
    });
    expect(
      parseCli(["--control-token", "flag"], { EMULATOR_CONTROL_TOKEN: "env" }).options.controlToken,
    ).toBe("flag");
  });

  it("refuses an origin that is not scheme://host[:port] and a cap below 1, with typed errors", async () => {
    await expect(useEmulator({ allowedOrigins: ["127.0.0.1:4174"] })).rejects.toThrow(
      expect.objectContaining({ name: "InvalidInputError" }),
    );
    await expect(useEmulator({ maxStoredDocuments: 0 })).rejects.toThrow(
      "maxStoredDocuments must be a whole number of at least 1",
    );
  });
});
