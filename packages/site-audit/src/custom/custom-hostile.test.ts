import { describe, expect, it } from "vitest";
import { auditPages } from "../analysis/audit-pages";
import type { CrawledPage } from "../document";
import { CustomQueryError } from "./custom-query-error";
import { DOM_DEPTH, PAGE_CHARS_READ } from "./limits";
import type { CustomQueries } from "./types";

const MIB = 1024 * 1024;
const root = "https://hostile.example";
/**
 * A hang guard, not a speed assertion: each of these takes well under a second on RE2's engine
 * and within the page's time cap on css-select; a backtracking engine would take longer than the
 * age of the universe on the first, and the quadratic walks minutes on the others.
 */
const HANG_GUARD_MS = 60_000;

const page = (fields: Partial<CrawledPage>): CrawledPage => ({
  markdown: "A page.",
  metadata: { sourceURL: `${root}/`, statusCode: 200 },
  ...fields,
});

const audit = (pages: CrawledPage[], custom: CustomQueries) =>
  auditPages(pages, { startUrl: `${root}/`, custom });

describe("custom queries on hostile pages", { timeout: HANG_GUARD_MS }, () => {
  it("ReDoS-shaped expressions over 1 MiB of `a`s run in linear time", async () => {
    const text = "a".repeat(MIB);
    const { audit: result, pages } = await audit([page({ html: text, rawHtml: text })], {
      searches: [
        { name: "nested plus", regex: "(a+)+$" },
        { name: "alternation", regex: "(a|aa)*b" },
        { name: "nested star", regex: "(a*)*$", in: "text" },
      ],
    });
    const searches = result.custom?.searches ?? [];
    expect(searches.map((search) => [search.pagesMatched, search.occurrences])).toEqual([
      [1, 1],
      [0, 0],
      // The run of `a`s, then the empty match at the end, as RE2 (and RegExp) count them.
      [1, 2],
    ]);
    // Read whole: no cap was needed.
    expect(searches.map((search) => search.pagesCut)).toEqual([0, 0, 0]);
    expect(pages[0]?.custom).toEqual({ "nested plus": "1", alternation: "0", "nested star": "2" });
  });

  it("a selector over 100,000 nested divs stops at the depth cap and says so", async () => {
    const nested = `${"<div>".repeat(100_000)}<span>deep</span>${"</div>".repeat(100_000)}`;
    const { audit: result, pages } = await audit([page({ rawHtml: nested })], {
      extractions: [
        { name: "divs", selector: "div div" },
        { name: "deep span", selector: "div > span" },
        { name: "has", selector: "div:has(div:has(span))" },
      ],
    });
    const [divs, span, has] = result.custom?.extractions ?? [];
    // The document's depth cap: the divs read, each but the first inside another.
    expect(divs?.elements).toBe(DOM_DEPTH);
    expect(divs?.pagesCut).toBe(1);
    expect(divs?.cutPages[0]).toMatchObject({ url: `${root}/`, cut: "depth" });
    // The span lies past the cap: not read, and the result says the page was cut.
    expect(span?.pagesMatched).toBe(0);
    expect(span?.cutPages[0]?.cut).toBe("depth");
    expect(has?.elements).toBe(0);
    expect(pages[0]?.custom?.["deep span"]).toBe("");
  });

  it("a sibling selector over 50,000 siblings stops at the page's time", async () => {
    // Under the element cap, so that the time is what stops it.
    const siblings = `<ul>${"<li>x</li>".repeat(50_000)}</ul>`;
    const { audit: result } = await audit([page({ html: siblings })], {
      // Each li scans every sibling before it for a p: over 10⁹ steps in all, cut by the clock.
      extractions: [{ name: "after a paragraph", selector: "p ~ li" }],
    });
    const [later] = result.custom?.extractions ?? [];
    expect(later?.pagesCut).toBe(1);
    expect(later?.cutPages[0]?.cut).toBe("time");
  });

  it(`a document over ${PAGE_CHARS_READ / MIB} MiB is read up to the size cap`, async () => {
    const big = `<p>first</p>${" ".repeat(PAGE_CHARS_READ)}<p>last</p>`;
    const { audit: result } = await audit([page({ html: big, rawHtml: big })], {
      searches: [{ name: "last", text: "last" }],
      extractions: [{ name: "paragraphs", selector: "p" }],
    });
    expect(result.custom?.searches[0]).toMatchObject({ pagesMatched: 0, pagesCut: 1 });
    expect(result.custom?.searches[0]?.cutPages[0]?.cut).toBe("size");
    expect(result.custom?.extractions[0]?.pages[0]).toMatchObject({
      count: 1,
      values: ["first"],
      cut: "size",
    });
  });

  it("RE2-unsupported syntax is refused before any page is read, with RE2's message", async () => {
    let read = 0;
    function* pages(): Generator<CrawledPage> {
      read++;
      yield page({ html: "<p>a</p>" });
    }
    const refused = auditPages(pages(), {
      startUrl: `${root}/`,
      custom: {
        searches: [
          { name: "backreference", regex: "(a)\\1" },
          { name: "lookahead", regex: "a(?=b)" },
        ],
      },
    });
    await expect(refused).rejects.toThrow(CustomQueryError);
    await expect(refused).rejects.toThrow(
      [
        "The custom searches and extractions have 2 problems:",
        '- Search 1 ("backreference"): regular expression refused: error parsing regexp: invalid escape sequence: `\\1`',
        '- Search 2 ("lookahead"): regular expression refused: error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
      ].join("\n"),
    );
    expect(read).toBe(0);
  });
});
