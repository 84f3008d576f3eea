import { request } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { call, useEmulator } from "./test/helpers.js";

const POST_ROUTES = [
  "/v1/crawl",
  "/v1/scrape",
  "/v1/search",
  "/v1/map",
  "/v1/batch/scrape",
  "/v1/extract",
  "/v1/deep-research",
  "/v1/llmstxt",
];
const BAD_BODIES = [
  "null",
  "[]",
  '"text"',
  "42",
  "true",
  '{"url":5}',
  '{"urls":"x","url":[]}',
  '{"url":"https://a.example.com","limit":-1,"scrapeOptions":"x"}',
  '{"query":{"$gt":1}}',
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  "\u0000\u0001",
  '{"url":"https://a.example.com","formats":[null]}',
];

/** Sends raw bytes and answers the status line, or "closed" if the server hung up. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    socket.on("data", (chunk) => (received += String(chunk)));
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? "closed"));
    socket.on("error", () => resolve("closed"));
    setTimeout(() => socket.destroy(), 1_000);
  });
}

describe("bad input never crashes the emulator", () => {
  it("answers every malformed body on every POST route with a 4xx JSON error", async () => {
    const emulator = await useEmulator();
    for (const path of POST_ROUTES) {
      for (const body of BAD_BODIES) {
        const answer = await call(emulator, "POST", path, body);
        const label = `${path} ${body.slice(0, 30)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        // The real server answers search's validation errors with 500 and the zod issues as text;
        // every other route's with 400. A crash would be a 500 with anything else.
        if (path === "/v1/search" && answer.status === 500) {
          expect(() => JSON.parse(String(answer.body.error)), label).not.toThrow();
        } else {
          expect(answer.status, label).toBeLessThan(500);
        }
        expect(answer.body.success, label).toBe(false);
        expect(typeof answer.body.error).toBe("string");
      }
    }
    expect(
      (await call(emulator, "POST", "/v1/scrape", { url: "https://still.example.com" })).status,
    ).toBe(200);
  });

  it("refuses a body over 10 MB with 413 and keeps serving", async () => {
    const emulator = await useEmulator();
    const answer = await call(
      emulator,
      "POST",
      "/v1/scrape",
      JSON.stringify({ url: "https://a.example.com", pad: "x".repeat(11 * 1024 * 1024) }),
    );
    expect(answer.status).toBe(413);
    expect((await call(emulator, "POST", "/v1/map", { url: "https://a.example.com" })).status).toBe(
      200,
    );
  });

  it("survives odd queries, methods, request targets and upgrade requests", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 0 } });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://a.example.com" });
    for (const query of [
      "?skip=-5",
      "?skip=abc&limit=xyz",
      "?limit=0",
      "?skip=999999",
      "?limit=1e9",
    ]) {
      const answer = await call(emulator, "GET", `/v1/crawl/${body.id}${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.body.success).toBe(true);
    }
    expect((await call(emulator, "PATCH", "/v1/crawl")).status).toBe(404);
    expect(
      await rawRequest(
        emulator.port,
        "GET http://[bad/v1/crawl HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      ),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawRequest(emulator.port, "garbage\r\n\r\n")).toMatch(/^HTTP\/1\.1 400|closed|^$/);
    expect(
      await rawRequest(
        emulator.port,
        "GET /v1/nope HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n",
      ),
    ).toBe("");
    const badUpgrade = await new Promise<string>((resolve) => {
      const socket = new WebSocket(
        `${emulator.url.replace("http", "ws")}/v1/crawl/${body.id}/extra`,
      );
      socket.on("error", (error) => resolve(error.message));
    });
    expect(badUpgrade).toMatch(/socket hang up|Unexpected server response/);
    expect((await call(emulator, "GET", `/v1/crawl/${body.id}`)).status).toBe(200);
  });

  it("HEAD answers headers only", async () => {
    const emulator = await useEmulator();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(`${emulator.url}/v1/team/credit-usage`, { method: "HEAD" }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      })
        .on("error", reject)
        .end();
    });
    expect(status).toBe(200);
  });
});
