import { describe, expect, it } from "vitest";
import { axisDateTexts, countOf, countsInWords, dateTimeText, scoreOf } from "./figures";

describe("figures", () => {
  it.each([
    [3, 3],
    [2.6, 3],
    [-1, 0],
    [Number.NaN, 0],
    [Infinity, 0],
  ])("counts %d as %d", (value, count) => {
    expect(countOf(value)).toBe(count);
  });

  it.each([
    [85, 85],
    [140, 100],
    [-5, 0],
    [Number.NaN, undefined],
  ])("scores %d as %j", (value, score) => {
    expect(scoreOf(value)).toBe(score);
  });

  it("says counts in words, singular for one", () => {
    expect(countsInWords({ error: 1, warning: 0, notice: 27 })).toBe(
      "1 error, 0 warnings, 27 notices",
    );
  });

  it("labels the axis by day, or by time when every crawl fell on one day", () => {
    const day = Date.UTC(2026, 10, 29, 12);
    expect(axisDateTexts([day, day + 86_400_000 * 3])).toEqual(
      [day, day + 86_400_000 * 3].map((time) =>
        new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(time),
      ),
    );
    const sameDay = axisDateTexts([day, day + 60_000]);
    expect(sameDay[0]).toMatch(/^\d\d:\d\d$/);
    expect(sameDay[0]).not.toBe(sameDay[1]);
    expect(axisDateTexts([Number.NaN])).toEqual(["?"]);
    expect(dateTimeText(Number.NaN)).toBe("Unknown date");
  });
});
