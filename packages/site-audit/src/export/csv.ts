import Papa from "papaparse";

/**
 * Cells a spreadsheet may run as a formula: those that start with a formula character, a tab or a
 * carriage return (which can hide one), and those whose formula character (`=`, `+`, `-`, `@` or
 * their fullwidth forms `＝＋－＠`) comes after white space
 * (a line feed, a space, a no-break space, a byte order mark) or invisible control and format
 * characters (a zero-width space, a joiner, a direction mark), which some spreadsheets skip. Papa
 * Parse's own `escapeFormulae: true` misses a formula followed by a line break, so the rule is
 * given as a pattern: anchored, one run of one class before one character, so that a cell of a
 * megabyte of spaces is read once.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cc}\p{Cf}]*[=+\-@＝＋－＠])/u;

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

/**
 * The UTF-8 byte order mark a CSV file starts with, so that a spreadsheet that guesses the
 * encoding (Excel on a double click) reads curly quotes and accents as UTF-8, not as its code page.
 */
export const UTF8_BOM = "\ufeff";

/** A CSV's text as a file holds it: the byte order mark, then the text. */
export const csvFileText = (csv: string): string => UTF8_BOM + csv;
