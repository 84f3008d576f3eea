import { describe, expect, it } from "vitest";
import { call, manualClock, useEmulator } from "../../test/helpers.js";

const SCHEMA = { type: "object", properties: { price: { type: "number" } } };

describe("agent runs as the provider's SDK 4.42 reads them", () => {
  it("list newest first a page at a time, with the options they were started with", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, apiKeys: ["fc-a", "fc-b"] });
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const ids: string[] = [];
    for (let index = 0; index < 22; index++) {
      const started = await call(
        emulator,
        "POST",
        "/v2/agent",
        {
          prompt: `question ${index}`,
          urls: [`https://a${index}.example.com/`],
          effort: "low",
          origin: "js-sdk@4.42.0",
        },
        as("fc-a"),
      );
      ids.push(started.body.id);
      clock.advance(10);
    }
    await call(emulator, "POST", "/v2/agent", { prompt: "other team" }, as("fc-b"));
    clock.advance(1_000);
    const first = await call(emulator, "GET", "/v2/agent", undefined, as("fc-a"));
    expect(first.body.agents).toHaveLength(20);
    expect(first.body.agents[0]).toMatchObject({
      id: ids[21],
      targetHint: "https://a21.example.com/",
      origin: "js-sdk@4.42.0",
      settings: { hidden: false, starred: false },
      status: "completed",
      options: {
        prompt: "question 21",
        urls: ["https://a21.example.com/"],
        model: "spark-1-pro",
        effort: "low",
      },
    });
    const next = new URL(first.body.next);
    const second = await call(
      emulator,
      "GET",
      `${next.pathname}${next.search}`,
      undefined,
      as("fc-a"),
    );
    expect(second.body.agents.map((agent: { id: string }) => agent.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.next).toBeUndefined();
  });

  it("trace a run's events as it goes, name a snapshot of its result, and end with its outcome", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now, timing: { pageIntervalMs: 100 } });
    const { body } = await call(emulator, "POST", "/v2/agent", {
      prompt: "prices",
      schema: SCHEMA,
    });
    clock.advance(120);
    const early = await call(emulator, "GET", `/v2/agent/${body.id}/trace?liveView=true`);
    const types = (events: { type: string }[]) => events.map((event) => event.type);
    expect(types(early.body.events)).toEqual([
      "run.started",
      "agent.started",
      "progress.reported",
      "tool_call.started",
    ]);
    expect(early.body.activeBrowserSessions).toHaveLength(1);
    expect(
      early.body.events.map((event: { producerSequence: number }) => event.producerSequence),
    ).toEqual([1, 2, 3, 4]);
    clock.advance(1_000);
    const done = await call(emulator, "GET", `/v2/agent/${body.id}/trace?liveView=true`);
    expect(types(done.body.events).slice(-3)).toEqual([
      "artifact.updated",
      "agent.finished",
      "run.finished",
    ]);
    expect(done.body.events.at(-1)).toMatchObject({
      outcome: "succeeded",
      error: null,
      runId: body.id,
    });
    expect(done.body).toMatchObject({ creditsUsed: 25, activeBrowserSessions: [] });
    const snapshotId = done.body.events.find(
      (event: { type: string }) => event.type === "artifact.updated",
    ).artifact.snapshotId;
    const snapshot = await call(emulator, "GET", `/v2/agent/${body.id}/snapshots/${snapshotId}`);
    const status = await call(emulator, "GET", `/v2/agent/${body.id}`);
    expect(JSON.parse(snapshot.body.snapshot)).toEqual(status.body.data);
    expect((await call(emulator, "GET", `/v2/agent/${body.id}/snapshots/nope`)).status).toBe(404);
  });

  it("trace a cancelled run to its cancellation", async () => {
    const emulator = await useEmulator({ timing: { pageIntervalMs: 60_000 } });
    const { body } = await call(emulator, "POST", "/v2/agent", { prompt: "x" });
    await call(emulator, "DELETE", `/v2/agent/${body.id}`);
    const trace = await call(emulator, "GET", `/v2/agent/${body.id}/trace`);
    expect(trace.body.events.at(-1)).toMatchObject({
      type: "run.finished",
      outcome: "cancelled",
      error: { code: "cancelled" },
    });
  });

  it("thread turns: a run naming a thread continues it, and the thread lists its runs in turn order", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const first = await call(emulator, "POST", "/v2/agent", {
      prompt: "find the shop",
      mode: "chat",
    });
    expect(first.body).toMatchObject({ threadTurn: 1, threadId: expect.any(String) });
    const second = await call(emulator, "POST", "/v2/agent", {
      prompt: "and its prices",
      threadId: first.body.threadId,
      schema: SCHEMA,
    });
    expect(second.body).toMatchObject({ threadTurn: 2, threadId: first.body.threadId });
    clock.advance(1_000);
    const chat = await call(emulator, "GET", `/v2/agent/${first.body.id}`);
    expect(chat.body).toMatchObject({
      mode: "chat",
      message: "Here is what I found about: find the shop",
    });
    expect(chat.body).not.toHaveProperty("data");
    const thread = await call(
      emulator,
      "GET",
      `/v2/agent/threads/${first.body.threadId}?includeData=true`,
    );
    expect(thread.body.thread).toMatchObject({ id: first.body.threadId, status: "idle" });
    expect(
      thread.body.thread.runs.map((run: { id: string; turn: number }) => [run.id, run.turn]),
    ).toEqual([
      [first.body.id, 1],
      [second.body.id, 2],
    ]);
    expect(thread.body.thread.runs[1]).toMatchObject({
      status: "succeeded",
      data: expect.any(Object),
    });
    expect((await call(emulator, "GET", "/v2/agent/threads/unknown")).status).toBe(404);
  });
});
