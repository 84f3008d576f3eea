// The rest of the cloud's own routes against the emulator's cloud profile over loopback: agent
// runs (list, trace, snapshot, thread), the tool catalogue (findTools, scrape({ alexandria })),
// feedback, support, the team's activity and its threat protection policy.
import { describe, expect, it } from "vitest";
import {
  type ActivityItem,
  type AgentTraceEvent,
  Firecrawl,
  FirecrawlError,
  PermissionDeniedError,
} from "../../src/index.js";
import { acceleratedClock } from "../support/accelerated-clock.js";
import { API_KEY, useEmulator } from "../support/emulator.js";

const served = useEmulator({ site: { pages: 3, pageBytes: 300 }, timing: { pageIntervalMs: 1 } });
const SITE = "https://example.com";

function client(): Firecrawl {
  return new Firecrawl({ apiUrl: served.emulator.url, apiKey: API_KEY, clock: acceleratedClock() });
}

describe("agent runs", () => {
  it("lists runs, reads a finished run's trace, the snapshot its artifact names, and its thread", async () => {
    const app = client();
    const done = await app.agent({
      prompt: "Who runs example.com?",
      urls: [SITE],
      pollInterval: 0,
    });
    expect(done.status).toBe("completed");
    const { agents } = await app.listAgents();
    const run = agents?.[0];
    expect(run).toBeDefined();

    const trace = await app.getAgentTrace(run?.id ?? "", { liveView: true });
    const streamed: AgentTraceEvent[] = [];
    for await (const event of app.agentTraceEvents(run?.id ?? "")) streamed.push(event);
    expect(streamed.map((event) => event.eventId)).toEqual(
      trace.events?.map((event) => event.eventId),
    );
    expect(streamed.at(-1)?.type).toBe("run.finished");

    const artifact = streamed.find((event) => event.type === "artifact.updated");
    const snapshotId = artifact?.type === "artifact.updated" ? artifact.artifact.snapshotId : "";
    const snapshot = await app.getAgentSnapshot(run?.id ?? "", snapshotId);
    expect(JSON.parse(snapshot.snapshot ?? "null")).toEqual(done.data);

    const status = await app.getAgentStatus(run?.id ?? "");
    const thread = await app.getAgentThread(status.threadId ?? "", { includeData: true });
    expect(thread.thread?.runs.map((turn) => turn.id)).toContain(run?.id);
  });
});

describe("the tool catalogue", () => {
  it("finds tools, runs one through scrape({ alexandria }), and says which call failed", async () => {
    const app = client();
    const found = await app.findTools({ level: "tools", limit: 10 });
    expect(found.items.length).toBeGreaterThan(0);
    const tool = found.items.find((item) => item.execute !== undefined);
    const call = {
      provider: tool?.execute?.provider ?? "",
      capability: tool?.execute?.capability ?? "",
    };
    const ran = await app.scrape({
      alexandria: [call, { provider: "nobody", capability: "nothing" }],
    });
    expect(ran.alexandria).toHaveLength(2);
    expect(ran.alexandria[0]?.error).toBeUndefined();
    expect(ran.alexandria[1]?.error).toMatchObject({ code: expect.any(String) });
    expect(ran.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("feedback and support", () => {
  it("refunds a bad search once, and says the same feedback was already given", async () => {
    const app = client();
    const { id: jobId = "" } = await app.search("example", { limit: 2 });
    const first = await app.searchFeedback(jobId, { rating: "bad", querySuggestions: "fewer" });
    const again = await app.searchFeedback(jobId, { rating: "bad", querySuggestions: "fewer" });
    expect(first.alreadySubmitted).not.toBe(true);
    expect(again).toMatchObject({ alreadySubmitted: true, creditsRefunded: 0 });
    const scraped = await app.scrape(`${SITE}/about`);
    const feedback = await app.feedback({
      endpoint: "scrape",
      jobId: scraped.metadata?.scrapeId ?? "",
      rating: "partial",
      note: "the footer is missing",
    });
    expect(feedback.feedbackId).toEqual(expect.any(String));
  });

  it("answers a support question and a documentation question", async () => {
    const app = client();
    const support = await app.askSupport({ question: "My crawl times out on every page" });
    expect(support.answer).toEqual(expect.any(String));
    const docs = await app.searchSupportDocs({ question: "How do I wait for scripts?" });
    expect(Array.isArray(docs.evidence)).toBe(true);
  });
});

describe("the team", () => {
  it("lists recent jobs with for await, a page at a time by cursor", async () => {
    const app = client();
    for (const page of ["a", "b", "c"]) await app.scrape(`${SITE}/${page}`);
    const seen: ActivityItem[] = [];
    for await (const item of app.activity({ endpoint: "scrape", limit: 1 })) seen.push(item);
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((item) => item.id)).size).toBe(3);
    const requests = served.emulator.stats().requests;
    expect(
      Object.entries(requests).find(([route]) => route.includes("activity"))?.[1],
    ).toBeGreaterThanOrEqual(3);
  });

  it("reads and saves the threat protection policy; a refused override is a typed error", async () => {
    const app = client();
    expect(await app.getThreatProtection()).toMatchObject({ mode: "off", configured: false });
    const saved = await app.updateThreatProtection({
      mode: "normal",
      allowRequestOverrides: false,
    });
    expect(saved).toMatchObject({ mode: "normal", configured: true });
    const refused = await app
      .startAgent({ prompt: "x", threatProtection: { mode: "off" } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toBeInstanceOf(FirecrawlError);
  });
});
