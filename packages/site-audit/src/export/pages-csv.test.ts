import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { analyseCrawl } from "../analysis/analyse-crawl";
import type { CustomResults } from "../custom/types";
import type { PageDigest } from "../analysis/crawl-analysis";
import { ROOT, home, page } from "../checks/rule-tester";
import { UTF8_BOM, csvFileText } from "./csv";
import { PAGES_CSV_HEADER, pagesCsv } from "./pages-csv";

const rowsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe("the pages CSV", () => {
  it("gives Screaming Frog's Internal columns for each page: status, final URL, texts, words, depth, links, indexability", async () => {
    const pages = [
      home(["/services", "/moved", "/hidden"]),
      page("/services", { metadata: { title: "Services “quoted” – café" } }),
      page("/moved", { metadata: { url: `${ROOT}/services`, statusCode: 200 } }),
      page("/hidden", { metadata: { robots: "noindex, follow" } }),
      page("/gone", { metadata: { statusCode: 404 } }),
    ];
    const { pages: digests } = await analyseCrawl(pages, `${ROOT}/`);
    const [header, ...rows] = rowsOf(pagesCsv(digests));
    expect(header).toEqual([...PAGES_CSV_HEADER]);
    const row = (path: string) => rows.find((cells) => cells[0] === `${ROOT}${path}`);
    expect(row("/services")).toEqual([
      `${ROOT}/services`,
      "200",
      `${ROOT}/services`,
      "Services “quoted” – café",
      expect.stringContaining("Everything about /services"),
      "Moving help for /services",
      // The H1, 250 words and the link home: the content area's words, without the nav.
      "259",
      "1",
      // The home page links to it twice (its own link and the redirect's target): one page.
      "1",
      // The nav's link home and the content's.
      "2",
      "Indexable",
      "",
    ]);
    // The start URL: depth 0, four pages link home, and it links home twice and to three pages.
    expect(row("/")?.slice(7, 10)).toEqual(["0", "4", "5"]);
    // The provider followed the redirect and gave the final page's 200: not this address's status.
    expect(row("/moved")?.slice(1, 3)).toEqual(["redirected", `${ROOT}/services`]);
    expect(row("/moved")?.slice(10)).toEqual(["Non-Indexable", "Redirected"]);
    expect(row("/hidden")?.slice(10)).toEqual(["Non-Indexable", "noindex"]);
    // Not linked from a crawled page: no depth, no inlinks.
    expect(row("/gone")?.slice(7, 12)).toEqual(["", "0", "2", "Non-Indexable", "Client Error"]);
  });

  it("adds one column per custom search or extraction, and leaves the columns an older record lacks empty", () => {
    const older: PageDigest = {
      key: `${ROOT}/`,
      url: `${ROOT}/`,
      title: "Home",
      description: "",
      status: 200,
      h1: "",
      hash: "00",
    };
    const withCustom: PageDigest = {
      ...older,
      url: `${ROOT}/a`,
      custom: { Price: "=1+1", SKU: "7" },
    };
    const [header, first, second] = rowsOf(pagesCsv([older, withCustom]));
    expect(header).toEqual([...PAGES_CSV_HEADER, "Price", "SKU"]);
    expect(first).toEqual([`${ROOT}/`, "200", "", "Home", "", "", "", "", "", "", "", "", "", ""]);
    expect(
      rowsOf(
        pagesCsv([
          { ...older, status: null },
          { ...older, status: 301 },
        ]),
      ),
    ).toEqual([
      [...PAGES_CSV_HEADER],
      [`${ROOT}/`, "not reported", "", "Home", "", "", "", "", "", "", "", ""],
      [`${ROOT}/`, "301", "", "Home", "", "", "", "", "", "", "", ""],
    ]);
    // A custom value is crawled text: one that looks like a formula is escaped.
    expect(second?.slice(-2)).toEqual(["'=1+1", "7"]);
  });

  it("names each custom column by its kind when given the audit's custom results", () => {
    const page: PageDigest = {
      key: `${ROOT}/`,
      url: `${ROOT}/`,
      title: "Home",
      description: "",
      status: 200,
      h1: "",
      hash: "00",
      custom: { URL: "2", H1: "Welcome", Legacy: "x" },
    };
    const custom = {
      pagesRead: 1,
      searches: [{ search: { name: "URL" } }],
      extractions: [{ extraction: { name: "H1" } }],
    } as unknown as CustomResults;
    const [header, row] = rowsOf(pagesCsv([page], custom));
    // "URL" a search, not the page's address; a name the results do not know keeps its own.
    expect(header?.slice(PAGES_CSV_HEADER.length)).toEqual([
      "Search: URL",
      "Extraction: H1",
      "Legacy",
    ]);
    expect(row?.slice(PAGES_CSV_HEADER.length)).toEqual(["2", "Welcome", "x"]);
  });

  it("is written to a file after a UTF-8 byte order mark", () => {
    const text = csvFileText(pagesCsv([]));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
