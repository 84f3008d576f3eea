import { describe, expect, it } from "vitest";
import { barsLayout, fitLabel } from "./bars-layout";

describe("fitLabel", () => {
  it.each([
    ["Links", 10, "Links"],
    ["Meta descriptions", 10, "Meta desc…"],
    ["Meta descriptions", 0, "Met…"],
    // Cut between characters, not in the middle of a surrogate pair.
    ["🏠🏠🏠🏠🏠🏠", 5, "🏠🏠🏠🏠…"],
  ])("fits %j in %i characters as %j", (text, characters, fitted) => {
    expect(fitLabel(text, characters)).toBe(fitted);
  });
});

describe("barsLayout", () => {
  it("scales bars to the largest total and stacks the severities in order", () => {
    const layout = barsLayout(
      [
        {
          kind: "bar",
          key: "a",
          label: "A",
          total: 10,
          counts: { error: 5, warning: 3, notice: 2 },
        },
        {
          kind: "bar",
          key: "b",
          label: "B",
          total: 5,
          counts: { error: 0, warning: 5, notice: 0 },
        },
      ],
      400,
    );
    const [a, b] = layout.rows;
    expect(a?.parts.map((part) => [part.severity, part.x, part.width])).toEqual([
      ["error", 0, 200],
      ["warning", 200, 120],
      ["notice", 320, 80],
    ]);
    expect(b?.parts.map((part) => part.width)).toEqual([0, 200, 0]);
    expect(b?.labelY).toBeGreaterThan(a?.barY ?? Infinity);
  });

  it("keeps every bar at width 0, not NaN, when all totals are 0", () => {
    const layout = barsLayout(
      [
        { kind: "bar", key: "a", label: "A", total: 0 },
        { kind: "bar", key: "b", label: "B", total: 0 },
      ],
      300,
    );
    expect(layout.rows.flatMap((row) => row.parts.map((part) => part.width))).toEqual([0, 0]);
  });

  it("gives a heading its own shorter line and no bar", () => {
    const layout = barsLayout(
      [
        { kind: "heading", key: "h", label: "Links" },
        { kind: "bar", key: "a", label: "Moving", total: 1 },
      ],
      300,
    );
    expect(layout.rows[0]?.parts).toEqual([]);
    expect(layout.height).toBe(24 + 40);
  });

  it("draws nothing, at height 0, for no rows", () => {
    expect(barsLayout([], 300)).toMatchObject({ rows: [], height: 0 });
  });
});
