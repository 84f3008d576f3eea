import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

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
