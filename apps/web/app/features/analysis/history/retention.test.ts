import { describe, expect, it } from "vitest";
import type { SiteId } from "../model/types";
import {
  CRAWLS_KEPT_PER_SITE,
  HISTORY_BYTES_CAP,
  crawlsToDrop,
  fitsHistory,
  newestCrawlId,
} from "./retention";

const crawl = (id: number, siteId: SiteId, bytes = 10) => ({ id, siteId, bytes });

describe("crawlsToDrop", () => {
  it("keeps the newest 10 crawls of each site", () => {
    const moving = Array.from({ length: 12 }, (_, index) => crawl(index + 1, "moving"));
    const cleaning = [crawl(100, "cleaning")];
    expect(CRAWLS_KEPT_PER_SITE).toBe(10);
    expect(crawlsToDrop([...moving, ...cleaning]).sort((a, b) => a - b)).toEqual([1, 2]);
  });

  it("drops the oldest crawls of any site until the rest fits the size cap", () => {
    const records = [crawl(1, "moving", 40), crawl(2, "cleaning", 40), crawl(3, "moving", 40)];
    expect(crawlsToDrop(records, 10, 100)).toEqual([1]);
    expect(crawlsToDrop(records, 10, 50)).toEqual([1, 2]);
  });

  it("keeps the cap true for the newest crawl too: one over it by itself is not saved", () => {
    expect(fitsHistory({ bytes: HISTORY_BYTES_CAP })).toBe(true);
    expect(fitsHistory({ bytes: HISTORY_BYTES_CAP + 1 })).toBe(false);
    // A crawl that large saved by an older version goes at the next save.
    expect(crawlsToDrop([crawl(1, "moving", 500), crawl(2, "moving", 50)], 10, 100)).toEqual([1]);
    expect(crawlsToDrop([crawl(1, "moving", 500)], 10, 100)).toEqual([1]);
  });
});

describe("the order of the history", () => {
  // Dated by a clock that ran a year ahead, then saved first: the crawls saved after it are newer.
  const yearAhead = Date.now() + 365 * 24 * 3600 * 1000;

  it("keeps the crawls saved last, whatever the clock said when they were dated", () => {
    const skewed = { ...crawl(1, "moving"), crawledAt: yearAhead };
    const later = Array.from({ length: 10 }, (_, index) => ({
      ...crawl(index + 2, "moving"),
      crawledAt: Date.now(),
    }));
    expect(crawlsToDrop([skewed, ...later])).toEqual([1]);
  });

  it("finds the crawl saved last by its store id", () => {
    expect(newestCrawlId([3, 12, 7])).toBe(12);
    expect(newestCrawlId([])).toBeUndefined();
  });
});
