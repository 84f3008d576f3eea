import { describe, expect, it } from "vitest";
import { analyseCrawl } from "./analysis/analyse-crawl";
import { ROOT, home, page } from "./checks/rule-tester";
import { NOTHING_IGNORED, applyIgnored } from "./ignore";
import { ERROR_PAGES_KEPT, runAudit } from "./run-audit";
import { CATALOGUE, CATALOGUE_VERSION } from "./catalogue";
import { pageFacts } from "./facts/page-facts";
import type { IssueGroup } from "./types";

const crawl = () => [
  home(["/gone", "/broken", "/a", "/b"]),
  page("/gone", { metadata: { statusCode: 404 } }),
  page("/b", { metadata: { description: undefined } }),
  page("/broken", { metadata: { statusCode: 500 } }),
  page("/a", { metadata: { description: undefined } }),
];

const group = (issues: readonly IssueGroup[], id: string) =>
  issues.find((issue) => issue.id === id);

describe("applyIgnored", () => {
  it("leaves the audit as it was when nothing is ignored", async () => {
    const { audit } = await analyseCrawl(crawl(), `${ROOT}/`);
    expect(applyIgnored(audit, NOTHING_IGNORED)).toEqual({ audit, ignored: [] });
  });

  it("leaves out a check ignored on the site: its items, its counts and its pages' errors", async () => {
    const { audit } = await analyseCrawl(crawl(), `${ROOT}/`);
    // The home page links to both error pages, so the broken-link check finds it too.
    expect(audit.health).toEqual({ score: 40, pages: 5, pagesWithErrors: 3 });
    const ids = audit.issues.filter((issue) => issue.severity === "error").map(({ id }) => id);
    const client = group(audit.issues, "status-4xx");
    expect(client?.total).toBe(1);

    const { audit: kept, ignored } = applyIgnored(audit, { checks: ["status-4xx"], pages: [] });
    expect(group(kept.issues, "status-4xx")).toBeUndefined();
    expect(ignored.map(({ id }) => id)).toEqual(["status-4xx"]);
    expect(kept.counts.error).toBe(audit.counts.error - 1);
    // /gone had only that error; the home page's broken links are still errors.
    expect(kept.health).toEqual({ score: 60, pages: 5, pagesWithErrors: 2 });

    const everyError = applyIgnored(audit, { checks: ids, pages: [] }).audit;
    expect(everyError.health).toEqual({ score: 100, pages: 5, pagesWithErrors: 0 });
    expect(everyError.counts).toEqual({ ...audit.counts, error: 0 });
  });

  it("leaves out a check on one page only, keeping its other pages", async () => {
    const { audit } = await analyseCrawl(crawl(), `${ROOT}/`);
    const broken = group(audit.issues, "broken-links");
    expect(broken?.items.map((item) => item.url)).toEqual([`${ROOT}/`, `${ROOT}/`]);
    const missing = group(audit.issues, "missing-description");
    expect(missing?.items.map((item) => item.url)).toEqual([`${ROOT}/b`, `${ROOT}/a`]);

    const { audit: kept, ignored } = applyIgnored(audit, {
      checks: [],
      pages: [{ check: "broken-links", url: `${ROOT}/` }],
    });
    // Both of the home page's broken links go, and with them its only error.
    expect(group(kept.issues, "broken-links")).toBeUndefined();
    expect(group(ignored, "broken-links")?.total).toBe(2);
    expect(kept.counts.error).toBe(audit.counts.error - 2);
    expect(kept.health).toEqual({ score: 60, pages: 5, pagesWithErrors: 2 });

    const description = applyIgnored(audit, {
      checks: [],
      pages: [{ check: "missing-description", url: `${ROOT}/a` }],
    }).audit;
    expect(group(description.issues, "missing-description")).toMatchObject({
      items: [{ url: `${ROOT}/b` }],
      total: 1,
    });
    expect(description.counts.warning).toBe(audit.counts.warning - 1);
    expect(description.health).toEqual(audit.health);
  });

  it("counts an error's pages that the caps cut from its items through the group's errorPages", () => {
    const paths = Array.from({ length: 3 }, (_, index) => `/gone-${index}`);
    const pages = [
      home(paths),
      ...paths.map((path) => page(path, { metadata: { statusCode: 404 } })),
    ];
    const audit = runAudit(pages.map(pageFacts), `${ROOT}/`, CATALOGUE, CATALOGUE_VERSION);
    // As the character budget would: the group keeps one item of its three pages.
    const cut = audit.issues.map((issue) =>
      issue.id === "status-4xx"
        ? {
            ...issue,
            items: issue.items.slice(0, 1),
            errorPages: issue.items.map((item) => item.url),
          }
        : issue,
    );
    const { audit: kept } = applyIgnored(
      { ...audit, issues: cut },
      { checks: ["broken-links"], pages: [] },
    );
    expect(kept.health).toEqual({ score: 25, pages: 4, pagesWithErrors: 3 });
    expect(ERROR_PAGES_KEPT).toBeGreaterThanOrEqual(10_000);
  });
});
