import { type Emulator, startEmulator } from "@keystone/crawl-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue";
import { CATEGORIES } from "../types";
import { toAuditSnapshot } from "../compare/audit-snapshot";
import { diffCrawls } from "../compare/crawl-diff";
import { normaliseUrl } from "../facts/normalise-url";
import type { CrawledPage } from "../document";
import { type CrawlAnalysis, analyseCrawl } from "./analyse-crawl";

const SITE = "https://swiftpath-moving.example.com/";
const at = (path: string) =>
  normaliseUrl(
    path.startsWith("http:")
      ? `http://${new URL(SITE).host}${path.slice(5)}`
      : `${SITE.slice(0, -1)}${path}`,
  );

/**
 * The defects the emulator plants on its defect site (crawl-emulator's `defect-plan.ts`), as the
 * check that must find each and the page that holds it.
 */
const PLANTED: [checkId: string, path: string][] = [
  ["status-4xx", "/brochure-2019"],
  ["status-5xx", "/quote-calculator"],
  ["redirected", "/pricing-old"],
  ["redirect-other-host", "/careers"],
  ["broken-links", "/tips"],
  ["broken-links", "/guides/checklist"],
  ["link-to-redirect", "/tips"],
  ["internal-nofollow", "/tips"],
  ["non-descriptive-link-text", "/tips"],
  ["uncrawlable-anchor", "/tips"],
  ["insecure-link", "/tips"],
  ["no-internal-outlinks", "/landing/spring-offer"],
  ["orphan-page", "/landing/spring-offer"],
  ["too-many-outlinks", "/site-index"],
  ["missing-title", "/get-a-quote?ref=nav"],
  ["duplicate-title", "/residential"],
  ["title-too-long", "/guides/long-distance"],
  ["title-too-short", "/service_areas"],
  ["title-multiple", "/faq"],
  ["title-same-as-h1", "/residential"],
  ["missing-description", "/get-a-quote?ref=nav"],
  ["duplicate-description", "/commercial"],
  ["description-too-long", "/guides/long-distance"],
  ["description-too-short", "/service_areas"],
  ["description-multiple", "/faq"],
  ["missing-h1", "/get-a-quote?ref=nav"],
  ["h1-multiple", "/faq"],
  ["duplicate-h1", "/residential"],
  ["h1-too-long", "/guides/long-distance"],
  ["heading-level-skipped", "/service_areas"],
  ["heading-empty", "/faq"],
  ["duplicate-content", "/guides/checklist-print"],
  ["near-duplicate", "/locations/irvine"],
  ["low-content", "/get-a-quote?ref=nav"],
  ["lorem-ipsum", "/team"],
  ["image-alt-missing", "/team"],
  ["image-alt-too-long", "/team"],
  ["image-no-dimensions", "/team"],
  ["image-mixed-content", "/team"],
  ["url-uppercase", "/Resources"],
  ["url-underscores", "/service_areas"],
  ["url-parameters", "/get-a-quote?ref=nav"],
  ["url-non-ascii", "/fr/société"],
  ["url-non-ascii", "/fr/%C3%A0-propos"],
  ["url-repeated-slashes", "/blog//news"],
  ["url-http", "http:/legacy-rates"],
  ["noindex", "/landing/spring-offer"],
  ["nofollow-meta", "/landing/spring-offer"],
  ["missing-lang", "http:/legacy-rates"],
  ["missing-viewport", "http:/legacy-rates"],
  ["missing-og-title", "/get-a-quote?ref=nav"],
  ["missing-og-description", "http:/legacy-rates"],
  ["missing-og-image", "/Resources"],
  ["html-too-large", "/site-index"],
];

let emulator: Emulator;

