import { describe, expect, it } from "vitest";
import { ID, setup, failure } from "../../test/support/fake-client.js";
import { ServerError } from "../index.js";

describe("extract, deep research and llms.txt, with injected time", () => {
  it("polls extract every second and deep research and llms.txt every two", async () => {
    const job = { status: 200, body: { success: true, id: ID } };
    const extract = setup([
      job,
      { status: 200, body: { success: true, status: "processing" } },
      { status: 200, body: { success: true, status: "completed", data: { a: 1 } } },
    ]);
    expect((await extract.app.extract(["https://example.com"], { prompt: "a" })).data).toEqual({
      a: 1,
    });
    expect(extract.clock.sleeps).toEqual([1000]);

    const research = setup([
      job,
      { status: 200, body: { success: true, status: "processing" } },
      { status: 200, body: { success: true, status: "completed", data: { finalAnalysis: "x" } } },
    ]);
    await research.app.deepResearch("q", {});
    expect(research.clock.sleeps).toEqual([2000]);

    const llms = setup([
      job,
      { status: 200, body: { success: true, status: "processing" } },
      { status: 200, body: { success: true, status: "completed", data: { llmstxt: "x" } } },
    ]);
    await llms.app.generateLLMsText("https://example.com");
    expect(llms.clock.sleeps).toEqual([2000]);
  });

  it("stops polling extract when its status endpoint keeps failing (the reference polled forever)", async () => {
    const { app, requests } = setup([
      { status: 200, body: { success: true, id: ID } },
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 200, body: { status: "completed" } },
    ]);
    expect(await failure(app.extract(["https://example.com"], { prompt: "a" }))).toBeInstanceOf(
      ServerError,
    );
    expect(requests).toHaveLength(4);
  });

  it("reports deep research activities and sources once each", async () => {
    const job = { status: 200, body: { success: true, id: ID } };
    const a = (n: number) => ({
      type: "search",
      status: "complete",
      message: `m${n}`,
      timestamp: "t",
      depth: n,
    });
    const { app } = setup([
      job,
      {
        status: 200,
        body: { success: true, status: "processing", activities: [a(1)], sources: [{ url: "u1" }] },
      },
      {
        status: 200,
        body: {
          success: true,
          status: "completed",
          activities: [a(1), a(2)],
          sources: [{ url: "u1" }, { url: "u2" }],
          data: { finalAnalysis: "x" },
        },
      },
    ]);
    const activities: string[] = [];
    const sources: string[] = [];
    await app.deepResearch(
      "q",
      {},
      (x) => activities.push(x.message),
      (s) => sources.push(s.url),
    );
    expect(activities).toEqual(["m1", "m2"]);
    expect(sources).toEqual(["u1", "u2"]);
  });
});
