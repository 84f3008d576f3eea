import { describe, expect, it } from "vitest";
import { expectDescribed } from "../../test/described.js";
import { call, manualClock, useEmulator, type CallResult } from "../../test/helpers.js";

const SITE = "https://watched.example.com";

interface Page {
  url: string;
  status: string;
  diff: { text: string; json: { files: unknown[] } } | null;
  metadata: { searchStatus?: string } | null;
}

async function startMonitored(options: { pageIntervalMs?: number } = {}) {
  const clock = manualClock(Date.UTC(2026, 10, 22, 1, 2, 0));
  const emulator = await useEmulator({
    now: clock.now,
    timing: { pageIntervalMs: options.pageIntervalMs ?? 100 },
  });
  emulator.sites.set("watched.example.com", { audit: true, pages: 5 });
  return { clock, emulator };
}

/** Every page of a check, following `next` as the SDK does. */
async function allPages(emulator: { url: string }, first: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (let next: string | null = first; next;) {
    const answer: CallResult = await call(emulator.url, "GET", next);
    expectDescribed(answer, "/monitor/{monitorId}/checks/{checkId}", "get");
    pages.push(...(answer.body.data.pages as Page[]));
    expect(answer.body.data.next).toBe(answer.body.next);
    next = answer.body.next;
  }
  return pages;
}

const byStatus = (pages: Page[], status: string) =>
  pages.filter((page) => page.status === status).map((page) => page.url);

