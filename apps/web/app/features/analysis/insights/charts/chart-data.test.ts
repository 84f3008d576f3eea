import {
  type CrawledPage,
  type IssueGroup,
  type Listing,
  type Severity,
  analyseCrawl,
} from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { categoryCounts, comparisonSeries } from "./category-counts";
import { depthBuckets } from "./depth-buckets";
import { STRUCTURE_MAX_CHILDREN, STRUCTURE_MAX_DEPTH, structureTree } from "./structure-tree";
import type { StructureNode } from "./chart-types";

const SITE = "https://moving.example";

const issue = (
  id: string,
  category: IssueGroup["category"],
  severity: Severity,
  urls: readonly string[],
  total = urls.length,
): IssueGroup => ({
  id,
  label: `Issue ${id}`,
  category,
  severity,
  why: "Why.",
  how: "How.",
  source: "html",
  items: urls.map((url) => ({ url, detail: "detail" })),
  total,
});

const listing = (id: string, total: number, kept = Math.min(total, 3)): Listing => ({
  id,
  label: id,
  items: Array.from({ length: kept }, (_, index) => ({
    url: `${SITE}/${id}/${index}`,
    detail: "",
  })),
  total,
});

const page = (path: string): CrawledPage => ({
  markdown: "text",
  metadata: { sourceURL: `${SITE}${path}`, statusCode: 200 },
});

/** Every node of a tree, depth first, without recursion (a hostile tree could be deep). */
function allNodes(root: StructureNode): StructureNode[] {
  const nodes: StructureNode[] = [];
  const stack = [root];
  for (let next = stack.pop(); next; next = stack.pop()) {
    nodes.push(next);
    stack.push(...next.children);
  }
  return nodes;
}

const find = (root: StructureNode, id: string) => allNodes(root).find((node) => node.id === id);

describe("categoryCounts", () => {
  it("counts every item per category and severity, in the catalogue's order, with its labels", () => {
    const categories = categoryCounts({
      issues: [
        issue("a", "titles", "warning", [`${SITE}/a`], 7),
        issue("b", "links", "error", [`${SITE}/a`, `${SITE}/b`], 12_345),
        issue("c", "titles", "notice", [`${SITE}/c`]),
        issue("d", "links", "error", [`${SITE}/d`]),
      ],
    });
    expect(categories).toEqual([
      { id: "links", label: "Links", counts: { error: 12_346, warning: 0, notice: 0 } },
      { id: "titles", label: "Titles", counts: { error: 0, warning: 7, notice: 1 } },
    ]);
  });

  it("gives no category for an audit without issues, and keeps a category it does not know", () => {
    expect(categoryCounts({ issues: [] })).toEqual([]);
    const older = { ...issue("x", "links", "notice", [`${SITE}/`]), category: "retired" as never };
    expect(categoryCounts({ issues: [older] })).toEqual([
      { id: "retired", label: "retired", counts: { error: 0, warning: 0, notice: 1 } },
    ]);
  });

  it("aligns the sites of the comparison on the same categories, 0 where a site has none", () => {
    const series = comparisonSeries([
      { id: "moving", name: "Moving", issues: [issue("a", "titles", "warning", [`${SITE}/`])] },
      { id: "cleaning", name: "Cleaning", issues: [issue("b", "links", "error", [`${SITE}/`])] },
      { id: "empty", name: "Empty", issues: [] },
    ]);
    expect(series.map((site) => site.categories.map((category) => category.id))).toEqual([
      ["links", "titles"],
      ["links", "titles"],
      ["links", "titles"],
    ]);
    expect(series[0]?.categories[0]?.counts).toEqual({ error: 0, warning: 0, notice: 0 });
    expect(series[1]?.categories[0]?.counts).toEqual({ error: 1, warning: 0, notice: 0 });
    expect(series[2]?.name).toBe("Empty");
  });
});

describe("depthBuckets", () => {
  const labels = ["0 (start URL)", "1", "2", "3", "4", "5+", "Not reached"];

  it("gives every bucket, the true totals, depths from 5 on in one", () => {
    const buckets = depthBuckets([
      listing("depth-0", 1),
      listing("depth-1", 40, 3),
      listing("depth-3", 2),
      listing("depth-5", 4),
      listing("depth-9", 6_000, 5_000),
      listing("depth-unreached", 3),
    ]);
    expect(buckets.map((bucket) => bucket.label)).toEqual(labels);
    expect(buckets.map((bucket) => bucket.pages)).toEqual([1, 40, 0, 2, 0, 6_004, 3]);
  });

  it("is all zeros, never NaN, for an empty crawl or an audit saved without listings", () => {
    for (const depths of [[], undefined]) {
      const buckets = depthBuckets(depths);
      expect(buckets.map((bucket) => bucket.label)).toEqual(labels);
      expect(buckets.every((bucket) => bucket.pages === 0)).toBe(true);
    }
  });

  it("leaves out listings it does not know instead of guessing a depth", () => {
    const buckets = depthBuckets([
      listing("depth-2", 5),
      listing("depth-abc", 9),
      listing("depth-99999999999999", 9),
      listing("size", 9),
    ]);
    expect(buckets.reduce((sum, bucket) => sum + bucket.pages, 0)).toBe(5);
  });
});

