import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

/** The one data cell of a one-column CSV, as written. */
const written = (cell: string) =>
  toCsv(["cell"], [[cell]])
    .split("\r\n")
    .slice(1)
    .join("\r\n");
/** How `toCsv` writes a cell it escapes: quoted, with a leading `'`. */
const escaped = (cell: string) => `"'${cell.replace(/"/g, '""')}"`;

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

  it("keeps CR, LF, quotes and NUL inside a quoted cell", () => {
    expect(written('a\r\nb"c\0d')).toBe('"a\r\nb""c\0d"');
  });

  it.each([
    ["an equals sign", '=HYPERLINK("https://evil.example")'],
    ["a plus", "+1"],
    ["a minus", "-2"],
    ["an at sign", "@SUM(A1)"],
    ["a formula over two lines", "=1\n+2"],
    ["a tab", "\tx"],
    ["a carriage return", "\rx"],
    ["a line feed before =", "\n=1+1"],
    ["a space before =", " =1+1"],
    ["spaces and tabs before +", "  \t +cmd"],
    ["a no-break space before =", "\u00a0=1"],
    ["a fullwidth ＝", "＝1+1"],
    ["a fullwidth ＋", "＋1"],
    ["a fullwidth －", "－1"],
    ["a fullwidth ＠", "＠SUM(A1)"],
    ["a space before a fullwidth ＝", " ＝1"],
    ["a byte order mark before =", "\ufeff=1"],
    ["a zero-width space before =", "\u200b=1"],
    ["a word joiner before @", "\u2060@x"],
    ["a right-to-left mark before -", "\u200f-1"],
    ["a soft hyphen before =", "\u00ad=1"],
    ["a NUL before =", "\0=1"],
    ["invisible characters and spaces mixed before =", "\u200b \ufeff\u00a0\u200d=1"],
  ])("escapes a cell that starts with %s", (_name, cell) => {
    expect(written(cell)).toBe(escaped(cell));
  });

  it.each([
    ["a formula character later in the cell", "safe=1"],
    ["a leading space before a word", " hello"],
    ["a no-break space before a word", "\u00a0text"],
    ["a zero-width space before a word", "\u200bsafe"],
    ["a number with a sign inside", "1+1"],
    ["an empty cell", ""],
    ["a URL", "https://moving.example.com/a=b"],
  ])("leaves %s as it is", (_name, cell) => {
    expect(written(cell)).toBe(`"${cell}"`);
  });

  it(
    "reads a cell of 1 MiB of spaces or zero-width spaces once",
    () => {
      // Compared by their start and length: a failing comparison of megabyte strings would diff them.
      const start = (cell: string) => [written(cell).slice(0, 2), written(cell).length];
      const spaces = " ".repeat(1024 * 1024);
      expect(start(`${spaces}x`)).toEqual(['" ', spaces.length + 3]);
      expect(start(`${spaces}=`)).toEqual([`"'`, spaces.length + 4]);
      const invisible = "\u200b".repeat(1024 * 1024);
      expect(start(`${invisible}x`)).toEqual(['"\u200b', invisible.length + 3]);
      expect(start(`${invisible}+`)).toEqual([`"'`, invisible.length + 4]);
    },
    // A hang guard: a fraction of a second on a busy host; a pattern that backtracked would take hours.
    30_000,
  );
});
