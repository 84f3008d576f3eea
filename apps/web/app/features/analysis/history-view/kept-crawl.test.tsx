import { CATALOGUE, analyseCrawl } from "@keystone/site-audit";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { type CrawlRecord, toCrawlRecord } from "../history/crawl-record";
import { onHistoryChange } from "../history/history-changes";
import { type HistoryEntry, historyEntries } from "../history/history-entry";
import type { HistoryStore } from "../history/history-store";
import { readCrawlRecord } from "../history/read-crawl-record";
import { createInsightsController } from "../insights/insights-controller";
import { savedAuditOf } from "../saved/saved-audit";
import { compareKept, crawlSummary } from "./kept-crawl";
import { KeptCrawlLine } from "./kept-crawl-line";
import { trendPoints } from "./trend-points";

const root = "https://moving.example.com";
const site = siteConfig.analysedSites[0];
if (!site) throw new Error("no analysed site");

/** The home page links to /gone (404) in the first crawl; the second fixed the link, added /new. */
async function crawl(crawledAt: number, revision: 0 | 1): Promise<CrawlRecord> {
  const pages = [
    {
      html: revision === 0 ? `<h1>Home</h1><a href="${root}/gone">gone</a>` : "<h1>Home</h1>",
      markdown: `Home ${revision}`,
      metadata: { title: "Home", sourceURL: `${root}/`, statusCode: 200 },
    },
    { metadata: { sourceURL: `${root}/gone`, statusCode: 404 } },
    ...(revision === 1
      ? [
          {
            html: "<h1>New</h1>",
            metadata: { title: "New", sourceURL: `${root}/new`, statusCode: 200 },
          },
        ]
      : []),
  ];
  return toCrawlRecord("moving", crawledAt, await analyseCrawl(pages, `${root}/`));
}

/** As the tool saved a crawl before the audit (catalogue version 1): no severity, no score. */
const versionOne = {
  siteId: "moving",
  crawledAt: Date.UTC(2025, 6, 1, 9, 30),
  pages: [
    { key: root, url: `${root}/`, title: "Home", hash: "a".repeat(64) },
    { key: `${root}/gone`, url: `${root}/gone`, title: "", hash: "b".repeat(64) },
  ],
  issues: [
    {
      id: "missing-title",
      label: "Pages without a title",
      items: [{ url: `${root}/gone`, note: "no title" }],
      total: 1,
    },
  ],
  bytes: 800,
};

