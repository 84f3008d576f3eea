import Papa from "papaparse";

/**
 * Cells a spreadsheet would run as a formula (and the tab and carriage return that can hide one).
 * Papa Parse's own `escapeFormulae: true` misses a formula followed by a line break, so the rule
 * is given as a pattern that looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * RFC 4180 CSV: every field quoted, quotes doubled, CRLF between records; a cell that starts like a
 * formula is prefixed with `'`, so opening the file in a spreadsheet runs nothing from a crawled page.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return Papa.unparse([header, ...rows] as unknown[][], {
    quotes: true,
    newline: "\r\n",
    escapeFormulae: FORMULA_START,
  });
}
