import { describe, expect, it } from "vitest";
import {
  ITEMS_KEPT_PER_PAGE,
  LISTED_PAGES_KEPT,
  capItems,
  keepWithinBudget,
  listing,
} from "./audit-caps";
import type { AuditItem, IssueGroup } from "./types";

const items = (count: number, url: (index: number) => string, chars = 10): AuditItem[] =>
  Array.from({ length: count }, (_, index) => ({
    url: url(index),
    detail: "d".repeat(chars - url(index).length),
  }));

const group = (id: string, groupItems: AuditItem[]): IssueGroup => ({
  id,
  label: id,
  category: "links",
  severity: "warning",
  why: "",
  how: "",
  source: "",
  items: groupItems,
  total: groupItems.length,
});

describe("capItems", () => {
  it("keeps a page's first items wherever they fall in the list, and marks its last kept", () => {
    // Two pages' items interleaved: a then b, over and over.
    const found = items(2 * ITEMS_KEPT_PER_PAGE + 6, (index) => (index % 2 === 0 ? "a" : "b"));
    const { items: kept, total } = capItems(found);
    expect(total).toBe(found.length);
    expect(kept).toHaveLength(2 * ITEMS_KEPT_PER_PAGE);
    expect(kept.filter((item) => item.url === "a")).toHaveLength(ITEMS_KEPT_PER_PAGE);
    expect(kept.map((item) => item.moreOnPage).filter((more) => more !== undefined)).toEqual([
      3, 3,
    ]);
  });

  it("leaves a list under the caps as it is", () => {
    const found = items(ITEMS_KEPT_PER_PAGE, () => "a");
    expect(capItems(found)).toEqual({ items: found, total: ITEMS_KEPT_PER_PAGE });
  });
});

describe("keepWithinBudget", () => {
  const small = group(
    "small",
    items(3, (index) => `s${index}`),
  );
  const large = group(
    "large",
    items(100, (index) => `l${index}`),
  );
  const larger = group(
    "larger",
    items(200, (index) => `x${index}`),
  );

  it("keeps every item of a group that needs less than an equal share, then shares the rest", () => {
    // Of 3,000 characters: 30 for the small group, 1,000 for the large one (under half of the
    // 2,970 left), and the 1,970 left after them for the larger one: 197 of its items.
    const kept = keepWithinBudget([larger, small, large], 3_000);
    expect(kept.map((each) => [each.id, each.items.length, each.total])).toEqual([
      ["larger", 197, 200],
      ["small", 3, 3],
      ["large", 100, 100],
    ]);
    expect(keepWithinBudget([larger, small], 1_000).map((each) => each.items.length)).toEqual([
      97, 3,
    ]);
  });

  it("leaves the groups as they are when they fit, and the same objects", () => {
    const groups = [small, large, larger];
    const kept = keepWithinBudget(groups, 3_030);
    expect(kept.every((each, index) => each === groups[index])).toBe(true);
  });
});

describe("listing", () => {
  it("keeps the first pages of a long listing beside its total", () => {
    const pages = items(LISTED_PAGES_KEPT + 7, (index) => `p${index}`);
    const kept = listing("status-HTTP 200", "HTTP 200", pages);
    expect([kept.items.length, kept.total]).toEqual([LISTED_PAGES_KEPT, LISTED_PAGES_KEPT + 7]);
  });
});
