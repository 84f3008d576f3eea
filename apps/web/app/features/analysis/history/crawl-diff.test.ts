import { describe, expect, it } from "vitest";
import { diffCrawls } from "./crawl-diff";
import type { CrawlRecord } from "./crawl-record";

const record = (
  crawledAt: number,
  pages: [string, string][],
  missingTitles: string[],
): CrawlRecord => ({
  siteId: "moving",
  crawledAt,
  pages: pages.map(([key, hash]) => ({ key, url: key, title: `Title ${key}`, hash })),
  issues: [
    {
      id: "missing-title",
      label: "Pages without a title",
      items: missingTitles.map((url) => ({ url, note: "no title" })),
    },
  ],
  bytes: 0,
});

describe("diffCrawls", () => {
  it("finds pages added, removed and changed, and findings fixed and new", () => {
    const previous = record(
      1000,
      [
        ["/", "h0"],
        ["/a", "h1"],
        ["/b", "h2"],
      ],
      ["/a"],
    );
    const current = record(
      2000,
      [
        ["/", "h0"],
        ["/a", "h1-new"],
        ["/c", "h3"],
      ],
      ["/c"],
    );
    const diff = diffCrawls(previous, current);
    expect(diff.previousAt).toBe(1000);
    expect(diff.currentAt).toBe(2000);
    expect(diff.added.map((page) => page.key)).toEqual(["/c"]);
    expect(diff.removed.map((page) => page.key)).toEqual(["/b"]);
    expect(diff.changed.map((page) => page.key)).toEqual(["/a"]);
    expect(diff.fixed).toEqual([{ label: "Pages without a title", url: "/a", note: "no title" }]);
    expect(diff.new).toEqual([{ label: "Pages without a title", url: "/c", note: "no title" }]);
  });

  it("reports nothing for two identical crawls", () => {
    const same = record(1, [["/", "h"]], ["/"]);
    const diff = diffCrawls(same, { ...same, crawledAt: 2 });
    expect([diff.added, diff.removed, diff.changed, diff.fixed, diff.new]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
