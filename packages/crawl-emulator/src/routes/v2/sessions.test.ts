import { describe, expect, it } from "vitest";
import { MAX_ACTIVE_SESSIONS } from "../../jobs/browser-session.js";
import { expectDescribed } from "../../test/described.js";
import { call, manualClock, useEmulator } from "../../test/helpers.js";

const SITE = "https://sessions.example.com/";

/** The title a scrape of `url` reports, which an execute on that page prints. */
async function titleOf(emulator: { url: string }, url: string): Promise<string> {
  return (await call(emulator.url, "POST", "/v2/scrape", { url })).body.data.metadata.title;
}

describe.each(["interact", "browser"] as const)("/v2/%s sessions", (prefix) => {
  it("open, run code deterministically on the page it navigates to, list and stop", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const opened = await call(emulator, "POST", `/v2/${prefix}`, { ttl: 600 });
    expect(opened.status).toBe(200);
    expectDescribed(opened, "/interact", "post");
    expect(opened.body).toMatchObject({
      success: true,
      id: expect.any(String),
      cdpUrl: expect.stringMatching(/^wss:\/\/browser\.emulator\.invalid\//),
      expiresAt: new Date(clock.now() + 600_000).toISOString(),
    });
    const executePath = `/v2/${prefix}/${opened.body.id}/execute`;
    const code = `await page.goto("${SITE}page-3"); console.log(await page.title());`;
    const first = await call(emulator, "POST", executePath, { code, language: "node" });
    expectDescribed(first, "/interact/{sessionId}/execute", "post");
    expect(first.body).toEqual({
      success: true,
      stdout: `${await titleOf(emulator, `${SITE}page-3`)}\n`,
      result: first.body.stdout,
      stderr: "",
      exitCode: 0,
      killed: false,
    });
    // The session stays on that page, and the same code gives the same answer.
    const again = await call(emulator, "POST", executePath, { code: "page.title()" });
    expect(again.body.stdout).toBe(first.body.stdout);
    const failing = await call(emulator, "POST", executePath, {
      code: 'raise ValueError("no such element")',
      language: "python",
    });
    expect(failing.body).toMatchObject({
      exitCode: 1,
      stderr: "Error: no such element\n",
      error: "no such element",
    });

    const listed = await call(emulator, "GET", `/v2/${prefix}?status=active`);
    expectDescribed(listed, "/interact", "get");
    expect(listed.body.sessions.map((session: { id: string }) => session.id)).toEqual([
      opened.body.id,
    ]);
    clock.advance(90_000);
    const stopped = await call(emulator, "DELETE", `/v2/${prefix}/${opened.body.id}`);
    expectDescribed(stopped, "/interact/{sessionId}", "delete");
    expect(stopped.body).toEqual({ success: true, sessionDurationMs: 90_000, creditsBilled: 2 });
    expect((await call(emulator, "POST", executePath, { code })).status).toBe(410);
    expect(
      (await call(emulator, "GET", `/v2/${prefix}?status=destroyed`)).body.sessions,
    ).toHaveLength(1);
    expect((await call(emulator, "GET", `/v2/${prefix}?status=active`)).body.sessions).toEqual([]);
  });

  it("end after their ttl or their idle time, and refuse bad bodies and unknown ids", async () => {
    const clock = manualClock();
    const emulator = await useEmulator({ now: clock.now });
    const short = await call(emulator, "POST", `/v2/${prefix}`, { ttl: 30 });
    const idle = await call(emulator, "POST", `/v2/${prefix}`, { activityTtl: 10 });
    clock.advance(11_000);
    expect(
      (await call(emulator, "POST", `/v2/${prefix}/${idle.body.id}/execute`, { code: "1" })).status,
    ).toBe(410);
    expect(
      (await call(emulator, "POST", `/v2/${prefix}/${short.body.id}/execute`, { code: "1" }))
        .status,
    ).toBe(200);
    clock.advance(20_000);
    expect(
      (await call(emulator, "POST", `/v2/${prefix}/${short.body.id}/execute`, { code: "1" }))
        .status,
    ).toBe(410);
    const tooShort = await call(emulator, "POST", `/v2/${prefix}`, { ttl: 5 });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toMatchObject({ code: "BAD_REQUEST", details: [{ path: ["ttl"] }] });
    const unknown = await call(emulator, "DELETE", `/v2/${prefix}/nope`);
    expect(unknown).toMatchObject({
      status: 404,
      body: { success: false, error: "Browser session not found." },
    });
  });
});

