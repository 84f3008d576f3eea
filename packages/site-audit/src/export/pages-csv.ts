import type { PageDigest } from "../analysis/crawl-analysis";
import { toCsv } from "./csv";

/**
 * The pages CSV's columns, Screaming Frog's Internal tab's in its order and words; then one column
 * per custom search or extraction (`PageDigest.custom`) when the crawl had any.
 */
export const PAGES_CSV_HEADER = [
  "Address",
  "Status Code",
  "Final URL",
  "Title 1",
  "Meta Description 1",
  "H1-1",
  "Word Count",
  "Crawl Depth",
  "Inlinks",
  "Outlinks",
  "Indexability",
  "Indexability Status",
] as const;

type Cell = string | number;

/** The Status Code cell of a redirect whose own 3xx the provider did not give (the web's word). */
export const REDIRECTED_STATUS = "redirected";
/** The Status Code cell of a page the provider gave no status for. */
export const NO_STATUS = "not reported";

/**
 * A page's Status Code cell, as the web's pages table says it: a 3xx where the provider gave one;
 * "redirected" for a redirect it followed (its status is then the final page's, never this
 * address's); otherwise the code, or "not reported". An older digest without `finalUrl` is taken
 * as not redirected.
 */
export function statusCell(page: PageDigest): Cell {
  const { status } = page;
  if (status !== null && status >= 300 && status < 400) return status;
  if (page.finalUrl !== undefined && page.finalUrl !== page.url) return REDIRECTED_STATUS;
  return status ?? NO_STATUS;
}

/** The custom columns' names, in the order the pages first give them. */
function customNames(pages: readonly PageDigest[]): string[] {
  const names = new Set<string>();
  for (const page of pages) for (const name of Object.keys(page.custom ?? {})) names.add(name);
  return [...names];
}

/** The header and one row per page: what the pages CSV and the pages sheet of the XLSX hold. */
export function pagesTable(pages: readonly PageDigest[]): { header: string[]; rows: Cell[][] } {
  const custom = customNames(pages);
  // A digest from an older record lacks the crawl-wide columns: those cells are left empty.
  const optional = (value: number | string | null | undefined): Cell => value ?? "";
  return {
    header: [...PAGES_CSV_HEADER, ...custom],
    rows: pages.map((page) => [
      page.url,
      statusCell(page),
      optional(page.finalUrl),
      page.title,
      page.description,
      page.h1,
      optional(page.wordCount),
      optional(page.depth),
      optional(page.inlinks),
      optional(page.outlinks),
      optional(page.indexability),
      optional(page.indexabilityReason),
      ...custom.map((name) => page.custom?.[name] ?? ""),
    ]),
  };
}

/** The crawl's pages as CSV (RFC 4180, formula-looking cells escaped), one row per page. */
export function pagesCsv(pages: readonly PageDigest[]): string {
  const { header, rows } = pagesTable(pages);
  return toCsv(header, rows);
}