const entriesOf = (...values: unknown[]): HistoryEntry[] =>
  historyEntries(
    values.map((value, index) => ({ id: index + 1, value })),
    "moving",
  );

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a kept crawl's line and point", () => {
  it("gives a new record's own score and counts, and estimates an older record's", async () => {
    const today = await crawl(2000, 0);
    expect(crawlSummary(today)).toEqual({
      crawledAt: 2000,
      pages: 2,
      score: today.health?.score,
      counts: today.counts,
      estimated: false,
    });
    // Both pages have an error: the 404 and the home page that links to it.
    expect(today.health).toEqual({ score: 0, pages: 2, pagesWithErrors: 2 });

    const [older] = entriesOf(versionOne);
    if (!older?.read.ok) throw new Error("version 1 should read");
    expect(crawlSummary(older.read.record)).toEqual({
      crawledAt: versionOne.crawledAt,
      pages: 2,
      score: 50,
      counts: { error: 1, warning: 0, notice: 0 },
      estimated: true,
    });
    const line = renderToStaticMarkup(
      <KeptCrawlLine
        entry={older}
        latest
        opened={false}
        ticked={false}
        tickable
        busy={false}
        onOpen={() => undefined}
        onTick={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(text(line)).toContain(
      "(latest): 2 pages, health score 50 (estimated), 1 error, 0 warnings, 0 notices",
    );
  });

  it("says why a record that does not read is listed without figures, and still offers Delete", () => {
    const [damaged] = entriesOf({ ...versionOne, issues: "abc" });
    if (!damaged) throw new Error("listed");
    const line = renderToStaticMarkup(
      <KeptCrawlLine
        entry={damaged}
        latest={false}
        opened={false}
        ticked={false}
        tickable={false}
        busy={false}
        onOpen={() => undefined}
        onTick={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(text(line)).toContain("could not be read: issues: expected array.");
    expect(line).toContain(">Delete</button>");
    expect(line).not.toContain("Open");
  });

  it("opens a kept crawl as the audit's views show it, with its exact score and today's explanations", async () => {
    const today = await crawl(2000, 0);
    // The record kept two of the four error items the audit had: the score is still the audit's.
    const cut = {
      ...today,
      issues: today.issues.map((issue) =>
        issue.severity === "error" ? { ...issue, items: issue.items.slice(0, 0) } : issue,
      ),
    };
    const kept = savedAuditOf(cut, CATALOGUE);
    expect(kept.audit.health).toEqual(today.health);
    expect(kept.audit.counts).toEqual(today.counts);
    expect(kept.healthFromKeptPages).toBe(false);
    const broken = kept.audit.issues.find((issue) => issue.id === "status-4xx");
    expect(broken?.how).toBe(CATALOGUE.find((check) => check.id === "status-4xx")?.how);
  });
});

describe("comparing two kept crawls", () => {
  it("lists the issues fixed and new and the pages added from the older to the newer, in either order chosen", async () => {
    const entries = entriesOf(await crawl(1000, 0), await crawl(2000, 1));
    const comparison = compareKept(entries, 1, 2);
    if (comparison.kind !== "diff") throw new Error(comparison.kind);
    expect(comparison.diff.added.map((page) => page.url)).toEqual([`${root}/new`]);
    expect(comparison.diff.fixed).toContainEqual(
      expect.objectContaining({ checkId: "broken-links", url: `${root}/` }),
    );
    expect(comparison.diff.previousAt).toBe(1000);
    expect(comparison.diff.currentAt).toBe(2000);
  });

  it("compares a record of catalogue version 1 on the checks both ran, naming the others", async () => {
    const entries = entriesOf(versionOne, await crawl(2000, 0));
    const comparison = compareKept(entries, 1, 2);
    if (comparison.kind !== "diff") throw new Error(comparison.kind);
    expect(comparison.diff.notCompared.map((check) => check.id)).toContain("status-4xx");
    expect(comparison.diff.notCompared.map((check) => check.id)).not.toContain("missing-title");
  });

  it("says when a crawl is no longer kept or does not read", async () => {
    const entries = entriesOf(await crawl(1000, 0), { ...versionOne, pages: null });
    expect(compareKept(entries, 1, 7)).toEqual({ kind: "missing" });
    expect(compareKept(entries, 1, 2)).toEqual({
      kind: "not-comparable",
      problem: "pages: expected array",
    });
  });
});

describe("the health trend's points", () => {
  it("are the readable crawls oldest first by save order, with their scores, the newest and the opened labelled", async () => {
    // The second crawl was dated by a clock set back a year: it stays after the first.
    const year = 365 * 24 * 3600 * 1000;
    const first = await crawl(2 * year, 0);
    const second = await crawl(year, 1);
    const entries = entriesOf(versionOne, first, "damaged", second);
    const points = trendPoints(entries, 2);
    expect(points.map((point) => [point.id, point.score, point.label])).toEqual([
      ["1", 50, "estimated"],
      ["2", first.health?.score, "opened"],
      ["4", second.health?.score, "latest"],
    ]);
    expect(points.map((point) => point.time)).toEqual([versionOne.crawledAt, 2 * year, year]);
    expect(points[2]?.counts).toEqual(second.counts);
    expect(points[2]?.pages).toBe(3);
  });
});

describe("the history's views hear of every change", () => {
  it("is told of each crawl the insights controller files and of a cleared history", async () => {
    const records: unknown[] = [];
    const store: HistoryStore = {
      latest: async (siteId) => {
        const saved = records.at(-1);
        return saved === undefined ? undefined : readCrawlRecord(saved, siteId);
      },
      save: async (record) => {
        records.push(record);
      },
      clear: async () => {
        records.length = 0;
      },
    };
    const controller = createInsightsController({
      analyse: (result, analysed) => analyseCrawl(result.data, analysed.url),
      openHistory: async () => store,
      now: () => 1000,
    });
    const heard: (string | undefined)[] = [];
    const stop = onHistoryChange((siteId) => heard.push(siteId));
    await controller.observe(site, {
      status: "completed",
      completed: 1,
      creditsUsed: 1,
      data: [
        {
          markdown: "Home",
          metadata: { title: "Home", sourceURL: `${site.url}/`, statusCode: 200 },
        },
      ],
    });
    expect(heard).toEqual([site.id]);
    await controller.clearHistory();
    expect(heard).toEqual([site.id, undefined]);
    stop();
  });
});
