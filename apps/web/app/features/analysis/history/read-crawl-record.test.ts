import { analyseCrawl, diffCrawls } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { type CrawlRecord, toCrawlRecord } from "./crawl-record";
import { readCrawlRecord } from "./read-crawl-record";

const root = "https://moving.example.com";

async function todaysRecord(): Promise<CrawlRecord> {
  const pages = [
    { markdown: "# Home", metadata: { title: "Home", sourceURL: `${root}/`, statusCode: 200 } },
    { metadata: { sourceURL: `${root}/gone`, statusCode: 404 } },
  ];
  return { ...toCrawlRecord("moving", 2000, await analyseCrawl(pages, `${root}/`)), id: 7 };
}

/** A record as the tool saved it before the audit (catalogue version 1), read back from the store. */
const versionOne = {
  id: 3,
  siteId: "moving",
  crawledAt: 1000,
  pages: [{ key: root, url: `${root}/`, title: "Home", hash: "a".repeat(64) }],
  issues: [
    { id: "missing-description", label: "Pages without a meta description", items: [] },
    {
      id: "missing-title",
      label: "Pages without a title",
      items: [{ url: `${root}/old`, note: "no title" }],
      total: 1,
    },
  ],
  bytes: 800,
};

/** `today` with one part replaced: the shapes a damaged or foreign record comes back in. */
const damaged = (today: CrawlRecord): [string, unknown, string][] => [
  ["issues: null", { ...today, issues: null }, "issues: expected array"],
  ["checks: {}", { ...today, checks: {} }, "checks: expected array"],
  ["no pages", { ...today, pages: undefined }, "pages: expected array"],
  [
    'items: "abc"',
    { ...today, issues: [{ ...today.issues[0], items: "abc" }] },
    "issues[0].items: expected array",
  ],
  [
    "an item with neither a detail nor a note",
    { ...today, issues: [{ ...today.issues[0], items: [{ url: "/" }] }] },
    "issues[0].items[0]: neither an item of today's shape nor one of catalogue version 1",
  ],
  [
    "an unknown severity",
    { ...today, issues: [{ ...today.issues[0], severity: "fatal" }] },
    "issues[0].severity: invalid value",
  ],
  ["a page without its digest", { ...today, pages: [{ key: "/", url: "/" }] }, "pages[0].title"],
  ["a date that is text", { ...today, crawledAt: "yesterday" }, "crawledAt: expected number"],
  ["not an object", "abc", "expected object"],
  ["nothing", null, "expected object"],
];

describe("a crawl record read back from the history", () => {
  it("accepts a record as this version saves it, unchanged", async () => {
    const today = await todaysRecord();
    expect(readCrawlRecord(structuredClone(today), "moving")).toEqual({ ok: true, record: today });
  });

  it("accepts a record of catalogue version 1: items with a note, no severity, no total, pages without description, status or H1", async () => {
    const read = readCrawlRecord(structuredClone(versionOne), "moving");
    expect(read).toEqual({ ok: true, record: versionOne });
    if (!read.ok) return;
    // And the diff reads it: the old finding compares with today's check of the same id.
    const diff = diffCrawls(read.record, await todaysRecord());
    expect(diff.fixed).toEqual([
      expect.objectContaining({ checkId: "missing-title", url: `${root}/old`, detail: "no title" }),
    ]);
    expect(diff.notCompared.map((check) => check.id)).not.toContain("missing-title");
  });

  it("reports each damaged shape by what is wrong, where today's diff would throw", async () => {
    const today = await todaysRecord();
    for (const [shape, value, problem] of damaged(today)) {
      const read = readCrawlRecord(value, "moving");
      expect(read, shape).toEqual({ ok: false, problem: expect.stringContaining(problem) });
    }
    // The first four are issue 38's: each of them makes the diff itself throw.
    for (const [shape, value] of damaged(today).slice(0, 4)) {
      expect(() => diffCrawls(value as CrawlRecord, today), shape).toThrow();
    }
  });

  it("refuses a record filed under another site", async () => {
    const today = await todaysRecord();
    expect(readCrawlRecord(today, "cleaning")).toEqual({
      ok: false,
      problem: "filed under another site",
    });
  });
});
