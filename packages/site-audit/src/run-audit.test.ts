import { describe, expect, it } from "vitest";
import type { Check } from "./check";
import { ROOT, home, page } from "./checks/rule-tester";
import { pageFacts } from "./facts/page-facts";
import { healthScore, runAudit, sortIssues } from "./run-audit";
import type { IssueGroup, Severity } from "./types";

/** A check that reports the pages whose path is in `paths`: the runner must treat it as any other. */
const fake = (id: string, severity: Severity, paths: string[]): Check => ({
  id,
  label: `Label ${id}`,
  category: "content",
  severity,
  why: "why",
  how: "how",
  source: "test",
  run: (site) =>
    site.pages
      .filter((facts) => paths.some((path) => facts.url === `${ROOT}${path}`))
      .map((facts) => ({ url: facts.url, detail: id })),
});

const crawl = () => [home(["/a", "/b", "/c"]), page("/a"), page("/b"), page("/c")].map(pageFacts);

describe("runAudit", () => {
  it("keeps the checks that found something, sorted by severity then count, and counts per severity", () => {
    const catalogue = [
      fake("one-notice", "notice", ["/a"]),
      fake("two-errors", "error", ["/a", "/b"]),
      fake("one-error", "error", ["/c"]),
      fake("three-warnings", "warning", ["/a", "/b", "/c"]),
      fake("passes", "error", []),
    ];
    const audit = runAudit(crawl(), `${ROOT}/`, catalogue, 7);
    expect(audit.issues.map((issue) => issue.id)).toEqual([
      "two-errors",
      "one-error",
      "three-warnings",
      "one-notice",
    ]);
    expect(audit.counts).toEqual({ error: 3, warning: 3, notice: 1 });
    expect(audit.checksRun).toBe(5);
    expect(audit.checks.map((check) => check.id)).toContain("passes");
    expect(audit.catalogueVersion).toBe(7);
    expect(audit.issues[0]).toMatchObject({ label: "Label two-errors", why: "why", how: "how" });
  });

  it("scores health as the share of pages without an error-level item", () => {
    const audit = runAudit(
      crawl(),
      `${ROOT}/`,
      [fake("error", "error", ["/a", "/b"]), fake("warning", "warning", ["/", "/c"])],
      1,
    );
    // 4 pages, 2 with an error: 50. Warnings do not lower it.
    expect(audit.health).toEqual({ score: 50, pages: 4, pagesWithErrors: 2 });
  });

  it("keeps the listings of pages by status, depth and size", () => {
    const pages = [
      home(["/a"]),
      page("/a", { extra: '<a href="/gone">x</a>' }),
      page("/gone", { metadata: { statusCode: 404 } }),
      page("/island"),
    ];
    const audit = runAudit(pages.map(pageFacts), `${ROOT}/`, [], 1);
    expect(audit.listings.statuses.map((listing) => [listing.label, listing.items.length])).toEqual(
      [
        ["HTTP 200", 3],
        ["HTTP 404", 1],
      ],
    );
    expect(audit.listings.depths.map((listing) => [listing.label, listing.items.length])).toEqual([
      ["Depth 0 (the start URL)", 1],
      ["Depth 1", 1],
      ["Depth 2", 1],
      ["Not reached from the start URL", 1],
    ]);
    expect(audit.listings.largest.items).toHaveLength(4);
  });
});

describe("healthScore", () => {
  const group = (severity: Severity, urls: string[]): IssueGroup => ({
    ...fake("g", severity, []),
    items: urls.map((url) => ({ url, detail: "" })),
  });

  it("rounds, counts a page once however many errors it has, and gives 100 for no pages", () => {
    const facts = [page("/a"), page("/b"), page("/c")].map(pageFacts);
    const a = `${ROOT}/a`;
    expect(healthScore(facts, [group("error", [a, a]), group("error", [a])])).toEqual({
      score: 67,
      pages: 3,
      pagesWithErrors: 1,
    });
    expect(healthScore([], []).score).toBe(100);
    expect(healthScore(facts, [group("notice", [a])]).score).toBe(100);
  });
});

describe("sortIssues", () => {
  it("puts errors before warnings before notices, then more items first", () => {
    const groups = [
      {
        ...fake("n", "notice", []),
        items: [
          { url: "1", detail: "" },
          { url: "2", detail: "" },
        ],
      },
      { ...fake("w", "warning", []), items: [{ url: "1", detail: "" }] },
      { ...fake("e", "error", []), items: [{ url: "1", detail: "" }] },
    ];
    expect(sortIssues(groups).map((issue) => issue.id)).toEqual(["e", "w", "n"]);
  });
});