/** A crawl as the tool makes it (v1, limit 100, markdown and html, whole pages), over HTTP. */
async function crawl(revision: number): Promise<CrawledPage[]> {
  emulator.sites.set(new URL(SITE).host, { defects: true, revision });
  const post = (await fetch(`${emulator.url}/v1/crawl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      url: SITE,
      limit: 100,
      scrapeOptions: { formats: ["markdown", "html"], onlyMainContent: false },
    }),
  }).then((response) => response.json())) as { id: string };
  for (;;) {
    const status = (await fetch(`${emulator.url}/v1/crawl/${post.id}`).then((response) =>
      response.json(),
    )) as { status: string; data: CrawledPage[] };
    if (status.status === "completed") return status.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const itemsOf = (analysis: CrawlAnalysis, checkId: string) =>
  analysis.audit.issues.find((issue) => issue.id === checkId)?.items ?? [];

// Two crawls over HTTP and their audits: under half a second each on a busy host, a minute at most.
const crawlGuard = { timeout: 60_000 };

describe("the audit of the emulator's defect site, crawled over HTTP", crawlGuard, () => {
  let first: CrawlAnalysis;

  beforeAll(async () => {
    emulator = await startEmulator({ timing: { pageIntervalMs: 0 } });
    first = await analyseCrawl(await crawl(0), SITE);
  });
  afterAll(() => emulator.close());

  it.each(PLANTED)("%s finds the defect planted on %s", (checkId, path) => {
    expect(itemsOf(first, checkId).map((item) => normaliseUrl(item.url))).toContain(at(path));
  });

  it("has something in every category, and nothing on the clean pages", () => {
    const categories = new Set(first.audit.issues.map((issue) => issue.category));
    // This crawl has no rawHtml: a category whose every check needs the full document has none.
    const readable = CATEGORIES.filter(({ id }) =>
      CATALOGUE.some((check) => check.category === id && check.needs === undefined),
    );
    expect([...categories].sort()).toEqual(readable.map(({ id }) => id).sort());
    for (const path of ["/services", "/about"]) {
      const flagged = first.audit.issues.filter((issue) =>
        issue.items.some((item) => normaliseUrl(item.url) === at(path)),
      );
      // The emulator writes its pages' prose from a list of nouns (no "the", "and", "of"): about
      // 1.8 syllables a word, Flesch reading ease about 45, which readability rightly calls
      // difficult. Until the defect sites' clean pages are written in plain sentences (issue 35's
      // emulator work), that notice is the one finding a clean page may have.
      expect(
        flagged.map((issue) => issue.id).filter((id) => id !== "readability-difficult"),
      ).toEqual([]);
    }
  });

  it("lists every check that needs the full document as unavailable, without rawHtml, and runs none", () => {
    const needing = CATALOGUE.filter((check) => check.needs === "full-document").map(
      (check) => check.id,
    );
    expect(needing.length).toBeGreaterThan(0);
    const unavailable = (first.audit.unavailable ?? []).filter(
      (check) => check.needs === "full-document",
    );
    expect(unavailable.map((check) => check.id)).toEqual(needing);
    expect(new Set(unavailable.map((check) => check.reason))).toEqual(
      new Set(["Needs the full document (rawHtml)"]),
    );
    const ran = new Set(first.audit.checks.map((check) => check.id));
    expect(needing.filter((id) => ran.has(id))).toEqual([]);
  });

  it("does not call the privacy page, linked from every footer only, unreached", () => {
    for (const checkId of ["orphan-page", "deep-page"]) {
      expect(itemsOf(first, checkId).map((item) => normaliseUrl(item.url))).not.toContain(
        at("/privacy"),
      );
    }
  });

  it("does not call an http:// link to a page crawled over https:// unfetched (the provider fetches one)", () => {
    const crawled = new Set(first.pages.map((page) => normaliseUrl(page.url)));
    const twins = itemsOf(first, "unchecked-links").filter(
      (item) =>
        item.target?.startsWith("http://") && crawled.has(`https://${item.target.slice(7)}`),
    );
    expect(twins).toEqual([]);
    // The page served over http:// links to the site with relative links, which read as http://.
    expect(itemsOf(first, "insecure-link").length).toBeGreaterThan(0);
  });

  it("tells the second revision's fixed and new issues and its changed pages", async () => {
    const second = await analyseCrawl(await crawl(1), SITE);
    const diff = diffCrawls(toAuditSnapshot(1, first), toAuditSnapshot(2, second));
    const pairs = (changes: typeof diff.new) =>
      changes.map((change) => [change.checkId, normaliseUrl(change.url)]);
    expect(pairs(diff.fixed)).toContainEqual(["status-5xx", at("/quote-calculator")]);
    expect(pairs(diff.fixed)).toContainEqual(["missing-title", at("/get-a-quote?ref=nav")]);
    expect(pairs(diff.new)).toContainEqual(["noindex", at("/Resources")]);
    expect(pairs(diff.new)).toContainEqual(["h1-too-long", at("/blog/new-office-opening")]);
    expect(diff.added.map((page) => normaliseUrl(page.url))).toContain(
      at("/blog/new-office-opening"),
    );
    expect(diff.notCompared).toEqual([]);
    const quote = diff.changed.find(
      (page) => normaliseUrl(page.url) === at("/get-a-quote?ref=nav"),
    );
    expect(quote?.fields).toEqual(expect.arrayContaining(["title", "description", "h1"]));
  });
});
