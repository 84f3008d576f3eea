import { describe, expect, it } from "vitest";
import { trendLayout, type TrendInput } from "./trend-layout";

const crawl = (score: number | undefined, error = 0, warning = 0, notice = 0): TrendInput => ({
  score,
  counts: { error, warning, notice },
});

/** Every number of the layout, flattened, to find a `NaN` or an infinity anywhere in it. */
function numbers(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbers);
  return [];
}

describe("trendLayout", () => {
  it("places crawls left to right in the order given, one column each", () => {
    const layout = trendLayout([crawl(50), crawl(70), crawl(60)], 600);
    const xs = layout.marks.map((mark) => mark.x);
    expect(xs[0]).toBeLessThan(xs[1] ?? 0);
    expect(xs[1]).toBeLessThan(xs[2] ?? 0);
    expect(layout.marks.map((mark) => mark.y)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    // Higher scores sit higher: a smaller y.
    expect(layout.marks[1]?.y).toBeLessThan(layout.marks[2]?.y ?? 0);
    expect(layout.line).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
  });

  it("draws one crawl as one point, inside the plot, without a line to nowhere", () => {
    const layout = trendLayout([crawl(100, 1)], 320);
    expect(layout.marks).toHaveLength(1);
    const [mark] = layout.marks;
    expect(mark?.x).toBeGreaterThan(layout.left);
    expect(mark?.x).toBeLessThan(layout.right);
    expect(mark?.y).toBe(layout.scoreTop);
    expect(numbers(layout).every(Number.isFinite)).toBe(true);
  });

  it("has no NaN for no crawls, no issues at all, or a crawl without a score", () => {
    for (const points of [[], [crawl(0), crawl(0)], [crawl(undefined), crawl(80)]]) {
      expect(numbers(trendLayout(points, 280)).every(Number.isFinite)).toBe(true);
    }
  });

  it("leaves a gap in the line where a crawl has no score", () => {
    const layout = trendLayout([crawl(40), crawl(undefined), crawl(60), crawl(70)], 600);
    expect(layout.marks[1]?.y).toBeUndefined();
    expect(layout.line.match(/M/g)).toHaveLength(2);
  });

  it("stacks errors at the bottom, then warnings, then notices, up to the largest total", () => {
    const layout = trendLayout([crawl(50, 2, 3, 5), crawl(50, 1, 0, 0)], 600);
    const [error, warning, notice] = layout.marks[0]?.segments ?? [];
    expect([error?.severity, warning?.severity, notice?.severity]).toEqual([
      "error",
      "warning",
      "notice",
    ]);
    expect(error?.y ?? 0).toBeGreaterThan(warning?.y ?? 0);
    expect(warning?.y ?? 0).toBeGreaterThan(notice?.y ?? 0);
    expect((warning?.height ?? 0) / (error?.height ?? 1)).toBeCloseTo(3 / 2);
    expect(notice?.y).toBe(layout.barsTop);
    expect(layout.countTicks.map((tick) => tick.value)).toEqual([0, 5, 10]);
    expect(layout.countTicks.every((tick) => Number.isInteger(tick.value))).toBe(true);
  });

  it("ends a date at the edge rather than centring it past the edge", () => {
    const marks = trendLayout(
      Array.from({ length: 40 }, () => crawl(90)),
      320,
    ).marks;
    expect(marks.at(-1)).toMatchObject({ labelX: 320, labelAnchor: "end" });
    expect(marks[0]).toMatchObject({ labelAnchor: "middle" });
    expect(marks[0]?.labelX).toBe(marks[0]?.x);
  });

  it("writes only as many dates as fit, always the latest crawl's", () => {
    const points = Array.from({ length: 30 }, () => crawl(90));
    const narrow = trendLayout(points, 320).marks.map((mark) => mark.labelled);
    const wide = trendLayout(points, 2400).marks.map((mark) => mark.labelled);
    expect(narrow.at(-1)).toBe(true);
    expect(narrow.filter(Boolean).length).toBeLessThanOrEqual(Math.floor((320 - 56) / 64) + 1);
    expect(wide.every(Boolean)).toBe(true);
  });
});
