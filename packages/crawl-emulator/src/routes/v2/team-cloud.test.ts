import { describe, expect, it } from "vitest";
import { expectDescribed } from "../../test/described.js";
import { call, manualClock, useEmulator } from "../../test/helpers.js";

const SITE = "https://team.example.com/";

describe("the team's activity", () => {
  it("lists the team's jobs newest first, by endpoint, a page at a time", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ apiKeys: ["fc-a", "fc-b"], now: clock.now });
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const crawl = await call(emulator, "POST", "/v1/crawl", { url: SITE }, as("fc-a"));
    clock.advance(1);
    const scrape = await call(emulator, "POST", "/v2/scrape", { url: `${SITE}a` }, as("fc-a"));
    clock.advance(1);
    const search = await call(emulator, "POST", "/v2/search", { query: "moving" }, as("fc-a"));
    clock.advance(1);
    await call(emulator, "POST", "/v2/map", { url: SITE }, as("fc-a"));
    clock.advance(1);
    await call(emulator, "POST", "/v2/extract", { urls: [SITE] }, as("fc-a"));
    clock.advance(1);
    await call(emulator, "POST", "/v1/crawl", { url: "https://other.example.com/" }, as("fc-b"));

    const all = await call(emulator, "GET", "/v2/team/activity", undefined, as("fc-a"));
    expectDescribed(all, "/team/activity", "get");
    expect(all.body.data.map((row: { endpoint: string }) => row.endpoint)).toEqual([
      "extract",
      "map",
      "search",
      "scrape",
      "crawl",
    ]);
    expect(all.body.data[2]).toMatchObject({
      id: search.body.id,
      api_version: "v2",
      target: "moving",
    });
    expect(all.body.data.at(-1)).toMatchObject({
      id: crawl.body.id,
      api_version: "v1",
      target: SITE,
    });
    expect(all.body.data[3].id).toBe(scrape.body.data.metadata.scrapeId);
    expect(all.body).toMatchObject({ cursor: null, has_more: false });

    const first = await call(emulator, "GET", "/v2/team/activity?limit=2", undefined, as("fc-a"));
    expect(first.body).toMatchObject({ has_more: true, cursor: all.body.data[1].id });
    const second = await call(
      emulator,
      "GET",
      `/v2/team/activity?limit=2&cursor=${first.body.cursor}`,
      undefined,
      as("fc-a"),
    );
    expect(second.body.data.map((row: { id: string }) => row.id)).toEqual(
      all.body.data.slice(2, 4).map((row: { id: string }) => row.id),
    );
    const crawls = await call(
      emulator,
      "GET",
      "/v2/team/activity?endpoint=crawl",
      undefined,
      as("fc-b"),
    );
    expect(crawls.body.data).toHaveLength(1);
    expect(
      (await call(emulator, "GET", "/v2/team/activity?cursor=gone", undefined, as("fc-a"))).status,
    ).toBe(400);
  });
});

describe("threat protection", () => {
  it("answers the defaults until a policy is saved, then the policy", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const defaults = await call(emulator, "GET", "/v2/team/threat-protection");
    expectDescribed(defaults, "/team/threat-protection", "get");
    expect(defaults.body.data).toMatchObject({ mode: "off", configured: false, updatedAt: null });
    const saved = await call(emulator, "PUT", "/v2/team/threat-protection", {
      mode: "normal",
      blockedTlds: ["zip"],
      allowRequestOverrides: false,
    });
    expectDescribed(saved, "/team/threat-protection", "put");
    expect(saved.body.data).toMatchObject({
      mode: "normal",
      blockedTlds: ["zip"],
      riskScoreThreshold: 75,
      configured: true,
      updatedAt: new Date(clock.now()).toISOString(),
    });
    expect((await call(emulator, "GET", "/v2/team/threat-protection")).body).toEqual(saved.body);
    // With overrides disallowed, a request carrying one is refused.
    const agent = await call(emulator, "POST", "/v2/agent", {
      prompt: "x",
      threatProtection: { mode: "off" },
    });
    expect(agent.status).toBe(403);
    expect(
      (await call(emulator, "PUT", "/v2/team/threat-protection", { mode: "loud" })).status,
    ).toBe(400);
    emulator.reset();
    expect((await call(emulator, "GET", "/v2/team/threat-protection")).body.data.configured).toBe(
      false,
    );
  });
});
