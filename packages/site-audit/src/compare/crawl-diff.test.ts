import { describe, expect, it } from "vitest";
import { diffCrawls } from "./crawl-diff";
import type { AuditSnapshot, RecordedPage } from "./audit-snapshot";

const checks = [
  { id: "missing-title", label: "Page without a title" },
  { id: "broken-links", label: "Link to a broken page (4xx or 5xx)" },
];

const page = (key: string, hash: string, fields: Partial<RecordedPage> = {}): RecordedPage => ({
  key,
  url: key,
  title: `Title ${key}`,
  description: `About ${key}`,
  status: 200,
  h1: `Heading ${key}`,
  hash,
  ...fields,
});

const record = (
  crawledAt: number,
  pages: RecordedPage[],
  missingTitles: string[],
  brokenLinks: [string, string][] = [],
): AuditSnapshot => ({
  crawledAt,
  catalogueVersion: 2,
  checks,
  pages,
  issues: [
    {
      id: "missing-title",
      label: "Page without a title",
      severity: "error",
      category: "titles",
      items: missingTitles.map((url) => ({ url, detail: "no title" })),
    },
    {
      id: "broken-links",
      label: "Link to a broken page (4xx or 5xx)",
      severity: "error",
      category: "links",
      items: brokenLinks.map(([url, target]) => ({ url, detail: `links to ${target}`, target })),
    },
  ],
});

