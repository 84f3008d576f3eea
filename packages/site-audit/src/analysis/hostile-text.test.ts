import { describe, expect, it } from "vitest";
import { CATALOGUE, CATALOGUE_VERSION } from "../catalogue";
import { pageFacts } from "../facts/page-facts";
import { runAudit } from "../run-audit";
import { ITEMS_KEPT_PER_CHECK, LISTED_PAGES_KEPT } from "../audit-caps";
import { ADDRESS_CHARS, FACTS_KEPT } from "../facts/types";
import type { CrawledPage } from "../document";
import { analyseCrawl } from "./analyse-crawl";
import { HOSTILE_TEXT_SHAPES } from "./hostile-text.fixture";

const root = "https://moving.example.com";
const MIB = 1024 * 1024;

const markdownPage = (markdown: string): CrawledPage => ({
  markdown,
  metadata: { sourceURL: `${root}/`, statusCode: 200 },
});
const htmlPage = (html: string): CrawledPage => ({
  markdown: "A page.",
  html,
  metadata: { sourceURL: `${root}/`, statusCode: 200 },
});

const issue = (analysis: Awaited<ReturnType<typeof analyseCrawl>>, id: string) =>
  analysis.audit.issues.find((group) => group.id === id);

/**
 * A hang guard for the tests that read tens of MiB, not a speed assertion: on a busy 2-core host
 * they take seconds, and a quadratic scan would take hours.
 */
const HANG_GUARD_MS = 120_000;

// Each shape once made a scan of one page rescan the rest of its text from every position, or
// keep a list as long as the page. Read in one pass into capped lists, 1 MiB takes milliseconds
// (a million metadata values about a second on a busy host), far inside the hang guard; the
// figures are `pnpm bench:findings`'s.
describe("1 MiB of crawled text shaped against the page facts", { timeout: HANG_GUARD_MS }, () => {
  it("markdown with `](` again and again and never a `)`: no link, no word, a result", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.unclosedLinkTargets(MIB)));
    expect(facts.links).toEqual([]);
    expect(facts.content.words).toBe(0);
    expect(facts.h1Count).toBe(0);
  });

  it("markdown of links that open a quoted title and never close it", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.unclosedLinkTitles(MIB)));
    expect(facts.links).toEqual([]);
    expect(facts.content.words).toBeGreaterThan(100_000);
  });

  it("markdown of link targets that never close, between two real links", () => {
    const text = `[first](/first) ${HOSTILE_TEXT_SHAPES.unclosedLinkTargets(MIB)} and [last](/last)`;
    const facts = pageFacts(markdownPage(text));
    expect(facts.links.map((link) => link.target)).toEqual([`${root}/first`, `${root}/last`]);
  });

  it("markdown of setext heading underlines that never end their line", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.brokenHeadingLines(MIB)));
    expect(facts.h1Count).toBe(0);
  });

  it("a link of 1 MiB of slashes: resolved whole, kept clipped", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.slashLink(MIB)));
    expect(facts.links).toHaveLength(1);
    const [link] = facts.links;
    expect(link?.target?.startsWith(`${root}/a//`)).toBe(true);
    expect(link?.target?.length).toBeLessThan(ADDRESS_CHARS + 20);
    expect(link?.href.length).toBeLessThan(ADDRESS_CHARS + 20);
  });

  it("html of elements opened and never closed, then closing tags that match none", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.unclosedElements(MIB)));
    expect(facts.links.map((link) => link.target)).toEqual([`${root}/inside`]);
    expect(facts.h1Count).toBe(1);
  });

  it("100,000 anchors: counted, the first 1,000 kept", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.manyAnchors(MIB)));
    expect(facts.linkCount).toBeGreaterThan(50_000);
    expect(facts.links).toHaveLength(FACTS_KEPT);
  });

  it("100,000 images: counted, the first 1,000 kept", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.manyImages(MIB)));
    expect(facts.imageCount).toBeGreaterThan(40_000);
    expect(facts.images).toHaveLength(FACTS_KEPT);
  });

  it("headings and chrome nested 200,000 deep", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.deepNesting(MIB)));
    expect(facts.headingCount).toBeGreaterThan(100_000);
    expect(facts.headings).toHaveLength(FACTS_KEPT);
    expect(facts.content.words).toBe(0);
  });

  it("attribute values of 1 MiB are kept clipped", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.hugeAttribute(MIB)));
    const [image] = facts.images;
    expect(image?.altLength).toBeGreaterThan(ADDRESS_CHARS);
    expect(image?.alt?.length).toBeLessThanOrEqual(300);
    expect(image?.src.length).toBeLessThanOrEqual(ADDRESS_CHARS);
    expect(facts.links[0]?.rel.join("").length).toBeLessThanOrEqual(ADDRESS_CHARS + 1);
  });

  it("metadata of a million values, numbers, null and objects never crashes", () => {
    // Typed as the provider's JSON is: any value under any key.
    const metadata: Record<string, unknown> = {
      sourceURL: `${root}/`,
      title: Array.from({ length: 1_000_000 }, (_, index) => `T${index % 3}`),
      description: 42,
      language: null,
      robots: { noindex: true },
      ogTitle: ["", null, "Shared"],
      statusCode: "200",
    };
    const facts = pageFacts({ markdown: "x", metadata } as CrawledPage);
    expect(facts.titles).toEqual(["T0", "T1", "T2"]);
    expect(facts.descriptions).toEqual([]);
    expect(facts.language).toBe("");
    expect(facts.robots).toEqual([]);
    expect(facts.ogTitle).toBe("Shared");
    expect(facts.statusCode).toBeNull();
  });
});

