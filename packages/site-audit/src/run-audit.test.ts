import { describe, expect, it } from "vitest";
import type { Check } from "./check";
import { ROOT, documentPage, home, page } from "./checks/rule-tester";
import { toAuditSnapshot } from "./compare/audit-snapshot";
import { diffCrawls } from "./compare/crawl-diff";
import { pageFacts } from "./facts/page-facts";
import { ITEMS_KEPT_PER_CHECK, ITEMS_KEPT_PER_PAGE } from "./audit-caps";
import { healthScore, runAudit, sortIssues } from "./run-audit";
import { resolveRules } from "./rules/parse-rules-config";
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

describe("runAudit on a check that finds more than the caps keep", () => {
  /** An error on every page of the crawl, `perPage` times each, with a distinct target each time. */
  const everywhere = (id: string, severity: Severity, perPage: number): Check => ({
    ...fake(id, severity, []),
    run: (site) =>
      site.pages.flatMap((facts) =>
        Array.from({ length: perPage }, (_, index) => ({
          url: facts.url,
          detail: `${id} ${index}`,
          target: `${facts.url}/t${index}`,
        })),
      ),
  });
  const pages = (count: number) =>
    [home([]), ...Array.from({ length: count - 1 }, (_, index) => page(`/p${index}`))].map(
      pageFacts,
    );

  it("keeps 50 a page, says how many more on the last kept, and counts every one", () => {
    const audit = runAudit(pages(4), `${ROOT}/`, [everywhere("many", "warning", 80)], 1);
    const [group] = audit.issues;
    expect(group?.total).toBe(320);
    expect(group?.items).toHaveLength(4 * ITEMS_KEPT_PER_PAGE);
    expect(group?.items.filter((item) => item.moreOnPage !== undefined)).toHaveLength(4);
    expect(group?.items[ITEMS_KEPT_PER_PAGE - 1]?.moreOnPage).toBe(80 - ITEMS_KEPT_PER_PAGE);
    expect(group?.items[ITEMS_KEPT_PER_PAGE - 2]?.moreOnPage).toBeUndefined();
    expect(audit.counts.warning).toBe(320);
  });

  it("keeps 5,000 a check, scores health and counts from every item, and sorts by total", () => {
    // 300 pages of 20 errors: 6,000 items, of which the pages past the 250th keep none.
    const audit = runAudit(
      pages(300),
      `${ROOT}/`,
      [everywhere("errors", "error", 20), fake("one-error", "error", ["/p1"])],
      1,
    );
    const errors = audit.issues.find((issue) => issue.id === "errors");
    expect(errors?.items).toHaveLength(ITEMS_KEPT_PER_CHECK);
    expect(errors?.total).toBe(6_000);
    expect(new Set(errors?.items.map((item) => item.url)).size).toBe(250);
    expect(audit.counts.error).toBe(6_001);
    expect(audit.health).toEqual({ score: 0, pages: 300, pagesWithErrors: 300 });
    expect(audit.issues.map((issue) => issue.id)).toEqual(["errors", "one-error"]);
  });

  it("keeps every item of a normal crawl: 100 pages of a few items per check", () => {
    const audit = runAudit(
      pages(100),
      `${ROOT}/`,
      [everywhere("links", "warning", 12), everywhere("images", "notice", 40)],
      1,
    );
    expect(audit.issues.map((issue) => [issue.items.length, issue.total])).toEqual([
      [1_200, 1_200],
      [4_000, 4_000],
    ]);
  });
});

