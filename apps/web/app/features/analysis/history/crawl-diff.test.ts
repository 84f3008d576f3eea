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

  it("tells of a finding kept only in part just the changes it can know", () => {
    const items = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => `/page-${from + index}`);
    const cut = (crawledAt: number, kept: string[], total: number): CrawlRecord => {
      const base = record(crawledAt, [["/", "h"]], kept);
      const [issue] = base.issues;
      return { ...base, issues: issue ? [{ ...issue, total }] : [] };
    };
    // The previous crawl kept 100 of 150; pages 100 to 149 may have been among the 50 not kept.
    const previous = cut(1, items(0, 100), 150);
    const current = cut(2, items(50, 150), 100);
    const diff = diffCrawls(previous, current);
    expect(diff.new).toEqual([]);
    expect(diff.fixed.map((change) => change.url)).toEqual(items(0, 50));
  });
});
