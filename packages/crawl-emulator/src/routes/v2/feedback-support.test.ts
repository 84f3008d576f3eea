import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectDescribed } from "../../test/described.js";
import { call, useEmulator } from "../../test/helpers.js";

describe("feedback", () => {
  it("on a search refunds a bad result's credits once, and says so when given again", async () => {
    const emulator = await useEmulator();
    const search = await call(emulator, "POST", "/v2/search", { query: "moving", limit: 4 });
    const path = `/v2/search/${search.body.id}/feedback`;
    const body = { rating: "bad", missingContent: [{ topic: "prices" }] };
    const first = await call(emulator, "POST", path, body);
    expect(first.status).toBe(200);
    expectDescribed(first, "/search/{jobId}/feedback", "post");
    expect(first.body).toMatchObject({
      success: true,
      creditsRefunded: 4,
      alreadySubmitted: false,
      creditsRefundedToday: 4,
    });
    const again = await call(emulator, "POST", path, body);
    expect(again.body).toMatchObject({
      feedbackId: first.body.feedbackId,
      creditsRefunded: 0,
      alreadySubmitted: true,
    });
    const unknown = await call(emulator, "POST", `/v2/search/${randomUUID()}/feedback`, body);
    expect(unknown.status).toBe(404);
    expectDescribed(unknown, "/search/{jobId}/feedback", "post", 404);
    expect(unknown.body).toEqual({
      success: false,
      error: "Job not found",
      feedbackErrorCode: "JOB_NOT_FOUND",
    });
  });

  it("on a scrape or a parse by endpoint and job id, and refuses it without a signal or malformed", async () => {
    const emulator = await useEmulator();
    const scrape = await call(emulator, "POST", "/v2/scrape", { url: "https://fb.example.com/" });
    const jobId = scrape.body.data.metadata.scrapeId;
    const good = await call(emulator, "POST", "/v2/feedback", {
      endpoint: "scrape",
      jobId,
      rating: "good",
      note: "exactly the page",
    });
    expect(good.status).toBe(200);
    expectDescribed(good, "/feedback", "post");
    expect(good.body.creditsRefunded).toBe(0);
    const silent = await call(emulator, "POST", "/v2/feedback", {
      endpoint: "scrape",
      jobId,
      rating: "bad",
    });
    expect(silent.status).toBe(400);
    expect(silent.body.feedbackErrorCode).toBe("NO_SIGNAL");
    const malformed = await call(emulator, "POST", "/v2/feedback", {
      endpoint: "crawl",
      jobId,
      rating: "bad",
      note: "x",
    });
    expect(malformed.status).toBe(400);
    expectDescribed(malformed, "/feedback", "post", 400);
    expect(malformed.body.details[0].path).toEqual(["endpoint"]);
    const map = await call(emulator, "POST", "/v2/feedback", {
      endpoint: "map",
      jobId: randomUUID(),
      rating: "bad",
      note: "x",
    });
    expect(map.status).toBe(404);
  });
});

describe("support", () => {
  it("diagnoses a question by its topic, with the parameters that fix it", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v2/support/ask", {
      question: "My scrape of a React page comes back empty, the content is rendered by JavaScript",
      rationale: "building a price tracker",
    });
    expect(answer.status).toBe(200);
    expectDescribed(answer, "/support/ask", "post");
    expect(answer.body).toMatchObject({ confidence: "high", fixParameters: { waitFor: 2000 } });
    const again = await call(emulator, "POST", "/v2/support/ask", {
      question: "My scrape of a React page comes back empty, the content is rendered by JavaScript",
    });
    expect(again.body).toEqual(answer.body);
    const vague = await call(emulator, "POST", "/v2/support/ask", { question: "help" });
    expect(vague.body).toMatchObject({ confidence: "low", fixParameters: null });
    const empty = await call(emulator, "POST", "/v2/support/ask", { question: " " });
    expect(empty.status).toBe(400);
    expectDescribed(empty, "/support/ask", "post", 400);
  });

  it("answers a documentation question with its evidence and usage", async () => {
    const emulator = await useEmulator();
    const answer = await call(emulator, "POST", "/v2/support/docs-search", {
      question: "How do I handle a 429 rate limit?",
    });
    expect(answer.status).toBe(200);
    expectDescribed(answer, "/support/docs-search", "post");
    expect(answer.body.evidence).toEqual([
      { pathOrUrl: "/rate-limits", reason: "Describes this behaviour and its parameters" },
    ]);
    expect(answer.body.usage.totalTokens).toBe(
      answer.body.usage.inputTokens + answer.body.usage.outputTokens,
    );
  });
});
