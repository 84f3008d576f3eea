import { describe, expect, it } from "vitest";
import { ITEMS_KEPT_PER_CHECK, ITEM_CHARS_KEPT } from "../audit-caps";
import { CATALOGUE } from "../catalogue";
import type { CrawledPage } from "../document";
import { pageFacts } from "../facts/page-facts";
import { SITEMAP_URLS_KEPT } from "../facts/sitemap-facts";
import type { PageFacts } from "../facts/types";
import { runAudit } from "../run-audit";
import { siteContext } from "../site-context";

const root = "https://moving.example.com";
const MIB = 1024 * 1024;
/** A hang guard, not a speed assertion: an all-pairs scan of these crawls would take hours. */
const HANG_GUARD_MS = 120_000;
/** Pages of the large crawl over those of the small one: a linear check takes about as much longer. */
const SIZE_RATIO = 8;
/** Generous: a busy 2-core host; quadratic work over 8 times the pages would be 64 times. */
const TIME_RATIO_BOUND = 32;

/** h-hreflang's checks (issue 35): hreflang, pagination, security, sitemaps and H2. */
const CHECKS = CATALOGUE.filter(
  (check) =>
    ["hreflang", "pagination", "security", "sitemaps"].includes(check.category) ||
    check.id.includes("h2"),
);

/**
 * `bytes` of `<link>`s and `<script>`s in a head that never closes, naming the crawl's pages:
 * past 256 KiB every list the checks read is at its cap (`FACTS_KEPT`), so the pages of the
 * linearity test are that size and the single page 1 MiB.
 */
function hostileDocument(index: number, pages: number, bytes: number): string {
  const tags: string[] = [];
  let size = 0;
  for (let tag = 0; size < bytes; tag++) {
    const other = `${root}/p${(index + tag) % pages}`;
    const each = [
      `<link rel="alternate" hreflang="${tag % 2 ? "en-uk" : "fr"}" href="${tag % 3 ? other : `/p${tag}`}">`,
      `<link rel="next" href="${other}"><link rel="prev" href="/p${tag}">`,
      `<script src="${tag % 2 ? "http:" : ""}//cdn.example.net/${tag}.js"></script>`,
    ][tag % 3] as string;
    tags.push(each);
    size += each.length;
  }
  return `<!doctype html><html><head>${tags.join("")}`;
}

function hostileCrawl(pages: number, bytes = MIB / 4): PageFacts[] {
  return Array.from({ length: pages }, (_, index): PageFacts => {
    const url = `${root}/p${index}`;
    const page: CrawledPage = {
      markdown: "A page.",
      html: `<main><h1>Page</h1>${"<h2>The same section</h2>".repeat(2_000)}</main>`,
      rawHtml: hostileDocument(index, pages, bytes),
      metadata: { sourceURL: url, url, statusCode: 200, language: "en" },
    };
    return pageFacts(page);
  });
}

function bestOfThree(run: () => void): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const audit = (facts: readonly PageFacts[], sitemap?: readonly string[]) =>
  runAudit(facts, `${root}/p0`, CHECKS, 0, undefined, siteContext(facts, `${root}/p0`, sitemap));

describe("h-hreflang's checks over hostile documents", { timeout: HANG_GUARD_MS }, () => {
  it("one page of 1 MiB of hreflang, rel=next/prev and script tags: every check, the lists at their caps", () => {
    const result = audit(hostileCrawl(1, MIB));
    const ids = result.issues.map((issue) => issue.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "hreflang-invalid-code",
        "mixed-content",
        "protocol-relative-resource",
      ]),
    );
    expect(result.checksRun).toBe(CHECKS.length - 3); // the sitemap's three: no sitemap given
  });

  it("a crawl whose every page names every other in its hreflang, rel=next/prev and scripts: linear in the pages, the items capped beside their totals", () => {
    const small = hostileCrawl(8);
    const large = hostileCrawl(8 * SIZE_RATIO);
    const result = audit(large);
    const group = (id: string) => result.issues.find((issue) => issue.id === id);
    for (const id of ["hreflang-invalid-code", "hreflang-relative", "mixed-content"]) {
      expect(group(id)?.total).toBeGreaterThan(0);
    }
    for (const issue of result.issues) {
      expect(issue.items.length).toBeLessThanOrEqual(Math.min(issue.total, ITEMS_KEPT_PER_CHECK));
    }
    expect(JSON.stringify(result.issues).length).toBeLessThan(ITEM_CHARS_KEPT * 1.2);
    const ratio =
      bestOfThree(() => audit(large)) /
      Math.max(
        bestOfThree(() => audit(small)),
        5,
      );
    expect(ratio).toBeLessThan(TIME_RATIO_BOUND);
  });

  it("a sitemap of a million URLs: read up to its cap, its total kept, in the time of the cap", () => {
    const facts = hostileCrawl(2);
    const sitemap = (count: number) =>
      Array.from({ length: count }, (_, index) => `${root}/listed/${index}`);
    const million = sitemap(1_000_000);
    const result = audit(facts, million);
    const orphans = result.issues.find((issue) => issue.id === "sitemap-orphan");
    expect(orphans?.total).toBe(SITEMAP_URLS_KEPT);
    expect(orphans?.items.length).toBe(ITEMS_KEPT_PER_CHECK);
    // Past the cap nothing is read: a million URLs cost what the 100,000 kept cost (about 1×;
    // were all read, 10×).
    const kept = sitemap(SITEMAP_URLS_KEPT);
    const ratio = bestOfThree(() => audit(facts, million)) / bestOfThree(() => audit(facts, kept));
    expect(ratio).toBeLessThan(4);
  });
});
