/**
 * Custom search and extraction (Screaming Frog's Custom Search and Custom Extraction): staff ask
 * their own question of every page of a crawl. The definitions are the user's and the pages are
 * hostile, so every expression runs on a linear-time engine (RE2, through re2js) and every
 * selector through css-select over htmlparser2's DOM, each under a per-page size and time cap
 * (`./limits`), and a page cut by a cap says so in its result.
 */

/** Where a search looks. */
export const SEARCH_SCOPES = ["html", "text", "content"] as const;
/**
 * `html`: the whole document as served (`rawHtml` when the crawl has it, else `html`), markup
 * included; `text`: the visible text of the page (no script, style or markup, white space
 * collapsed); `content`: the content area's text (the visible text outside nav, header, footer
 * and aside, as the content checks read it).
 */
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** Whether a page matches when the search finds something, or when it finds nothing. */
export const SEARCH_MODES = ["contains", "does-not-contain"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** One search: exactly one of `text` (found as written) and `regex` (RE2 syntax). */
export interface CustomSearch {
  /** Names the search in the results, the report and `PageDigest.custom`; unique among all queries. */
  name: string;
  /** "contains" unless given. */
  mode?: SearchMode;
  /** "html" unless given. */
  in?: SearchScope;
  text?: string;
  regex?: string;
  /** Upper and lower case match each other (RE2's `(?i)`). */
  ignoreCase?: boolean;
}

/** What an extraction keeps of each element its selector matches. */
export const EXTRACT_VALUES = ["text", "inner-html", "attribute"] as const;
export type ExtractValue = (typeof EXTRACT_VALUES)[number];

/** One extraction: a CSS selector over the document, and what to keep of each element found. */
export interface CustomExtraction {
  name: string;
  selector: string;
  /** "text" unless given; "attribute" when `attribute` is given. */
  value?: ExtractValue;
  /** The attribute read when `value` is "attribute" (lower case, as HTML reads it). */
  attribute?: string;
}

/** The searches and extractions of one audit, up to `MAX_SEARCHES` and `MAX_EXTRACTIONS`. */
export interface CustomQueries {
  searches?: readonly CustomSearch[];
  extractions?: readonly CustomExtraction[];
}

/**
 * Why a page was not read whole for a query, so that its result there is a lower bound: its html
 * or text over the size read ("size"), the page's time spent ("time"), elements nested deeper
 * ("depth") or more of them ("elements") than the DOM reads, or the occurrences counted up to
 * their cap ("matches").
 */
export type CutReason = "size" | "time" | "depth" | "elements" | "matches";

/** One page's result for one search. */
export interface SearchPageResult {
  url: string;
  /** Occurrences found (for "does-not-contain" pages, 0). */
  count: number;
  /** Set when a cap stopped the reading: more may be there. */
  cut?: CutReason;
}

/** One page's result for one extraction. */
export interface ExtractionPageResult {
  url: string;
  /** Elements the selector matched on the page. */
  count: number;
  /** The first values (`VALUES_KEPT_PER_PAGE`), each clipped (`VALUE_CHARS`). */
  values: string[];
  cut?: CutReason;
}

export interface CustomSearchResult {
  /** The search as it ran, its defaults filled in. */
  search: Required<Pick<CustomSearch, "name" | "mode" | "in" | "ignoreCase">> &
    Pick<CustomSearch, "text" | "regex">;
  /** Pages that matched (contain it, or for "does-not-contain", do not): the true total. */
  pagesMatched: number;
  /** Occurrences over every page read (0 for "does-not-contain" matches, by definition). */
  occurrences: number;
  /** The first `PAGES_KEPT` matching pages, in crawl order. */
  pages: SearchPageResult[];
  /** Pages a cap cut short (their results are lower bounds), the true total. */
  pagesCut: number;
  /** The first `PAGES_KEPT` cut pages, so that a reader can look at them. */
  cutPages: SearchPageResult[];
}

export interface CustomExtractionResult {
  extraction: Required<Pick<CustomExtraction, "name" | "selector" | "value">> &
    Pick<CustomExtraction, "attribute">;
  /** Pages where the selector matched at least one element: the true total. */
  pagesMatched: number;
  /** Elements matched over every page read. */
  elements: number;
  /** The first `PAGES_KEPT` pages with a match, in crawl order, with their values. */
  pages: ExtractionPageResult[];
  pagesCut: number;
  cutPages: ExtractionPageResult[];
}

/** What the audit found for each search and extraction (`SiteAudit.custom`). */
export interface CustomResults {
  /** Pages the queries ran on. */
  pagesRead: number;
  searches: CustomSearchResult[];
  extractions: CustomExtractionResult[];
}
