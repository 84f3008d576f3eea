import type { CrawlAnalysis } from "@keystone/site-audit/vocabulary";
import type { CustomQueries } from "../model/custom-queries";
import { customCellsOf } from "../insights/custom-contract";

/** The Pages CSV's custom columns: a heading per search and extraction, and each page's cells. */
export interface CustomColumns {
  headings: string[];
  /** One row of cells per crawled page, in the crawl's order. */
  rows: string[][];
}

/**
 * The custom searches' and extractions' columns of the Pages CSV, from the audit's page digests
 * (`PageDigest.custom`, one value per name). The audit keeps one digest per crawled page, in the
 * crawl's order, so row `i` is page `i`; a page without a value has an empty cell. Headings say
 * which kind of query they are, so that a search named "URL" does not read as the page's URL.
 */
export function customColumns(queries: CustomQueries, analysis: CrawlAnalysis): CustomColumns {
  const names = [
    ...queries.searches.map((entry) => ({ name: entry.name.trim(), kind: "Search" })),
    ...queries.extractions.map((entry) => ({ name: entry.name.trim(), kind: "Extraction" })),
  ];
  return {
    headings: names.map(({ name, kind }) => `${kind}: ${name}`),
    rows: analysis.pages.map((digest) => {
      const cells = customCellsOf(digest);
      return names.map(({ name }) => cells?.[name] ?? "");
    }),
  };
}
