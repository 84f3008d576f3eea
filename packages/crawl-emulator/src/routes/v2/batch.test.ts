import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../../test/helpers.js";

const SITE = "https://batch-v2.example.com/";

describe("POST /v2/batch/scrape", () => {
  it("always answers invalidURLs, a /v2 url, and refuses an invalid URL unless told to ignore it", async () => {
    const emulator = await useEmulator();
    const valid = await call(emulator, "POST", "/v2/batch/scrape", { urls: [`${SITE}a`] });
    expect(valid.body).toEqual({
      success: true,
      id: expect.any(String),
      url: `${emulator.url}/v2/batch/scrape/${valid.body.id}`,
      invalidURLs: [],
    });
    const refused = await call(emulator, "POST", "/v2/batch/scrape", {
      urls: [`${SITE}a`, "not a url"],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("BAD_REQUEST");
    const ignoring = await call(emulator, "POST", "/v2/batch/scrape", {
      urls: [`${SITE}a`, "not a url"],
      ignoreInvalidURLs: true,
    });
    expect(ignoring.body.invalidURLs).toEqual(["not a url"]);
  });

  it("ignores x-idempotency-key on both deployments, as the newest server's v2 does", async () => {
    const emulator = await useEmulator();
    const headers = { "x-idempotency-key": randomUUID() };
    const body = { urls: [`${SITE}a`] };
    expect((await call(emulator, "POST", "/v2/batch/scrape", body, headers)).status).toBe(200);
    expect((await call(emulator, "POST", "/v2/batch/scrape", body, headers)).status).toBe(200);
    emulator.setDeployment("self-hosted");
    expect((await call(emulator, "POST", "/v2/batch/scrape", body, headers)).status).toBe(200);
    expect(
      (await call(emulator, "POST", "/v2/batch/scrape", body, { "x-idempotency-key": "x" })).status,
    ).toBe(200);
  });
});

describe("a v2 batch's status, cancel and errors", () => {
  it("pages under /v2, cancels, and lists errors on the cloud only", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 10 } });
    emulator.sites.set("down.example.com", { unreachable: true });
    const { body } = await call(emulator, "POST", "/v2/batch/scrape", {
      urls: [`${SITE}a`, `${SITE}b`, "https://down.example.com/"],
      formats: [{ type: "markdown" }],
    });
    const running = await call(emulator, "GET", `/v2/batch/scrape/${body.id}`);
    expect(running.body.next).toBe(`${emulator.url}/v2/batch/scrape/${body.id}?skip=0`);
    clock.advance(100);
    const done = await call(emulator, "GET", `/v2/batch/scrape/${body.id}`);
    expect(done.body).toMatchObject({ status: "completed", completed: 2 });
    expect(done.body.data[0].markdown).toEqual(expect.any(String));
    const errors = await call(emulator, "GET", `/v2/batch/scrape/${body.id}/errors`);
    expect(errors.body.errors.map((error: { url: string }) => error.url)).toEqual([
      "https://down.example.com/",
    ]);
    expect((await call(emulator, "DELETE", `/v2/batch/scrape/${body.id}`)).body).toEqual({
      status: "cancelled",
    });

    emulator.setDeployment("self-hosted");
    const selfHosted = await call(emulator, "GET", `/v2/batch/scrape/${body.id}/errors`);
    expect(selfHosted.status).toBe(404);
    expect(selfHosted.headers.get("content-type")).toContain("text/html");
    expect(selfHosted.text).toContain(`Cannot GET /v2/batch/scrape/${body.id}/errors`);
    expect(emulator.stats().requests["v2.batch.errors"]).toBe(1);
  });

  it("has no WebSocket: a socket to /v2/batch/scrape/{id} is closed at once with no code (1005)", async () => {
    const emulator = await useEmulator();
    const { body } = await call(emulator, "POST", "/v2/batch/scrape", { urls: [`${SITE}a`] });
    const closed = await new Promise<{ code: number; messages: number }>((resolve, reject) => {
      const socket = new WebSocket(
        `${emulator.url.replace(/^http/, "ws")}/v2/batch/scrape/${body.id}`,
      );
      let messages = 0;
      socket.on("message", () => (messages += 1));
      socket.on("close", (code) => resolve({ code, messages }));
      socket.on("error", reject);
    });
    expect(closed).toEqual({ code: 1005, messages: 0 });
  });
});