describe("diffCrawls", () => {
  it("finds pages added, removed and changed, and issues fixed and new per check and page", () => {
    const previous = record(1000, [page("/", "h0"), page("/a", "h1"), page("/b", "h2")], ["/a"]);
    const current = record(2000, [page("/", "h0"), page("/a", "h1-new"), page("/c", "h3")], ["/c"]);
    const diff = diffCrawls(previous, current);
    expect(diff.previousAt).toBe(1000);
    expect(diff.currentAt).toBe(2000);
    expect(diff.added.map((added) => added.key)).toEqual(["/c"]);
    expect(diff.removed.map((removed) => removed.key)).toEqual(["/b"]);
    expect(diff.changed.map((changed) => [changed.key, changed.fields])).toEqual([
      ["/a", ["content"]],
    ]);
    const change = {
      checkId: "missing-title",
      label: "Page without a title",
      severity: "error",
      category: "titles",
      detail: "no title",
    };
    expect(diff.fixed).toEqual([{ ...change, url: "/a" }]);
    expect(diff.new).toEqual([{ ...change, url: "/c" }]);
    expect(diff.notCompared).toEqual([]);
  });

  it("lists a page whose only change is its title, description, status or H1, saying which", () => {
    const previous = record(
      1,
      [page("/t", "h"), page("/d", "h"), page("/s", "h"), page("/h", "h")],
      [],
    );
    const current = record(
      2,
      [
        page("/t", "h", { title: "New title" }),
        page("/d", "h", { description: "New description" }),
        page("/s", "h", { status: 404 }),
        page("/h", "h", { h1: "New heading" }),
      ],
      [],
    );
    const diff = diffCrawls(previous, current);
    expect(diff.changed.map((changed) => [changed.key, changed.fields])).toEqual([
      ["/t", ["title"]],
      ["/d", ["description"]],
      ["/s", ["status"]],
      ["/h", ["h1"]],
    ]);
    expect(diff.changed[0]?.previous.title).toBe("Title /t");
  });

  it("tells two broken links of one page apart by their target", () => {
    const previous = record(1, [page("/", "h")], [], [["/", "/gone"]]);
    const current = record(
      2,
      [page("/", "h")],
      [],
      [
        ["/", "/gone"],
        ["/", "/lost"],
      ],
    );
    const diff = diffCrawls(previous, current);
    expect(diff.new.map((change) => change.target)).toEqual(["/lost"]);
    expect(diff.fixed).toEqual([]);
  });

  it("reports nothing for two identical crawls", () => {
    const same = record(1, [page("/", "h")], ["/"]);
    const diff = diffCrawls(same, { ...same, crawledAt: 2 });
    expect([diff.added, diff.removed, diff.changed, diff.fixed, diff.new]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it("compares a record of the older catalogue only on the checks both ran, and says so", () => {
    // A record saved before the audit: seven findings, items with a note, pages without H1.
    const legacy = {
      crawledAt: 1,
      pages: [{ key: "/", url: "/", title: "Title /", hash: "h" }],
      issues: [
        {
          id: "missing-title",
          label: "Pages without a title",
          items: [{ url: "/a", note: "no title" }],
        },
        {
          id: "thin-page",
          label: "Thin pages (fewer than 100 words)",
          items: [{ url: "/", note: "3 words" }],
        },
      ],
    } satisfies AuditSnapshot;
    const current: AuditSnapshot = {
      ...record(2, [page("/", "h")], ["/b"]),
      checks: [...checks, { id: "low-content", label: "Page under 200 words" }],
      issues: [
        ...record(2, [], ["/b"]).issues,
        {
          id: "low-content",
          label: "Page under 200 words",
          items: [{ url: "/", detail: "3 words" }],
        },
      ],
    };
    const diff = diffCrawls(legacy, current);
    expect(diff.fixed).toEqual([
      expect.objectContaining({
        checkId: "missing-title",
        url: "/a",
        detail: "no title",
        severity: "error",
      }),
    ]);
    expect(diff.new).toEqual([expect.objectContaining({ checkId: "missing-title", url: "/b" })]);
    const notCompared = diff.notCompared.map((check) => check.id);
    expect(notCompared).toContain("thin-page");
    expect(notCompared).toContain("low-content");
    expect(notCompared).not.toContain("missing-title");
    // The old page kept no description, status or H1: only its title and content are compared.
    expect(diff.changed).toEqual([]);
  });

  it("compares the broken links of a record without targets on the check and the page only", () => {
    // Catalogue version 1 kept a broken link as its page and a note, without the link's target.
    const legacy = {
      crawledAt: 1,
      pages: [{ key: "/", url: "/", title: "Title /", hash: "h" }],
      issues: [
        {
          id: "broken-links",
          label: "Broken internal links",
          items: [
            { url: "/a", note: "links to /gone (404)" },
            { url: "/b", note: "links to /lost (404)" },
          ],
        },
      ],
    } satisfies AuditSnapshot;
    const current = record(
      2,
      [page("/", "h")],
      [],
      [
        ["/a", "/gone"],
        ["/c", "/x"],
        ["/c", "/y"],
      ],
    );
    const diff = diffCrawls(legacy, current);
    expect(diff.fixed.map((change) => [change.checkId, change.url])).toEqual([
      ["broken-links", "/b"],
    ]);
    expect(diff.new.map((change) => [change.url, change.target])).toEqual([
      ["/c", "/x"],
      ["/c", "/y"],
    ]);
    expect(diff.notCompared.map((check) => check.id)).not.toContain("broken-links");
    // Against a record that keeps targets, the same broken link of /a is neither fixed nor new.
    const before = diffCrawls({ ...current, crawledAt: 1 }, current);
    expect([before.fixed, before.new]).toEqual([[], []]);
  });

  it("tells of an issue kept only in part just the changes it can know", () => {
    const items = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => `/page-${from + index}`);
    const cut = (crawledAt: number, kept: string[], total: number): AuditSnapshot => {
      const base = record(crawledAt, [page("/", "h")], kept);
      return { ...base, issues: base.issues.map((issue) => ({ ...issue, total })) };
    };
    // The previous crawl kept 100 of 150; pages 100 to 149 may have been among the 50 not kept.
    const previous = cut(1, items(0, 100), 150);
    const current = cut(2, items(50, 150), 100);
    const diff = diffCrawls(previous, current);
    expect(diff.new).toEqual([]);
    expect(diff.fixed.map((change) => change.url)).toEqual(items(0, 50));
  });
});
