import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { call, manualClock, useEmulator } from "./test/helpers.js";

interface Session {
  messages: { type: string; data?: unknown; error?: string }[];
  code: number;
  reason: string;
}

/** Opens the crawl WebSocket and collects every message until the socket closes. */
function watch(url: string, id: string, protocol?: string): Promise<Session> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${url.replace(/^http/, "ws")}/v1/crawl/${id}`,
      protocol === undefined ? [] : [protocol],
    );
    const messages: Session["messages"] = [];
    socket.on("message", (data) => messages.push(JSON.parse(String(data))));
    socket.on("close", (code, reason) => resolve({ messages, code, reason: reason.toString() }));
    socket.on("error", reject);
  });
}

/** Opens the crawl WebSocket keyless, for tests that act while it streams. */
function open(url: string, id: string) {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/v1/crawl/${id}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { socket, closed };
}

describe("WebSocket /v1/crawl/{id}", () => {
  it("sends catchup, then one document per page, and ends with done in the close reason", async () => {
    const emulator = await useEmulator({
      apiKeys: ["fc-test"],
      site: { pages: 6 },
      timing: { pageIntervalMs: 20 },
    });
    const { body } = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: "https://example.com/" },
      { authorization: "Bearer fc-test" },
    );
    const session = await watch(emulator.url, body.id, "fc-test");
    expect(session.messages[0]?.type).toBe("catchup");
    const catchup = session.messages[0]?.data as { status: string; data: unknown[] };
    const documents = session.messages.filter((message) => message.type === "document");
    expect(catchup.data.length + documents.length).toBe(6);
    expect(session.code).toBe(1000);
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
    expect(emulator.stats().requests["crawl.ws"]).toBe(1);
  });

  it("sends a large catchup as one message, in fragments, then done", async () => {
    const emulator = await useEmulator({
      site: { pages: 400, pageBytes: 5_000 },
      timing: { pageIntervalMs: 0 },
    });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    const session = await watch(emulator.url, body.id, "key");
    expect(session.messages).toHaveLength(1);
    const catchup = session.messages[0]?.data as {
      status: string;
      completed: number;
      data: { metadata: { url: string } }[];
    };
    expect(catchup.status).toBe("completed");
    expect(catchup.data).toHaveLength(400);
    expect(catchup.data[399]?.metadata.url).toBe("https://example.com/page-399");
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
  });

  it("closes with 3000 and the auth error for a wrong key", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const session = await watch(emulator.url, "00000000-0000-4000-8000-000000000000", "fc-wrong");
    expect(session.code).toBe(3000);
    expect(JSON.parse(session.reason)).toEqual({
      type: "error",
      error: "Unauthorized: Invalid token",
    });
  });

  it("closes with 3000 Unauthorized when the upgrade carries no key at all", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-test"] });
    const session = await watch(emulator.url, "00000000-0000-4000-8000-000000000000");
    expect(session.code).toBe(3000);
    expect(JSON.parse(session.reason)).toEqual({ type: "error", error: "Unauthorized" });
  });

  it("closes with 3003 Forbidden when the job belongs to another key", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-team-a", "fc-team-b"] });
    const { body } = await call(
      emulator,
      "POST",
      "/v1/crawl",
      { url: "https://example.com/" },
      { authorization: "Bearer fc-team-a" },
    );
    const session = await watch(emulator.url, body.id, "fc-team-b");
    expect(session.code).toBe(3003);
    expect(JSON.parse(session.reason)).toEqual({ type: "error", error: "Forbidden" });
  });

  it("closes with 1008 Job not found for an unknown id, keyless without a sub-protocol", async () => {
    const emulator = await useEmulator();
    const session = await watch(emulator.url, "00000000-0000-4000-8000-000000000000");
    expect(session.code).toBe(1008);
    expect(JSON.parse(session.reason)).toEqual({ type: "error", error: "Job not found" });
  });

  it("ends a failed crawl as the real server does: catchup completed with the pages done, then done", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 6 },
      timing: { pageIntervalMs: 100 },
    });
    emulator.faults.inject({ route: "crawl.start", kind: "job-fail", error: "Crawl exploded" });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    clock.advance(10_000);
    const session = await watch(emulator.url, body.id, "key");
    expect(session.messages).toHaveLength(1);
    expect(session.messages[0]?.data).toMatchObject({
      status: "completed",
      completed: 3,
      total: 3,
    });
    expect(session.code).toBe(1000);
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
  });

  it("ends a job that fails while watched with done too, never with an error pair", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    emulator.sites.set("broken.example.com", { fail: "Site unreachable" });
    const { body } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://broken.example.com/",
    });
    const { socket, closed } = open(emulator.url, body.id);
    const catchup = JSON.parse(
      String(await new Promise((resolve) => socket.once("message", resolve))),
    );
    expect(catchup.data.status).toBe("scraping");
    clock.advance(1_000);
    const { code, reason } = await closed;
    expect(code).toBe(1000);
    expect(JSON.parse(reason)).toEqual({ type: "done" });
  });

  it("ends a cancelled crawl with a catchup whose status is cancelled, then done", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({
      now: clock.now,
      site: { pages: 10 },
      timing: { pageIntervalMs: 100 },
    });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    clock.advance(250);
    await call(emulator, "DELETE", `/v1/crawl/${body.id}`);
    const session = await watch(emulator.url, body.id, "key");
    expect(session.messages).toHaveLength(1);
    const catchup = session.messages[0]?.data as { status: string; data: unknown[] };
    expect(catchup.status).toBe("cancelled");
    expect(catchup.data).toHaveLength(2);
    expect(session.code).toBe(1000);
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
  });

  it("ends with done when the crawl is cancelled while it is watched", async () => {
    const emulator = await useEmulator();
    emulator.sites.set("stuck.example.com", { neverFinish: true });
    const { body } = await call(emulator, "POST", "/v1/crawl", {
      url: "https://stuck.example.com/",
    });
    const { socket, closed } = open(emulator.url, body.id);
    await new Promise((resolve) => socket.once("message", resolve));
    await call(emulator, "DELETE", `/v1/crawl/${body.id}`);
    const { code, reason } = await closed;
    expect(code).toBe(1000);
    expect(JSON.parse(reason)).toEqual({ type: "done" });
  });

  it("ws-drop: terminates the socket mid-stream without a close frame", async () => {
    const emulator = await useEmulator({ site: { pages: 20 }, timing: { pageIntervalMs: 10 } });
    emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 2 });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    const session = await watch(emulator.url, body.id, "key");
    expect(session.messages).toHaveLength(2);
    expect(session.code).toBe(1006);
    expect(session.reason).toBe("");
    expect(emulator.stats().faults["ws-drop"]).toBe(1);
  });

  it("ws-drop with afterMessages 0: the socket is cut before the catchup", async () => {
    const emulator = await useEmulator();
    emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 0, times: 1 });
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    const session = await watch(emulator.url, body.id, "key");
    expect(session.messages).toEqual([]);
    expect(session.code).toBe(1006);
    expect(emulator.stats().faults["ws-drop"]).toBe(1);
  });

  it("ws-drop counts only a cut that happens: a stream that ends first keeps the rule for later", async () => {
    const emulator = await useEmulator({ site: { pages: 3 }, timing: { pageIntervalMs: 0 } });
    emulator.faults.inject({ route: "crawl.ws", kind: "ws-drop", afterMessages: 5, times: 1 });
    const short = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    const whole = await watch(emulator.url, short.body.id, "key");
    expect(whole.code).toBe(1000);
    expect(emulator.stats().faults).toEqual({});

    emulator.sites.set("long.example.com", { pages: 20, pageIntervalMs: 10 });
    const long = await call(emulator, "POST", "/v1/crawl", { url: "https://long.example.com/" });
    const cut = await watch(emulator.url, long.body.id, "key");
    expect(cut.messages).toHaveLength(5);
    expect(cut.code).toBe(1006);
    expect(emulator.stats().faults["ws-drop"]).toBe(1);
    const after = await watch(emulator.url, long.body.id, "key");
    expect(after.code).toBe(1000);
  });

  it("status and reset faults refuse the upgrade with an HTTP answer or a dropped connection", async () => {
    const emulator = await useEmulator();
    const { body } = await call(emulator, "POST", "/v1/crawl", { url: "https://example.com/" });
    emulator.faults.inject({ route: "crawl.ws", kind: "status", status: 503, times: 1 });
    emulator.faults.inject({ route: "crawl.ws", kind: "reset", times: 1 });
    await expect(watch(emulator.url, body.id, "key")).rejects.toThrow(
      "Unexpected server response: 503",
    );
    await expect(watch(emulator.url, body.id, "key")).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(emulator.stats().faultsByRoute["crawl.ws"]).toBe(2);
    const session = await watch(emulator.url, body.id, "key");
    expect(JSON.parse(session.reason)).toEqual({ type: "done" });
  });
});
