/**
 * The caps of custom search and extraction. The pages are hostile and the expressions are the
 * user's: each cap bounds time or memory, and what it cut is said beside the result.
 */

/** Searches and extractions an audit takes, each (as Screaming Frog's defaults). */
export const MAX_SEARCHES = 10;
export const MAX_EXTRACTIONS = 10;
/** Characters of a name, an expression or a selector. */
export const NAME_CHARS = 60;
export const EXPRESSION_CHARS = 1000;
/** RE2's program size (instructions) above which an expression is refused as too large. */
export const MAX_PROGRAM_SIZE = 20_000;

/** Characters of a page read by the searches (each scope) and by the DOM: 4 MiB. */
export const PAGE_CHARS_READ = 4 * 1024 * 1024;
/**
 * Milliseconds all the queries of one page may take together. A page past it keeps what was
 * found so far and is marked cut ("time"). Checked between chunks of work, so a page overruns it
 * by at most one chunk (a search of one chunk of text, 64 KiB of html parsed, 1,024 DOM steps).
 */
export const PAGE_MILLISECONDS = 2000;
/**
 * Nesting read into the DOM. Chromium's parser stops nesting at 512 too; past it, htmlparser2's
 * stack (an array it shifts) and css-select's ancestor walks grow with the depth of every element.
 */
export const DOM_DEPTH = 512;
/** Elements read into the DOM of one page (a large real page has under 10,000). */
export const DOM_ELEMENTS = 100_000;
/** Characters fed to the html parser between two looks at the clock. */
export const PARSE_CHUNK_CHARS = 64 * 1024;

/**
 * Work one regular-expression search may do, in characters × RE2 instructions. RE2's matching is
 * linear in the text, times the program's size: `[a-z ]{1000}x` takes 21 s over 256 KiB of
 * letters in one search, which no clock can interrupt. So an expression reads at most this many
 * characters divided by its program size (4 MiB for `(a+)+$`, 50,000 for 1,000 instructions),
 * about half a second; a text searched as written is exempt (RE2 finds a literal by `indexOf`).
 */
export const SEARCH_WORK = 50_000_000;

/** Occurrences counted on one page for one search; past it the count is a lower bound ("+"). */
export const MATCHES_COUNTED = 10_000;
/** Values kept per page per extraction, and characters kept of each. */
export const VALUES_KEPT_PER_PAGE = 20;
export const VALUE_CHARS = 300;
/** Characters of one page's value in `PageDigest.custom` (extracted values joined). */
export const DIGEST_VALUE_CHARS = 1000;
/** Pages kept in a search's or an extraction's list (the totals go on). */
export const PAGES_KEPT = 1000;
