import { clipText } from "../text/clip-text";
import { ownCopy } from "../text/own-copy";
import type { CompiledQueries } from "./compile-queries";
import { DIGEST_VALUE_CHARS, PAGES_KEPT } from "./limits";
import type { PageCustomResult, QueryPageResult } from "./run-queries";
import type {
  CustomExtractionResult,
  CustomResults,
  CustomSearchResult,
  ExtractionPageResult,
  SearchPageResult,
} from "./types";

/** Extracted values as one cell of `PageDigest.custom` (and of a CSV): joined, clipped. */
export const VALUE_SEPARATOR = " | ";

/** A page's count as a cell: "12", or "12+" when a cap cut the page (a lower bound). */
const countCell = (result: QueryPageResult) => `${result.count}${result.cut ? "+" : ""}`;

/**
 * The site-wide results of an audit's queries, gathered page by page as each is read: totals go
 * on past the pages kept (`PAGES_KEPT`), so that a search that matched everywhere still says how
 * many pages, and one that matched nothing says so.
 */
export class CustomResultsBuilder {
  private pagesRead = 0;
  private readonly searches: CustomSearchResult[];
  private readonly extractions: CustomExtractionResult[];

  constructor(queries: CompiledQueries) {
    this.searches = queries.searches.map(({ definition }) => ({
      search: definition,
      pagesMatched: 0,
      occurrences: 0,
      pages: [],
      pagesCut: 0,
      cutPages: [],
    }));
    this.extractions = queries.extractions.map(({ definition }) => ({
      extraction: definition,
      pagesMatched: 0,
      elements: 0,
      pages: [],
      pagesCut: 0,
      cutPages: [],
    }));
  }

  /** Adds one page's results; returns its `PageDigest.custom` (one cell per query name). */
  add(url: string, page: PageCustomResult): Record<string, string> {
    this.pagesRead++;
    const cells: Record<string, string> = {};
    page.searches.forEach((result, index) => {
      const summary = this.searches[index] as CustomSearchResult;
      const entry: SearchPageResult = {
        url,
        count: result.count,
        ...(result.cut ? { cut: result.cut } : {}),
      };
      const matched = summary.search.mode === "contains" ? result.count > 0 : result.count === 0;
      summary.occurrences += result.count;
      if (matched) {
        summary.pagesMatched++;
        if (summary.pages.length < PAGES_KEPT) summary.pages.push(entry);
      }
      if (result.cut) {
        summary.pagesCut++;
        if (summary.cutPages.length < PAGES_KEPT) summary.cutPages.push(entry);
      }
      cells[summary.search.name] = countCell(result);
    });
    page.extractions.forEach((result, index) => {
      const summary = this.extractions[index] as CustomExtractionResult;
      const values = result.values ?? [];
      const entry: ExtractionPageResult = {
        url,
        count: result.count,
        values,
        ...(result.cut ? { cut: result.cut } : {}),
      };
      summary.elements += result.count;
      if (result.count > 0) {
        summary.pagesMatched++;
        if (summary.pages.length < PAGES_KEPT) summary.pages.push(entry);
      }
      if (result.cut) {
        summary.pagesCut++;
        if (summary.cutPages.length < PAGES_KEPT) summary.cutPages.push({ ...entry, values: [] });
      }
      cells[summary.extraction.name] = ownCopy(
        clipText(values.join(VALUE_SEPARATOR), DIGEST_VALUE_CHARS),
      );
    });
    return cells;
  }

  results(): CustomResults {
    return {
      pagesRead: this.pagesRead,
      searches: this.searches,
      extractions: this.extractions,
    };
  }
}
