import type { PageDigest } from "../analysis/crawl-analysis";
import type { CustomResults } from "../custom/types";
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

/** A custom column: the name its cells are kept under, and its heading. */
interface CustomColumn {
  name: string;
  heading: string;
}

/**
 * The custom columns: with the audit's custom results, a search's or an extraction's heading says
 * which it is ("Search: Phone", "Extraction: H1"), so that a query named "URL" does not read as the
 * page's own; any other name a page gives (an older record) follows under its own name.
 */
function customColumns(pages: readonly PageDigest[], custom?: CustomResults): CustomColumn[] {
  const columns: CustomColumn[] = [
    ...(custom?.searches ?? []).map(({ search }) => ({
      name: search.name,
      heading: `Search: ${search.name}`,
    })),
    ...(custom?.extractions ?? []).map(({ extraction }) => ({
      name: extraction.name,
      heading: `Extraction: ${extraction.name}`,
    })),
  ];
  const named = new Set(columns.map((column) => column.name));
  for (const page of pages) {
    for (const name of Object.keys(page.custom ?? {})) {
      if (named.has(name)) continue;
      named.add(name);
      columns.push({ name, heading: name });
    }
  }
  return columns;
}

/**
 * The header and one row per page: what the pages CSV and the pages sheet of the XLSX hold.
 * `custom` (the audit's `custom`) names the custom columns.
 */
export function pagesTable(
  pages: readonly PageDigest[],
  custom?: CustomResults,
): { header: string[]; rows: Cell[][] } {
  const columns = customColumns(pages, custom);
  // A digest from an older record lacks the crawl-wide columns: those cells are left empty.
  const optional = (value: number | string | null | undefined): Cell => value ?? "";
  return {
    header: [...PAGES_CSV_HEADER, ...columns.map((column) => column.heading)],
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
      ...columns.map((column) => page.custom?.[column.name] ?? ""),
    ]),
  };
}

/** The crawl's pages as CSV (RFC 4180, formula-looking cells escaped), one row per page. */
export function pagesCsv(pages: readonly PageDigest[], custom?: CustomResults): string {
  const { header, rows } = pagesTable(pages, custom);
  return toCsv(header, rows);
}
