import { analyseCrawl } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { toCrawlRecord } from "./crawl-record";
import { historyEntries } from "./history-entry";

const root = "https://moving.example.com";

async function recordAt(crawledAt: number) {
  const pages = [
    { markdown: "# Home", metadata: { title: "Home", sourceURL: `${root}/`, statusCode: 200 } },
  ];
  return toCrawlRecord("moving", crawledAt, await analyseCrawl(pages, `${root}/`));
}

describe("the kept crawls of a site, as the history lists them", () => {
  it("lists them newest first by the order they were saved, a clock that moved backwards included", async () => {
    // Saved as ids 4, 9 and 12; the clock was set back a day between the first two saves.
    const day = 24 * 3600 * 1000;
    const stored = [
      { id: 12, value: await recordAt(5 * day) },
      { id: 4, value: await recordAt(10 * day) },
      { id: 9, value: await recordAt(9 * day) },
    ];
    const entries = historyEntries(stored, "moving");
    expect(entries.map((entry) => entry.id)).toEqual([12, 9, 4]);
    expect(entries.map((entry) => entry.crawledAt)).toEqual([5 * day, 9 * day, 10 * day]);
    // Each record carries its store id, which the views open and compare it by.
    expect(entries.map((entry) => entry.read.ok && entry.read.record.id)).toEqual([12, 9, 4]);
  });

  it("lists a record that does not read with its problem and its date, and the others as they are", async () => {
    const today = await recordAt(3000);
    const stored = [
      { id: 1, value: { ...today, issues: null } },
      { id: 2, value: "not a record" },
      { id: 3, value: today },
      { id: 4, value: { ...today, crawledAt: Number.NaN, pages: 7 } },
    ];
    const entries = historyEntries(stored, "moving");
    expect(entries.map(({ id, read, crawledAt }) => [id, read.ok, crawledAt])).toEqual([
      [4, false, undefined],
      [3, true, 3000],
      [2, false, undefined],
      [1, false, 3000],
    ]);
    expect(entries[3]?.read).toEqual({ ok: false, problem: "issues: expected array" });
    expect(entries[2]?.read).toEqual({ ok: false, problem: "expected object" });
  });

  it("reads a record of catalogue version 1, and drops a damaged score rather than the record", async () => {
    const versionOne = {
      siteId: "moving",
      crawledAt: 1000,
      pages: [{ key: root, url: `${root}/`, title: "Home", hash: "a".repeat(64) }],
      issues: [{ id: "missing-title", label: "Pages without a title", items: [] }],
      bytes: 800,
    };
    const damagedScore = {
      ...(await recordAt(2000)),
      health: { score: "high" },
      counts: { error: -1 },
    };
    const entries = historyEntries(
      [
        { id: 1, value: versionOne },
        { id: 2, value: damagedScore },
      ],
      "moving",
    );
    expect(entries.map((entry) => entry.read.ok)).toEqual([true, true]);
    const [damaged, first] = entries;
    expect(damaged?.read.ok && damaged.read.record.health).toBeUndefined();
    expect(damaged?.read.ok && damaged.read.record.counts).toBeUndefined();
    expect(first?.read.ok && first.read.record.catalogueVersion).toBeUndefined();
  });
});