describe("runAudit on checks that need what the crawl may lack", () => {
  /** An error on every page the check is given. */
  const needing = (id: string, needs?: "full-document" | "sitemap"): Check => ({
    ...fake(id, "error", []),
    ...(needs === undefined ? {} : { needs }),
    run: (site) => site.pages.map((facts) => ({ url: facts.url, detail: id })),
  });
  const catalogue = [
    needing("plain"),
    needing("reads-document", "full-document"),
    needing("reads-sitemap", "sitemap"),
  ];

  it("without rawHtml or a sitemap: lists them as unavailable, runs none of them, same health", () => {
    const audit = runAudit(crawl(), `${ROOT}/`, catalogue, 1);
    expect(audit.checks.map((check) => check.id)).toEqual(["plain"]);
    expect(audit.checksRun).toBe(1);
    expect(audit.unavailable).toEqual([
      {
        id: "reads-document",
        label: "Label reads-document",
        category: "content",
        needs: "full-document",
        reason: "Needs the full document (rawHtml)",
      },
      {
        id: "reads-sitemap",
        label: "Label reads-sitemap",
        category: "content",
        needs: "sitemap",
        reason: "Needs the sitemap",
      },
    ]);
    expect(audit.issues.map((issue) => issue.id)).toEqual(["plain"]);
    expect(audit.health.pagesWithErrors).toBe(4);
  });

  it("runs a check that needs the document on the pages that have one, and one that needs the sitemap with it", () => {
    const pages = [home(["/a", "/b"]), documentPage("/a", ""), page("/b")].map(pageFacts);
    const audit = runAudit(pages, `${ROOT}/`, catalogue, 1, undefined, [`${ROOT}/a`]);
    expect(audit.unavailable).toEqual([]);
    expect(audit.checks.map((check) => check.id)).toEqual([
      "plain",
      "reads-document",
      "reads-sitemap",
    ]);
    const urls = (id: string) =>
      audit.issues.find((issue) => issue.id === id)?.items.map((item) => item.url);
    expect(urls("reads-document")).toEqual([`${ROOT}/a`]);
    expect(urls("reads-sitemap")).toHaveLength(3);
  });

  it("a check turned off is off, not unavailable", () => {
    const rules = resolveRules({ rules: { "reads-document": "off" } }, catalogue);
    const audit = runAudit(crawl(), `${ROOT}/`, catalogue, 1, rules);
    expect(audit.unavailable?.map((check) => check.id)).toEqual(["reads-sitemap"]);
  });

  it("a comparison does not call the issues of a check that became unavailable fixed", () => {
    const withDocument = [home(["/a"]), documentPage("/a", "")].map(pageFacts);
    const without = [home(["/a"]), page("/a")].map(pageFacts);
    const snapshot = (pages: typeof without, at: number) =>
      toAuditSnapshot(at, {
        audit: runAudit(pages, `${ROOT}/`, catalogue, 1),
        pages: pages.map((facts) => ({
          key: facts.key,
          url: facts.url,
          title: "",
          description: "",
          status: 200,
          h1: "",
          hash: "h",
        })),
      });
    const diff = diffCrawls(snapshot(withDocument, 1), snapshot(without, 2));
    expect(diff.fixed.map((change) => change.checkId)).not.toContain("reads-document");
    expect(diff.notCompared.map((check) => check.id)).toContain("reads-document");
  });
});

describe("healthScore", () => {
  it("rounds, counts a page once however many errors it has, and gives 100 for no pages", () => {
    const facts = [page("/a"), page("/b"), page("/c")].map(pageFacts);
    expect(healthScore(facts, new Set([`${ROOT}/a`, `${ROOT}/elsewhere`]))).toEqual({
      score: 67,
      pages: 3,
      pagesWithErrors: 1,
    });
    expect(healthScore([], new Set()).score).toBe(100);
    expect(healthScore(facts, new Set()).score).toBe(100);
  });
});

describe("sortIssues", () => {
  it("puts errors before warnings before notices, then the larger total first", () => {
    const group = (id: string, severity: Severity, total: number): IssueGroup => ({
      ...fake(id, severity, []),
      items: [{ url: "1", detail: "" }],
      total,
    });
    const groups = [
      group("n", "notice", 2),
      group("w-few", "warning", 3),
      group("w-many", "warning", 900),
      group("e", "error", 1),
    ];
    expect(sortIssues(groups).map((issue) => issue.id)).toEqual(["e", "w-many", "w-few", "n"]);
  });
});