describe("every check family on 1 MiB of adversarial input", { timeout: HANG_GUARD_MS }, () => {
  it(
    "completes a crawl of one page per shape, as html and as markdown",
    async () => {
      const shapes = Object.values(HOSTILE_TEXT_SHAPES);
      const pages: CrawledPage[] = shapes.flatMap((shape, index) => [
        { html: shape(MIB), metadata: { sourceURL: `${root}/h${index}`, statusCode: 200 } },
        { markdown: shape(MIB), metadata: { sourceURL: `${root}/m${index}`, statusCode: 200 } },
      ]);
      const analysis = await analyseCrawl(pages, `${root}/h0`);
      expect(analysis.audit.pageCount).toBe(pages.length);
      expect(analysis.pages).toHaveLength(pages.length);
      expect(issue(analysis, "uncrawlable-anchor")?.items.length).toBeGreaterThan(0);
      expect(issue(analysis, "image-alt-missing")?.items.length).toBeGreaterThan(0);
      expect(issue(analysis, "heading-level-skipped")?.items.length).toBeGreaterThan(0);
    },
    HANG_GUARD_MS,
  );

  it("a URL of 1 MiB, and one of percent-encoding runs, through the URL checks", async () => {
    const pages: CrawledPage[] = [
      {
        markdown: "x",
        metadata: { sourceURL: `${root}/${"A_".repeat(MIB / 2)}`, statusCode: 200 },
      },
      {
        markdown: "x",
        metadata: { sourceURL: `${root}/${HOSTILE_TEXT_SHAPES.percentRuns(MIB)}`, statusCode: 200 },
      },
    ];
    const analysis = await analyseCrawl(pages, `${root}/`);
    expect(issue(analysis, "url-too-long")?.items).toHaveLength(2);
    expect(issue(analysis, "url-uppercase")?.items.length).toBeGreaterThanOrEqual(1);
    expect(issue(analysis, "url-non-ascii")?.items.map((item) => item.url)).toContain(
      pages[1] && analysis.pages[1]?.url,
    );
  });

  it(
    "a crawl of 20,000 pages with one title of 1 MiB: each group grows in place",
    () => {
      const title = "T".repeat(MIB);
      const pages = Array.from({ length: 20_000 }, (_, index) => ({
        markdown: "A page.",
        metadata: { title, sourceURL: `${root}/${index}`, statusCode: 200 },
      }));
      const audit = runAudit(pages.map(pageFacts), `${root}/0`, CATALOGUE, CATALOGUE_VERSION);
      const shared = audit.issues.find((group) => group.id === "duplicate-title");
      expect(shared?.total).toBe(20_000);
      expect(shared?.items).toHaveLength(ITEMS_KEPT_PER_CHECK);
      // The detail quotes the start of the title, not a megabyte of it per page.
      expect(shared?.items[0]?.detail.length).toBeLessThan(400);
      expect(audit.listings.statuses[0]?.total).toBe(20_000);
      expect(audit.listings.statuses[0]?.items).toHaveLength(LISTED_PAGES_KEPT);
    },
    HANG_GUARD_MS,
  );
});
