import { describe, expect, it } from "vitest";
import type { OutageReport } from "../../src/index.js";
import { ConnectionError, ServerError } from "../../src/index.js";
import { isUnanswered } from "../../src/jobs/poll.js";
import { clientFor, sourceUrls, useEmulator } from "../support/emulator.js";

const ctx = useEmulator({
  site: { pages: 6, pageBytes: 400 },
  timing: { pageIntervalMs: 1 },
});
const SITE = "https://example.com";
const PATIENCE_MS = 5 * 60_000;

describe("a polled wait through an outage (WaitOptions.outage)", () => {
  it("rides out 502, 503 and 504 answers past three in a row, on a growing backoff, and picks the job up", async () => {
    for (const status of [503, 502, 504, 503, 503])
      ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status, times: 1 });
    const { app, clock } = clientFor(ctx.emulator, { random: () => 0.5 });
    const reports: OutageReport[] = [];
    let answeredAgain = 0;
    const result = await app.crawlUrl(SITE, {}, undefined, undefined, {
      watch: false,
      outage: {
        patienceMs: PATIENCE_MS,
        onUnanswered: (report) => reports.push(report),
        onAnswered: () => answeredAgain++,
      },
    });
    expect(new Set(sourceUrls(result.data)).size).toBe(6);
    expect(reports.map((report) => report.failures)).toEqual([1, 2, 3, 4, 5]);
    expect(reports.map((report) => report.error.statusCode)).toEqual([503, 502, 504, 503, 503]);
    // 2 s (the poll interval's floor), 3 s, 6 s, 12 s, 22.5 s: 75 % of each doubling step.
    expect(reports.map((report) => report.retryInMs)).toEqual([
      2_000, 3_000, 6_000, 12_000, 22_500,
    ]);
    expect(new Set(reports.map((report) => report.since)).size).toBe(1);
    expect(answeredAgain).toBe(1);
    expect(clock.sleeps.slice(0, 5)).toEqual([2_000, 3_000, 6_000, 12_000, 22_500]);

    // Other failures keep the three-checks rule under the same patience.
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status: 500 });
    const before = ctx.emulator.stats().requests["crawl.status"] ?? 0;
    await expect(
      app.crawlUrl(SITE, {}, undefined, undefined, {
        watch: false,
        outage: { patienceMs: PATIENCE_MS },
      }),
    ).rejects.toBeInstanceOf(ServerError);
    expect((ctx.emulator.stats().requests["crawl.status"] ?? 0) - before).toBe(3);
  });

  it("gives up once the patience has run out since the first unanswered check, with the last error", async () => {
    ctx.emulator.faults.inject({ route: "crawl.status", kind: "status", status: 503 });
    const { app, clock } = clientFor(ctx.emulator, { random: () => 0 });
    let reports = 0;
    const failure = await app
      .crawlUrl(SITE, {}, undefined, undefined, {
        watch: false,
        outage: { patienceMs: 60_000, maxDelayMs: 10_000, onUnanswered: () => reports++ },
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).statusCode).toBe(503);
    const waited = clock.sleeps.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(60_000);
    // Halves of 2, 4, 8 s and then of the 10 s cap, with the poll interval's 2 s floor.
    expect(clock.sleeps.slice(0, 5)).toEqual([2_000, 2_000, 4_000, 5_000, 5_000]);
    expect(reports).toBe(clock.sleeps.length);
    expect(ctx.emulator.stats().requests["crawl.status"]).toBe(reports + 1);
  });

  it("counts connection errors and gateway answers as unanswered, nothing else", () => {
    expect(isUnanswered(new ConnectionError("refused", 0))).toBe(true);
    expect(isUnanswered(new ServerError("bad gateway", 502))).toBe(true);
    expect(isUnanswered(new ServerError("unavailable", 503))).toBe(true);
    expect(isUnanswered(new ServerError("gateway timeout", 504))).toBe(true);
    expect(isUnanswered(new ServerError("broken", 500))).toBe(false);
  });

  it("refuses a patience that is not a number of ms before any request", async () => {
    const { app } = clientFor(ctx.emulator);
    await expect(
      app.crawlUrl(SITE, {}, undefined, undefined, { outage: { patienceMs: Number.NaN } }),
    ).rejects.toThrow(/outage.patienceMs/);
    expect(ctx.emulator.stats().requests["crawl.start"] ?? 0).toBe(0);
  });
});
