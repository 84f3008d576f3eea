import { describe, expect, it } from "vitest";
import { analyseCrawl } from "../analysis/analyse-crawl";
import { toAuditSnapshot } from "./audit-snapshot";
import { diffCrawls } from "./crawl-diff";

const root = "https://moving.example.com";

/** 150 pages that each link to a page that answers 404: more error items than a snapshot keeps. */
function brokenSite() {
  const pages = Array.from({ length: 150 }, (_, index) => ({
    html: `<h1>Page ${index}</h1><a href="${root}/gone">gone</a>`,
    markdown: `Page ${index}`,
    metadata: { title: `Page ${index}`, sourceURL: `${root}/p${index}`, statusCode: 200 },
  }));
  return [...pages, { metadata: { sourceURL: `${root}/gone`, statusCode: 404 } }];
}

describe("the snapshot of an audit", () => {
  it("keeps the audit's own health score and counts, counted before its items were cut", async () => {
    const analysis = await analyseCrawl(brokenSite(), `${root}/p0`);
    const snapshot = toAuditSnapshot(5, analysis, { itemsPerIssue: 10, itemsPerSnapshot: 20 });
    expect(snapshot.health).toEqual(analysis.audit.health);
    expect(snapshot.counts).toEqual(analysis.audit.counts);
    // Every page but none is broken or links to a broken one: the score the audit gave, not one
    // read from the 10 items kept per issue.
    expect(snapshot.health?.pagesWithErrors).toBeGreaterThan(100);
    expect(snapshot.counts?.error).toBeGreaterThan(20);
    // A copy: the snapshot is stored, the audit stays on screen.
    expect(snapshot.health).not.toBe(analysis.audit.health);
  });

  it("compares with a snapshot saved before health and counts were kept", async () => {
    const analysis = await analyseCrawl(brokenSite(), `${root}/p0`);
    const current = toAuditSnapshot(2, analysis);
    const { health: _health, counts: _counts, ...older } = toAuditSnapshot(1, analysis);
    const diff = diffCrawls(older, current);
    expect(diff.new).toEqual([]);
    expect(diff.fixed).toEqual([]);
    expect(diff.notCompared).toEqual([]);
  });
});
