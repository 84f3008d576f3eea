import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { CrawlAnalysis, PageDigest } from "@keystone/site-audit/vocabulary";
import type { CustomQueries } from "../model/custom-queries";
import { customColumns } from "./custom-columns";
import { pagesCsv } from "./site-csv";

const pages = [
  { metadata: { title: "Home", sourceURL: "https://moving.example.com/", statusCode: 200 } },
  { metadata: { title: "About", sourceURL: "https://moving.example.com/about", statusCode: 200 } },
];

const digest = (url: string, custom?: Record<string, string>) =>
  ({
    key: url,
    url,
    title: "",
    description: "",
    status: 200,
    h1: "",
    hash: "",
    ...(custom ? { custom } : {}),
  }) as PageDigest;

const queries: CustomQueries = {
  searches: [{ name: "URL", mode: "contains", kind: "text", scope: "content", expression: "555" }],
  extractions: [{ name: " Author ", selector: "meta", value: "attribute", attribute: "content" }],
};

describe("the Pages CSV's custom columns", () => {
  it("adds a named column per search and extraction with each page's value, in the crawl's order", () => {
    const analysis = {
      audit: {},
      pages: [digest("https://moving.example.com/", { URL: "2", Author: "Ann | Bo" }), digest("x")],
    } as unknown as CrawlAnalysis;
    const csv = pagesCsv(pages, customColumns(queries, analysis));
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(["Title", "URL", "Status code", "Search: URL", "Extraction: Author"]);
    expect(rows[1]).toEqual(["Home", "https://moving.example.com/", "200", "2", "Ann | Bo"]);
    // A page the queries gave nothing for has empty cells, not a shifted row.
    expect(rows[2]).toEqual(["About", "https://moving.example.com/about", "200", "", ""]);
  });

  it("has only the page table's columns without custom queries", () => {
    const rows = Papa.parse<string[]>(pagesCsv(pages).trim()).data;
    expect(rows[0]).toEqual(["Title", "URL", "Status code"]);
    expect(rows).toHaveLength(3);
  });
});
