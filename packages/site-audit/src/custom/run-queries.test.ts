import { describe, expect, it } from "vitest";
import type { CrawledPage } from "../document";
import { compileCustomQueries } from "./compile-queries";
import { VALUE_CHARS, VALUES_KEPT_PER_PAGE } from "./limits";
import { type QueryClock, runQueries } from "./run-queries";
import type { CustomQueries } from "./types";

const run = (page: CrawledPage, queries: CustomQueries, clock?: QueryClock) => {
  const compiled = compileCustomQueries(queries);
  if (!compiled) throw new Error("no queries");
  return runQueries(page, compiled, clock);
};

const html = `<html><body>
  <header>Call 0800 123 456</header>
  <main><h1>Offices</h1><p>Call us on 0800&nbsp;123
  456 or <b>0800</b> 123 456.</p>
  <script>var phone = "0800 123 456";</script>
  <span class="price" data-sku="A1">£10</span> <span class="price">£<i>20</i></span></main>
  <footer>Cookies</footer></body></html>`;
const rawHtml = `<!doctype html><html><head><meta name="author" content="Ann Smith">
  <script type="application/ld+json">{"@type": "Organization"}</script></head>${html.slice(6)}`;
const page: CrawledPage = { html, rawHtml, metadata: { sourceURL: "https://a.example/" } };

describe("runQueries: searches", () => {
  it("reads the whole document, the visible text or the content area", () => {
    const result = run(page, {
      searches: [
        { name: "in html", text: "0800 123 456" },
        { name: "in text", text: "0800 123 456", in: "text" },
        { name: "in content", text: "0800 123 456", in: "content" },
      ],
    });
    // html: header and script (the "0800</b> 123" and the line break are not the text as written);
    // text: header, the two in the paragraph (entity, line break and inline tags read as a reader
    // sees them), not the script's; content: the paragraph's two.
    expect(result.searches.map((search) => search.count)).toEqual([2, 3, 2]);
  });

  it("matches regular expressions, case folded when asked", () => {
    const result = run(page, {
      searches: [
        { name: "re", regex: "0800\\s+123\\s+456", in: "content" },
        { name: "case", text: "COOKIES", in: "text", ignoreCase: true },
        { name: "exact case", text: "COOKIES", in: "text" },
      ],
    });
    expect(result.searches.map((search) => search.count)).toEqual([2, 1, 0]);
  });

  it("reads the html when the crawl has no rawHtml, and the markdown when it has neither", () => {
    const queries = { searches: [{ name: "author", text: "Ann Smith" }] };
    expect(run(page, queries).searches[0]?.count).toBe(1);
    expect(run({ html }, queries).searches[0]?.count).toBe(0);
    expect(run({ markdown: "By Ann Smith" }, queries).searches[0]?.count).toBe(1);
    const text = { searches: [{ name: "t", text: "Ann", in: "text" as const }] };
    expect(run({ markdown: "By Ann Smith" }, text).searches[0]?.count).toBe(1);
  });
});

describe("runQueries: extractions", () => {
  it("extracts text, an attribute and the inner html from the document as served", () => {
    const result = run(page, {
      extractions: [
        { name: "prices", selector: "main .price" },
        { name: "sku", selector: ".price", attribute: "data-sku" },
        { name: "price html", selector: ".price", value: "inner-html" },
        { name: "author", selector: "meta[name=author]", attribute: "content" },
        { name: "json-ld", selector: 'script[type="application/ld+json"]' },
        { name: "none", selector: "table td" },
      ],
    });
    expect(result.extractions).toEqual([
      { count: 2, values: ["£10", "£20"] },
      // The second price has no data-sku: matched, no value.
      { count: 2, values: ["A1"] },
      { count: 2, values: ["£10", "£<i>20</i>"] },
      { count: 1, values: ["Ann Smith"] },
      { count: 1, values: ['{"@type": "Organization"}'] },
      { count: 0, values: [] },
    ]);
  });

  it(`keeps ${VALUES_KEPT_PER_PAGE} values of ${VALUE_CHARS} characters, and counts them all`, () => {
    const long = "x".repeat(VALUE_CHARS * 2);
    const items = Array.from({ length: 50 }, () => `<li>${long}</li>`).join("");
    const [result] = run(
      { html: `<ul>${items}</ul>` },
      {
        extractions: [{ name: "items", selector: "li" }],
      },
    ).extractions;
    expect(result?.count).toBe(50);
    expect(result?.values).toHaveLength(VALUES_KEPT_PER_PAGE);
    expect(result?.values?.[0]).toBe(`${"x".repeat(VALUE_CHARS - 1)}…`);
  });

  it("reads nothing of a page without html", () => {
    const result = run({ markdown: "# Title" }, { extractions: [{ name: "h", selector: "h1" }] });
    expect(result.extractions).toEqual([{ count: 0, values: [] }]);
  });
});

describe("runQueries: the page's time", () => {
  /** A clock that moves `step` milliseconds each time it is read. */
  const movingClock = (step: number, milliseconds: number): QueryClock => {
    let now = 0;
    return { now: () => (now += step), milliseconds };
  };

  it("stops counting when the time is spent, keeps the count so far and says so", () => {
    const text = "a ".repeat(100);
    // Read once to start, once per match: the budget of 10 ms ends after the ninth match.
    const result = run(
      { html: text },
      { searches: [{ name: "a", text: "a" }] },
      movingClock(1, 10),
    );
    expect(result.searches).toEqual([{ count: 9, cut: "time" }]);
  });

  it("marks every query after the time is spent, without running it", () => {
    const result = run(
      { html: "<p>a</p>" },
      { searches: [{ name: "a", text: "a" }], extractions: [{ name: "p", selector: "p" }] },
      movingClock(100, 10),
    );
    expect(result.searches).toEqual([{ count: 0, cut: "time" }]);
    expect(result.extractions).toEqual([{ count: 0, values: [], cut: "time" }]);
  });

  it("stops a selector's matching in the middle of the document", () => {
    const items = "<li>x</li>".repeat(10_000);
    // Plenty of time for parsing (the clock is read per 64 KiB chunk), not for matching.
    let reads = 0;
    const clock: QueryClock = { now: () => (reads++ < 5 ? 0 : 1_000_000), milliseconds: 10 };
    const [result] = run(
      { html: `<ul>${items}</ul>` },
      {
        extractions: [{ name: "li", selector: "ul li" }],
      },
      clock,
    ).extractions;
    expect(result?.cut).toBe("time");
    expect(result?.count).toBeGreaterThan(0);
    expect(result?.count).toBeLessThan(10_000);
  });
});