describe("structureTree", () => {
  it("nests same-host pages by path, counts pages at and under each node, worst severity up", () => {
    const { root, otherHost, noAddress } = structureTree(
      [
        page("/"),
        page("/services"),
        page("/services/packing/"),
        page("/services/storage"),
        page("/blog/2024/move?x=1"),
        { metadata: { sourceURL: "https://elsewhere.example/services" } },
        { metadata: {} },
      ],
      {
        issues: [
          issue("n", "urls", "notice", [`${SITE}/services/storage`]),
          issue("w", "titles", "warning", [`${SITE}/services/packing`]),
          issue("e", "links", "error", [`${SITE}/blog/2024/move`]),
        ],
      },
    );
    expect(otherHost).toBe(1);
    expect(noAddress).toBe(1);
    expect(root).toMatchObject({ id: "/", name: "/", pages: 5, worst: "error" });
    expect(root.url).toBe(`${SITE}/`);
    expect(root.children.map((child) => [child.id, child.pages])).toEqual([
      ["/services", 3],
      ["/blog", 1],
    ]);
    expect(find(root, "/services")).toMatchObject({ worst: "warning", url: `${SITE}/services` });
    expect(find(root, "/services/storage")).toMatchObject({ pages: 1, worst: "notice" });
    expect(find(root, "/services/packing")?.url).toBe(`${SITE}/services/packing/`);
    // A directory without a page of its own has no address, only what is under it.
    expect(find(root, "/blog/2024")).toMatchObject({ pages: 1, worst: "error" });
    expect(find(root, "/blog/2024")?.url).toBeUndefined();
    expect(find(root, "/blog/2024/move")?.worst).toBe("error");
  });

  it("draws an empty crawl as a root of 0 pages", () => {
    expect(structureTree([], { issues: [] })).toEqual({
      root: { id: "/", name: "/", pages: 0, children: [] },
      otherHost: 0,
      noAddress: 0,
    });
  });

  it("takes the host from the audit's start URL, and decodes segments for their names", () => {
    const { root, otherHost } = structureTree(
      [{ metadata: { sourceURL: "https://cdn.example/x" } }, page("/caf%C3%A9/%E2%8")],
      {
        issues: [],
        listings: { statuses: [], depths: [listing("depth-0", 1)], largest: listing("l", 0) },
      },
    );
    expect(otherHost).toBe(1);
    expect(root.children[0]?.name).toBe("café");
    expect(root.children[0]?.children[0]?.name).toBe("%E2%8");
  });

  it("lays out 100 pages with every page counted", async () => {
    const pages = Array.from({ length: 100 }, (_, index) =>
      page(index === 0 ? "/" : `/section-${index % 7}/page-${index}`),
    );
    const { audit } = await analyseCrawl(pages, `${SITE}/`);
    const { root } = structureTree(pages, audit);
    expect(root.pages).toBe(100);
    expect(root.children).toHaveLength(7);
    expect(root.children.reduce((sum, child) => sum + child.pages, 0)).toBe(99);
    expect(allNodes(root).filter((node) => node.url !== undefined)).toHaveLength(100);
  });

  it("caps depth and children on hostile addresses, keeping the true totals", () => {
    const deep = `/${"a/".repeat(5_000)}end`;
    const wide = Array.from({ length: STRUCTURE_MAX_CHILDREN + 50 }, (_, index) =>
      page(`/wide/${index}`),
    );
    const { root } = structureTree([page(deep), page(`/${"x".repeat(100_000)}`), ...wide], {
      issues: [issue("e", "links", "error", [`${SITE}/wide/120`])],
    });
    expect(root.pages).toBe(wide.length + 2);
    const depth = (node: StructureNode): number => {
      let levels = 0;
      for (let at = node.children[0]; at; at = at.children[0]) levels += 1;
      return levels;
    };
    expect(depth(find(root, "/a") ?? root)).toBe(STRUCTURE_MAX_DEPTH - 1);
    const wideNode = find(root, "/wide");
    expect(wideNode?.children).toHaveLength(STRUCTURE_MAX_CHILDREN + 1);
    const more = wideNode?.children.at(-1);
    expect(more).toMatchObject({ id: "/wide/…", name: "50 more paths", pages: 50 });
    expect(wideNode?.children.reduce((sum, child) => sum + child.pages, 0)).toBe(wide.length);
    expect(wideNode?.worst).toBe("error");
    const long = root.children.find((child) => child.name.startsWith("x"));
    expect(long?.name.length).toBeLessThanOrEqual(60);
    expect(long?.id.length).toBeLessThanOrEqual(201);
  });

  it("stays linear in the length of a hostile address", () => {
    // The time for a 10x longer address stays within 10x (and generous slack), not 100x.
    const time = (segments: number) => {
      const pages = Array.from({ length: 20 }, (_, index) =>
        page(`/${index}/${"%2F%E2%80%A6/".repeat(segments)}`),
      );
      const issues = [
        issue(
          "e",
          "links",
          "error",
          pages.map((one) => one.metadata?.sourceURL ?? ""),
        ),
      ];
      const start = performance.now();
      for (let run = 0; run < 3; run += 1) structureTree(pages, { issues });
      return performance.now() - start;
    };
    time(1_000);
    const small = time(2_000);
    const large = time(20_000);
    expect(large / Math.max(small, 1)).toBeLessThan(40);
  });
});