describe("monitors", () => {
  it("check their targets on demand, and report pages new, changed, same and removed between checks as the site's revision moves", async () => {
    const { clock, emulator } = await startMonitored();
    const created = await call(emulator, "POST", "/v2/monitor", {
      name: "Watched site",
      schedule: { text: "every 30 minutes", timezone: "UTC" },
      targets: [
        { type: "crawl", url: `${SITE}/`, crawlOptions: { limit: 10 } },
        { type: "scrape", urls: [`${SITE}/page-3`, "https://other.example.com/"] },
      ],
    });
    expectDescribed(created, "/monitor", "post");
    const monitor = created.body.data;
    expect(monitor).toMatchObject({
      status: "active",
      schedule: { cron: "*/30 * * * *", timezone: "UTC" },
      nextRunAt: "2026-11-22T01:30:00.000Z",
      judgeEnabled: false,
      retentionDays: 30,
    });
    expect(monitor.targets.map((target: { id: string }) => target.id)).toHaveLength(2);

    const run = await call(emulator, "POST", `/v2/monitor/${monitor.id}/run`);
    expectDescribed(run, "/monitor/{monitorId}/run", "post");
    expect(run.body.data).toMatchObject({ status: "running", trigger: "manual" });
    expect((await call(emulator, "POST", `/v2/monitor/${monitor.id}/run`)).status).toBe(409);
    clock.advance(1_000);
    const checkPath = `/v2/monitor/${monitor.id}/checks/${run.body.id}`;
    const first = await allPages(emulator, `${checkPath}?limit=2`);
    // Five pages of the crawl, page-3 listed once, and the other site's page.
    expect(first).toHaveLength(6);
    expect(byStatus(first, "new")).toHaveLength(6);

    emulator.sites.set("watched.example.com", { audit: true, pages: 5, revision: 1 });
    const second = await call(emulator, "POST", `/v2/monitor/${monitor.id}/run`);
    clock.advance(1_000);
    const changed = await allPages(emulator, `/v2/monitor/${monitor.id}/checks/${second.body.id}`);
    expect(byStatus(changed, "new")).toEqual([`${SITE}/page-5`]);
    // The odd revision drops the start page's H1, rewrites page 2 and fills page 4; page 1 only
    // gets a title tag, which its markdown does not show.
    expect(byStatus(changed, "changed")).toEqual([`${SITE}/`, `${SITE}/page-2`, `${SITE}/page-4`]);
    expect(byStatus(changed, "same")).toEqual([
      `${SITE}/page-1`,
      `${SITE}/page-3`,
      "https://other.example.com/",
    ]);
    const rewritten = changed.find((page) => page.url === `${SITE}/page-2`);
    expect(rewritten?.diff?.text).toMatch(/^@@ /m);
    expect(rewritten?.diff?.json.files).toHaveLength(1);
    const onlyChanged = await allPages(
      emulator,
      `/v2/monitor/${monitor.id}/checks/${second.body.id}?status=changed&limit=1`,
    );
    expect(onlyChanged.map((page) => page.url)).toEqual(byStatus(changed, "changed"));

    emulator.sites.set("watched.example.com", { audit: true, pages: 5, revision: 2 });
    const third = await call(emulator, "POST", `/v2/monitor/${monitor.id}/run`);
    clock.advance(1_000);
    const removed = await allPages(emulator, `/v2/monitor/${monitor.id}/checks/${third.body.id}`);
    expect(byStatus(removed, "removed")).toEqual([`${SITE}/page-5`]);

    const checks = await call(emulator, "GET", `/v2/monitor/${monitor.id}/checks`);
    expectDescribed(checks, "/monitor/{monitorId}/checks", "get");
    expect(checks.body.data.map((check: { id: string }) => check.id)).toEqual([
      third.body.id,
      second.body.id,
      run.body.id,
    ]);
    const fetched = await call(emulator, "GET", `/v2/monitor/${monitor.id}`);
    expectDescribed(fetched, "/monitor/{monitorId}", "get");
    expect(fetched.body.data.lastCheckSummary).toMatchObject({ removed: 1, totalPages: 7 });
  });

  it("run on their schedule: reading a monitor after its time makes the check it was owed", async () => {
    const { clock, emulator } = await startMonitored({ pageIntervalMs: 0 });
    const created = await call(emulator, "POST", "/v2/monitor", {
      name: "Hourly",
      schedule: { cron: "0 * * * *" },
      targets: [{ type: "scrape", urls: [`${SITE}/`] }],
    });
    const id = created.body.data.id;
    expect(created.body.data.nextRunAt).toBe("2026-11-22T02:00:00.000Z");
    clock.advance(3 * 60 * 60 * 1000);
    const listed = await call(emulator, "GET", "/v2/monitor");
    expectDescribed(listed, "/monitor", "get");
    expect(listed.body.data[0]).toMatchObject({
      lastRunAt: "2026-11-22T04:00:00.000Z",
      nextRunAt: "2026-11-22T05:00:00.000Z",
    });
    const checks = (await call(emulator, "GET", `/v2/monitor/${id}/checks?status=completed`)).body
      .data;
    expect(checks).toEqual([
      expect.objectContaining({ trigger: "scheduled", scheduledFor: "2026-11-22T04:00:00.000Z" }),
    ]);
    // A paused monitor is owed nothing.
    await call(emulator, "PATCH", `/v2/monitor/${id}`, { status: "paused" });
    clock.advance(3 * 60 * 60 * 1000);
    expect((await call(emulator, "GET", `/v2/monitor/${id}/checks`)).body.data).toHaveLength(1);
  });

  it("report a search target's results as new once, and a failing site's pages as errors", async () => {
    const { clock, emulator } = await startMonitored();
    emulator.sites.set("down.example.com", { fail: "Site unreachable" });
    const created = await call(emulator, "POST", "/v2/monitor", {
      name: "News",
      schedule: { text: "daily at 9am" },
      goal: "new posts about moving",
      targets: [
        { type: "search", queries: ["moving house"], maxResults: 3 },
        { type: "scrape", urls: ["https://down.example.com/"] },
      ],
    });
    expect(created.body.data).toMatchObject({
      judgeEnabled: true,
      schedule: { cron: "0 9 * * *" },
    });
    const id = created.body.data.id;
    const runs: Page[][] = [];
    for (let index = 0; index < 2; index++) {
      const run = await call(emulator, "POST", `/v2/monitor/${id}/run`);
      clock.advance(1_000);
      runs.push(await allPages(emulator, `/v2/monitor/${id}/checks/${run.body.id}`));
    }
    const [first, second] = runs as [Page[], Page[]];
    expect(byStatus(first, "new")).toHaveLength(3);
    expect(first[0]?.metadata).toEqual({ searchStatus: "alert" });
    expect(byStatus(second, "same")).toHaveLength(3);
    expect(second[0]?.metadata).toEqual({ searchStatus: "already_seen" });
    expect(byStatus(second, "error")).toEqual(["https://down.example.com/"]);
  });

  it("take the job faults of a start on their runs: a check fails, or never ends", async () => {
    const { clock, emulator } = await startMonitored();
    const created = await call(emulator, "POST", "/v2/monitor", {
      name: "Faulty",
      schedule: { cron: "0 * * * *" },
      targets: [{ type: "scrape", urls: [`${SITE}/`] }],
    });
    const id = created.body.data.id;
    emulator.faults.inject({
      route: "v2.monitor.run",
      kind: "job-fail",
      error: "Upstream down",
      times: 1,
    });
    const failed = await call(emulator, "POST", `/v2/monitor/${id}/run`);
    clock.advance(1_000);
    const detail = await call(emulator, "GET", `/v2/monitor/${id}/checks/${failed.body.id}`);
    expectDescribed(detail, "/monitor/{monitorId}/checks/{checkId}", "get");
    expect(detail.body.data).toMatchObject({
      status: "failed",
      error: "Upstream down",
      billingStatus: "released",
      pages: [],
    });
    // The next check compares with the last one that read the pages: none, so all are new.
    const next = await call(emulator, "POST", `/v2/monitor/${id}/run`);
    clock.advance(1_000);
    expect(
      byStatus(await allPages(emulator, `/v2/monitor/${id}/checks/${next.body.id}`), "new"),
    ).toEqual([`${SITE}/`]);
    emulator.faults.inject({ route: "v2.monitor.run", kind: "never-finish", times: 1 });
    const stuck = await call(emulator, "POST", `/v2/monitor/${id}/run`);
    clock.advance(60 * 60 * 1000 - 1);
    expect((await call(emulator, "GET", `/v2/monitor/${id}`)).body.data.currentCheckId).toBe(
      stuck.body.id,
    );
    expect((await call(emulator, "POST", `/v2/monitor/${id}/run`)).status).toBe(409);
    expect(emulator.stats().faultsByRoute["v2.monitor.run"]).toBe(2);
  });

  it("refuse bad requests with 400, and answer 404 once deleted", async () => {
    const { emulator } = await startMonitored();
    const target = { type: "scrape", urls: [`${SITE}/`] };
    const refused = [
      { name: "x", schedule: { text: "whenever" }, targets: [target] },
      { name: "x", schedule: { cron: "not cron" }, targets: [target] },
      { name: "x", schedule: { cron: "* * * * *", text: "hourly" }, targets: [target] },
      { name: "x", schedule: { cron: "0 * * * *" }, targets: [] },
      { name: "x", schedule: { cron: "0 * * * *" }, targets: [{ type: "search", queries: ["q"] }] },
      {
        name: "x",
        schedule: { cron: "0 * * * *" },
        targets: [target],
        webhook: { url: `${emulator.url}/__emulator/reset` },
      },
    ];
    for (const body of refused) {
      const answer = await call(emulator, "POST", "/v2/monitor", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: "BAD_REQUEST" });
    }
    const created = await call(emulator, "POST", "/v2/monitor", {
      name: "x",
      schedule: { cron: "0 * * * *" },
      targets: [target],
    });
    const path = `/v2/monitor/${created.body.data.id}`;
    expect((await call(emulator, "PATCH", path, {})).status).toBe(400);
    const goalless = await call(emulator, "PATCH", path, {
      targets: [{ type: "search", queries: ["q"] }],
      judgeEnabled: true,
    });
    expect(goalless.status).toBe(400);
    expect(goalless.body.details).toEqual([
      {
        code: "custom",
        message: "A search target needs a non-empty goal unless judgeEnabled is false",
        path: ["goal"],
      },
    ]);
    const renamed = await call(emulator, "PATCH", path, { name: "Renamed" });
    expectDescribed(renamed, "/monitor/{monitorId}", "patch");
    expect(renamed.body.data.name).toBe("Renamed");
    expect((await call(emulator, "GET", `${path}/checks?limit=0`)).status).toBe(400);
    const deleted = await call(emulator, "DELETE", path);
    expectDescribed(deleted, "/monitor/{monitorId}", "delete");
    expect(await call(emulator, "GET", path)).toMatchObject({
      status: 404,
      body: { success: false, error: "Monitor not found" },
    });
  });
});
