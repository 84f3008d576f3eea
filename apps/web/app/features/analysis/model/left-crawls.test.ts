import { describe, expect, it } from "vitest";
import { START_GRACE_MS, matchLeftCrawls } from "./left-crawls";
import type { PendingStart } from "./pending-starts";

const moving = "https://swiftpath-moving.example.com";
const start = (id: string, fields: Partial<PendingStart> = {}): PendingStart => ({
  id,
  page: "earlier",
  url: moving,
  limit: 100,
  startedAt: 1_000,
  ...fields,
});

describe("matching earlier starts with the provider's running crawls", () => {
  it("matches a start whose job id arrived by that id, and forgets it once its job has ended", () => {
    const named = start("a", { jobId: "job-1" });
    expect(matchLeftCrawls([named], [{ id: "job-1", url: moving, limit: 100 }], 2_000)).toEqual({
      left: [{ jobId: "job-1", startId: "a", url: moving, startedAt: 1_000, matchedBy: "id" }],
      kept: [named],
      recheck: false,
    });
    expect(matchLeftCrawls([named], [{ id: "job-2", url: moving }], 2_000)).toEqual({
      left: [],
      kept: [],
      recheck: false,
    });
  });

  it("matches a start left in flight by address and limit, never a crawl another start or this page names", () => {
    const inFlight = start("a");
    const active = [
      { id: "mine-now", url: `${moving}/`, limit: 100 },
      { id: "named", url: moving, limit: 100 },
      { id: "other-limit", url: moving, limit: 1 },
      { id: "other-site", url: "https://keystone-auto-finance.example.com", limit: 100 },
      { id: "left", url: `${moving}/#top`, limit: 100 },
    ];
    const { left, kept } = matchLeftCrawls(
      [inFlight, start("b", { jobId: "named", startedAt: 500 })],
      active,
      2_000,
      new Set(["mine-now"]),
    );
    expect(left.map((crawl) => [crawl.startId, crawl.jobId, crawl.matchedBy])).toEqual([
      ["b", "named", "id"],
      ["a", "left", "address"],
    ]);
    expect(kept.map((kept) => kept.id)).toEqual(["b", "a"]);
  });

  it("gives two starts of one address two crawls, and a crawl with no limit given to either", () => {
    const { left } = matchLeftCrawls(
      [start("a"), start("b", { startedAt: 2_000 }), start("c", { startedAt: 3_000 })],
      [
        { id: "x", url: moving },
        { id: "y", url: moving, limit: 100 },
      ],
      4_000,
    );
    expect(left.map((crawl) => `${crawl.startId}:${crawl.jobId}`)).toEqual(["a:x", "b:y"]);
  });

  it("keeps a start not yet in the list for its grace period, asking again, then forgets it", () => {
    const inFlight = start("a");
    expect(matchLeftCrawls([inFlight], [], 1_000 + START_GRACE_MS - 1)).toEqual({
      left: [],
      kept: [inFlight],
      recheck: true,
    });
    expect(matchLeftCrawls([inFlight], [], 1_000 + START_GRACE_MS)).toEqual({
      left: [],
      kept: [],
      recheck: false,
    });
  });
});
