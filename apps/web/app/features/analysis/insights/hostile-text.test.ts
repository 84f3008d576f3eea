import { describe, expect, it } from "vitest";
import type { CrawledPage } from "../model/types";
import { computeFindings } from "./findings";
import { HOSTILE_TEXT_SHAPES } from "./hostile-text.fixture";
import { pageFacts } from "./page-facts";

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

// Each shape once made the scans of one page rescan the rest of its text from every position
// (23 s for 293 KiB of the first). Read in one pass, 1 MiB takes milliseconds, far inside the
// test's own time limit; the figures are `pnpm bench:findings`'s.
describe("1 MiB of crawled text shaped against the scans", () => {
  it("markdown with `](` again and again and never a `)`: no link, no word, a result", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.unclosedLinkTargets(MIB)));
    expect(facts.links).toEqual([]);
    expect(facts.words).toBe(0);
    expect(facts.hasH1).toBe(false);
  });

  it("markdown of links that open a quoted title and never close it", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.unclosedLinkTitles(MIB)));
    expect(facts.links).toEqual([]);
    expect(facts.words).toBeGreaterThan(100_000);
  });

  it("markdown of link targets that never close, between two real links", () => {
    const text = `[first](/first) ${HOSTILE_TEXT_SHAPES.unclosedLinkTargets(MIB)} and [last](/last)`;
    const facts = pageFacts(markdownPage(text));
    expect(facts.links).toEqual([`${root}/first`, `${root}/last`]);
  });

  it("markdown of setext heading underlines that never end their line", () => {
    const facts = pageFacts(markdownPage(HOSTILE_TEXT_SHAPES.brokenHeadingLines(MIB)));
    expect(facts.hasH1).toBe(false);
  });

  it("a link of 1 MiB of slashes", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.slashLink(MIB)));
    expect(facts.links).toHaveLength(1);
    expect(facts.links[0]).toMatch(/^https:\/\/moving\.example\.com\/a\/+x$/);
  });

  it("html of elements opened and never closed, then closing tags that match none", () => {
    const facts = pageFacts(htmlPage(HOSTILE_TEXT_SHAPES.unclosedElements(MIB)));
    expect(facts.links).toEqual([`${root}/inside`]);
    expect(facts.hasH1).toBe(true);
  });

  it("a crawl of such pages still gets every finding", () => {
    const pages = Object.values(HOSTILE_TEXT_SHAPES).map((shape, index) => ({
      markdown: shape(MIB),
      html: shape(MIB),
      metadata: { sourceURL: `${root}/${index}`, statusCode: 200 },
    }));
    const findings = computeFindings(pages, `${root}/0`);
    expect(findings.pageCount).toBe(pages.length);
    expect(findings.statusGroups).toEqual([
      expect.objectContaining({ label: "HTTP 200", items: expect.any(Array) }),
    ]);
  });

  it("a crawl of 50,000 pages with one title and one status: each group grows in place", () => {
    const title = "T".repeat(MIB);
    const pages = Array.from({ length: 50_000 }, (_, index) => ({
      markdown: "A page.",
      metadata: { title, sourceURL: `${root}/${index}`, statusCode: 200 },
    }));
    const findings = computeFindings(pages, `${root}/0`);
    const shared = findings.issues.find((issue) => issue.id === "duplicate-title");
    expect(shared?.items).toHaveLength(50_000);
    // The note quotes the start of the title, not a megabyte of it per page.
    expect(shared?.items[0]?.note).toBe(`“${"T".repeat(299)}…” (50000 pages)`);
    expect(findings.statusGroups[0]?.items).toHaveLength(50_000);
  });
});
