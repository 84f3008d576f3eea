import { describe, expect, it } from "vitest";
import { computeFindings } from "../insights/findings";
import { toCsv } from "./csv";
import { findingsCsv, pagesCsv } from "./site-csv";

describe("toCsv", () => {
  it("quotes every field, doubles quotes and separates records with CRLF (RFC 4180)", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ['say "hi"', "line\nbreak"],
          [1, ""],
        ],
      ),
    ).toBe('"a","b"\r\n"say ""hi""","line\nbreak"\r\n"1",""');
  });

  it("escapes cells that a spreadsheet would run as a formula", () => {
    const csv = toCsv(
      ["cell"],
      [
        ['=HYPERLINK("https://evil.example")'],
        ["+1"],
        ["-2"],
        ["@SUM(A1)"],
        ["=1\n+2"],
        ["\tx"],
        ["safe=1"],
      ],
    );
    expect(csv.split("\r\n").slice(1)).toEqual([
      '"\'=HYPERLINK(""https://evil.example"")"',
      '"\'+1"',
      '"\'-2"',
      '"\'@SUM(A1)"',
      '"\'=1\n+2"',
      '"\'\tx"',
      '"safe=1"',
    ]);
  });
});

describe("site CSV files", () => {
  const pages = [
    {
      metadata: {
        title: "=cmd|' /C calc'!A0",
        sourceURL: "https://moving.example.com/",
        statusCode: 200,
      },
    },
    { metadata: { sourceURL: "https://moving.example.com/gone", statusCode: 404 } },
  ];

  it("lists the page table with formula-looking titles escaped", () => {
    expect(pagesCsv(pages).split("\r\n")).toEqual([
      '"Title","URL","Status code"',
      '"\'=cmd|\' /C calc\'!A0","https://moving.example.com/","200"',
      '"(untitled)","https://moving.example.com/gone","404"',
    ]);
  });

  it("gives one row per page of each finding, with the finding's count", () => {
    const rows = findingsCsv(computeFindings(pages, "https://moving.example.com/")).split("\r\n");
    expect(rows[0]).toBe('"Finding","Count","URL","Detail"');
    expect(rows).toContain('"HTTP 404","1","https://moving.example.com/gone","HTTP 404"');
    expect(rows).toContain(
      '"Pages without a meta description","1","https://moving.example.com/","no meta description"',
    );
    expect(rows.some((row) => row.startsWith('"Pages without a title"'))).toBe(false);
  });
});
