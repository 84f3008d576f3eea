import { CATALOGUE, analyseCrawl } from "@keystone/site-audit";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import { type CrawlRecord, toCrawlRecord } from "../history/crawl-record";
import type { HistoryStore } from "../history/history-store";
import { readCrawlRecord } from "../history/read-crawl-record";
import { lastAudits } from "./last-audits";
import { savedAuditOf, savedAuditSummary, savedOnText } from "./saved-audit";

const root = "https://moving.example.com";
const [moving, cleaning, financial] = siteConfig.analysedSites;
if (!moving || !cleaning || !financial) throw new Error("three analysed sites expected");

async function todaysRecord(crawledAt = 2000): Promise<CrawlRecord> {
  const pages = [
    {
      html: `<h1>Home</h1><a href="${root}/gone">gone</a><a href="${root}/pricing-old">prices</a>`,
      metadata: { title: "Home", sourceURL: `${root}/`, statusCode: 200 },
    },
    { metadata: { sourceURL: `${root}/gone`, statusCode: 404 } },
    {
      html: "<h1>Pricing</h1>",
      metadata: {
        title: "Pricing",
        sourceURL: `${root}/pricing-old`,
        url: `${root}/pricing`,
        statusCode: 200,
      },
    },
  ];
  return toCrawlRecord("moving", crawledAt, await analyseCrawl(pages, `${root}/`));
}

/** As the tool saved a crawl before the audit (catalogue version 1), read back from the store. */
const versionOne = {
  id: 3,
  siteId: "moving",
  crawledAt: Date.UTC(2025, 6, 1, 9, 30),
  pages: [
    { key: root, url: `${root}/`, title: "Home", hash: "a".repeat(64) },
    { key: `${root}/old`, url: `${root}/old`, title: "", hash: "b".repeat(64) },
  ],
  issues: [
    { id: "missing-description", label: "Pages without a meta description", items: [] },
    {
      id: "missing-title",
      label: "Pages without a title",
      items: [{ url: `${root}/old`, note: "no title" }],
      total: 1,
    },
    {
      id: "thin-page",
      label: "Thin pages (fewer than 100 words)",
      items: [{ url: `${root}/`, note: "12 words" }],
    },
    { id: "a-check-nobody-knows", label: "Something", items: [{ url: `${root}/`, note: "?" }] },
  ],
  bytes: 800,
};

function read(value: unknown): CrawlRecord {
  const result = readCrawlRecord(value, "moving");
  if (!result.ok) throw new Error(result.problem);
  return result.record;
}

describe("a saved audit, read from a history record", () => {
  it("shows today's record as the audit was: issues with why and how, counts, health and checks", async () => {
    const record = read(JSON.parse(JSON.stringify(await todaysRecord())));
    const saved = savedAuditOf(record, CATALOGUE);
    const broken = saved.audit.issues.find((issue) => issue.id === "status-4xx");
    expect(broken).toMatchObject({
      severity: "error",
      category: "response-codes",
      total: 1,
      items: [{ url: `${root}/gone`, detail: "HTTP 404" }],
    });
    expect(broken?.why).toBe(CATALOGUE.find((check) => check.id === "status-4xx")?.why);
    expect(saved.audit.issues.map((issue) => issue.id)).toContain("redirected");
    // 3 pages, /gone has an error (and so does the home page, which links to it).
    expect(saved.audit.health).toEqual({ score: 33, pages: 3, pagesWithErrors: 2 });
    // A crawl without rawHtml or a sitemap runs every check that needs neither.
    expect(saved.audit.checksRun).toBe(CATALOGUE.filter((check) => !check.needs).length);
    expect(saved.audit.counts.error).toBe(
      record.issues
        .filter((issue) => issue.severity === "error")
        .reduce((sum, issue) => sum + (issue.total ?? 0), 0),
    );
    expect(saved.healthFromKeptPages).toBe(false);
    expect(savedAuditSummary(record)).toEqual({
      crawledAt: 2000,
      pages: 3,
      counts: saved.audit.counts,
    });
  });

  it("reads a record of catalogue version 1: severities and categories by id, notes as details, its seven checks", () => {
    const saved = savedAuditOf(read(versionOne), CATALOGUE);
    expect(
      saved.audit.issues.map(({ id, severity, category }) => [id, severity, category]),
    ).toEqual([
      ["missing-description", "warning", "descriptions"],
      ["missing-title", "error", "titles"],
      ["thin-page", "notice", "content"],
    ]);
    expect(saved.audit.issues[1]?.items).toEqual([{ url: `${root}/old`, detail: "no title" }]);
    expect(saved.audit.issues[2]?.why).toMatch(/no longer in the audit/);
    expect(saved.unknownChecks).toBe(1);
    expect(saved.audit.checksRun).toBe(7);
    expect(saved.audit.catalogueVersion).toBe(1);
    expect(saved.audit.health).toEqual({ score: 50, pages: 2, pagesWithErrors: 1 });
    expect(saved.audit.counts).toEqual({ error: 1, warning: 0, notice: 1 });
  });

  it("says when an error-level issue had more pages than the record kept (a record without the audit's own score)", async () => {
    // Records saved before issue 36 kept no score or counts: the score is estimated from the items.
    const record = { ...(await todaysRecord()) };
    delete record.health;
    delete record.counts;
    const cut = {
      ...record,
      issues: record.issues.map((issue) =>
        issue.id === "status-4xx" ? { ...issue, total: 250 } : issue,
      ),
    };
    const saved = savedAuditOf(cut, CATALOGUE);
    expect(saved.healthFromKeptPages).toBe(true);
    expect(saved.audit.counts.error).toBeGreaterThanOrEqual(250);
  });

  it("dates it in words", () => {
    expect(savedOnText(Date.UTC(2026, 10, 29, 14, 5), { timeZone: "UTC" })).toBe(
      "29 Nov 2026, 14:05",
    );
    expect(savedOnText(Date.UTC(2026, 10, 29, 14, 5, 9), { timeZone: "UTC", seconds: true })).toBe(
      "29 Nov 2026, 14:05:09",
    );
  });
});

describe("the last audits in this browser", () => {
  it("lists each site's newest record, in the sites' order, and names one that does not read", async () => {
    const today = await todaysRecord(5000);
    const stored: Record<string, unknown> = {
      moving: today,
      financial: { ...versionOne, siteId: "financial", issues: null },
    };
    const store: Pick<HistoryStore, "latest"> = {
      latest: async (siteId) =>
        stored[siteId] === undefined ? undefined : readCrawlRecord(stored[siteId], siteId),
    };
    const audits = await lastAudits(store, [moving, cleaning, financial]);
    expect(audits.map((entry) => [entry.site.id, entry.ok])).toEqual([
      ["moving", true],
      ["financial", false],
    ]);
    expect(audits[0]?.ok && audits[0].record.crawledAt).toBe(5000);
    expect(!audits[1]?.ok && audits[1]?.problem).toBe("issues: expected array");
  });

  it("keeps the other sites when the store fails on one", async () => {
    const store: Pick<HistoryStore, "latest"> = {
      latest: async (siteId) => {
        if (siteId === "cleaning") throw new Error("The transaction was aborted");
        return siteId === "moving" ? readCrawlRecord(versionOne, siteId) : undefined;
      },
    };
    const audits = await lastAudits(store, [moving, cleaning, financial]);
    expect(audits.map((entry) => [entry.site.id, entry.ok ? "ok" : entry.problem])).toEqual([
      ["moving", "ok"],
      ["cleaning", "The transaction was aborted"],
    ]);
  });
});