describe("sessions of a team", () => {
  it("are capped while active, and belong to the key that opened them", async () => {
    const emulator = await useEmulator({ apiKeys: ["fc-a", "fc-b"] });
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const ids: string[] = [];
    for (let index = 0; index < MAX_ACTIVE_SESSIONS; index++) {
      ids.push((await call(emulator, "POST", "/v2/interact", {}, as("fc-a"))).body.id);
    }
    const refused = await call(emulator, "POST", "/v2/interact", {}, as("fc-a"));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      "You have reached the maximum number of active browser sessions.",
    );
    expect((await call(emulator, "POST", "/v2/interact", {}, as("fc-b"))).status).toBe(200);
    const other = await call(emulator, "DELETE", `/v2/interact/${ids[0]}`, undefined, as("fc-b"));
    expect(other.status).toBe(403);
    expect(
      (await call(emulator, "GET", "/v2/interact", undefined, as("fc-b"))).body.sessions,
    ).toHaveLength(1);
  });
});

describe("interacting with a scrape", () => {
  it("runs code on the scraped page in one session kept between calls, until it is stopped", async () => {
    const emulator = await useEmulator();
    const scrape = await call(emulator, "POST", "/v2/scrape", { url: `${SITE}page-2` });
    const jobId = scrape.body.data.metadata.scrapeId as string;
    const path = `/v2/scrape/${jobId}/interact`;
    const first = await call(emulator, "POST", path, { code: "console.log(await page.title())" });
    expectDescribed(first, "/scrape/{jobId}/interact", "post");
    expect(first.body).toMatchObject({
      success: true,
      stdout: `${scrape.body.data.metadata.title}\n`,
      exitCode: 0,
      liveViewUrl: expect.stringMatching(/^https:\/\/browser\.emulator\.invalid\//),
    });
    const prompted = await call(emulator, "POST", path, { prompt: "find the price" });
    expect(prompted.body.cdpUrl).toBe(first.body.cdpUrl);
    expect(prompted.body.output).toBe(
      `${scrape.body.data.metadata.title} (${SITE}page-2): find the price`,
    );
    const stopped = await call(emulator, "DELETE", path);
    expectDescribed(stopped, "/scrape/{jobId}/interact", "delete");
    expect(stopped.body.success).toBe(true);
    expect((await call(emulator, "DELETE", path)).body).toEqual({
      success: false,
      error: "Browser session not found.",
    });
    // A new call opens a new session on the same page.
    const reopened = await call(emulator, "POST", path, { code: "1" });
    expect(reopened.body.cdpUrl).not.toBe(first.body.cdpUrl);
  });

  it("refuses a job id that is no UUID, an unknown scrape and a body with neither code nor prompt", async () => {
    const emulator = await useEmulator();
    expect(
      (await call(emulator, "POST", "/v2/scrape/not-a-job/interact", { code: "1" })).body,
    ).toEqual({ success: false, error: "Invalid job ID format." });
    const unknown = await call(
      emulator,
      "POST",
      "/v2/scrape/8b0e3f0c-1d2e-4f3a-9b4c-5d6e7f8a9b0c/interact",
      { code: "1" },
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { success: false, error: "Job not found." },
    });
    const scrape = await call(emulator, "POST", "/v2/scrape", { url: SITE });
    const empty = await call(
      emulator,
      "POST",
      `/v2/scrape/${scrape.body.data.metadata.scrapeId}/interact`,
      { language: "node" },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.details[0].message).toBe("Either 'code' or 'prompt' must be provided");
  });
});
