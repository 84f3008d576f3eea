import type { IssueChange } from "@keystone/site-audit";
import picocolors from "picocolors";
import { describe, expect, it } from "vitest";
import type { AuditRecord } from "./audit-record.js";
import { CHANGES_LISTED, summaryData } from "./summary-data.js";
import { plainSummary, tableSummary } from "./summary-text.js";

const HOSTILE = "https://a.example/x\tforged\nerror\tstatus-5xx\t1\t1\tfake\u001b]0;t\u0007";

const change = (at: number): IssueChange => ({
  checkId: "status-4xx",
  label: "Page answers a client error (4xx)",
  severity: "error",
  category: "response-codes",
  url: at === 0 ? HOSTILE : `https://a.example/${at}`,
  detail: "HTTP 404",
});

const record = {
  site: "a.example",
  startUrl: "https://a.example/",
  pagesSkipped: 0,
  audit: {
    pageCount: 3,
    health: { score: 67, pages: 3, pagesWithErrors: 1 },
    counts: { error: 1, warning: 0, notice: 2 },
    issues: [
      {
        id: "status-4xx",
        label: "Page answers a client error (4xx)",
        category: "response-codes",
        severity: "error",
        items: [{ url: HOSTILE, detail: "HTTP 404" }],
      },
      {
        id: "url-parameters",
        label: "URL with query parameters",
        category: "urls",
        severity: "notice",
        items: [
          { url: "https://a.example/?a", detail: "" },
          { url: "https://a.example/?a", detail: "" },
        ],
      },
    ],
  },
  comparison: {
    baseline: { file: "old.json", crawledAt: 0 },
    new: Array.from({ length: CHANGES_LISTED + 5 }, (_, at) => change(at)),
    fixed: [],
    notCompared: [{ id: "thin-page", label: "Thin pages" }],
    pages: { added: ["https://a.example/new"], removed: [], changed: [] },
  },
} as unknown as AuditRecord;

describe("the summary", () => {
  const lines = plainSummary(summaryData(record));

  it("gives the figures as tab-separated lines", () => {
    expect(lines.slice(0, 7)).toEqual([
      "site\ta.example",
      "start URL\thttps://a.example/",
      "pages\t3",
      "health\t67\t1 of 3 pages have an error",
      "errors\t1",
      "warnings\t0",
      "notices\t2",
    ]);
    expect(lines).toContain("Response codes\t1\t0\t0");
    expect(lines).toContain("URLs\t0\t0\t2");
    // Pages are the distinct pages of an issue; items, all of them.
    expect(lines).toContain("notice\turl-parameters\t1\t2\tURL with query parameters");
  });

  it("lists changes up to the cap, then how many more, and the checks not compared", () => {
    expect(lines.filter((line) => line.startsWith("new\terror\t"))).toHaveLength(CHANGES_LISTED);
    expect(lines).toContain("new\tand 5 more, all in audit.json");
    expect(lines).toContain("not compared\tthin-page\tThin pages");
    expect(lines).toContain("pages added\t1");
  });

  it("keeps a crawled URL's tabs, line breaks and escapes from forging lines or reaching a terminal", () => {
    const text = lines.join("\n");
    expect(text).not.toContain("\u001b");
    expect(text).not.toContain("x\tforged");
    expect(lines.filter((line) => line.startsWith("error\tstatus-5xx"))).toEqual([]);
    expect(text).toContain("x\\u{0009}forged\\u{000a}error");
    const table = tableSummary(summaryData(record), picocolors.createColors(false), 100).join("\n");
    expect(table).not.toContain("\u001b");
    expect(table).toContain("x\\u{0009}forged\\u{000a}error");
  });
});

describe("the summary of custom searches and extractions", () => {
  const withCustom = {
    ...record,
    comparison: undefined,
    audit: {
      ...record.audit,
      custom: {
        pagesRead: 3,
        searches: [
          {
            search: { name: "phone", mode: "contains" },
            pagesMatched: 2,
            occurrences: 5,
            pagesCut: 1,
          },
          {
            search: { name: "fax\tforged", mode: "does-not-contain" },
            pagesMatched: 0,
            occurrences: 4,
            pagesCut: 0,
          },
        ],
        extractions: [
          { extraction: { name: "author" }, pagesMatched: 3, elements: 3, pagesCut: 0 },
        ],
      },
    },
  } as unknown as AuditRecord;

  it("counts each one, its name's controls escaped", () => {
    const lines = plainSummary(summaryData(withCustom));
    expect(lines.slice(lines.indexOf("custom\tname\tpages\tcount\tpages cut"))).toEqual([
      "custom\tname\tpages\tcount\tpages cut",
      "search\tphone\t2\t5\t1",
      "search-not\tfax\\u{0009}forged\t0\t4\t0",
      "extract\tauthor\t3\t3\t0",
    ]);
  });

  it("shows them as a table on a terminal, saying what matched nothing and what was cut", () => {
    const table = tableSummary(summaryData(withCustom), picocolors.createColors(false), 100);
    expect(table.slice(table.findIndex((line) => line.startsWith("Custom")))).toEqual([
      "Custom    Name                Pages     Count",
      "contains  phone                   2         5 found  1 page read in part",
      "lacks     fax\\u{0009}forged       0         4 found  matched nothing",
      "extract   author                  3         3 elements",
    ]);
  });

  it("is absent without custom queries", () => {
    expect(plainSummary(summaryData(record))).not.toContain(
      "custom\tname\tpages\tcount\tpages cut",
    );
  });
});
