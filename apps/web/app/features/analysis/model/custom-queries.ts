/**
 * Staff's own questions of a crawl (issue 35, Screaming Frog's Custom Search and Custom
 * Extraction): up to 10 searches, each "contains" or "does not contain" a text or a regular
 * expression in one part of the page, and up to 10 extractions, each a CSS selector's text, one
 * attribute or inner HTML. The engine (`@keystone/site-audit`'s `custom`) runs them; this module
 * only keeps them, in the page's address, so that a shared link repeats the question.
 */

export const MAX_CUSTOM_SEARCHES = 10;
export const MAX_CUSTOM_EXTRACTIONS = 10;
/** A name is a CSV column's heading and a label: short, one line. */
export const MAX_CUSTOM_NAME_CHARS = 60;
/** An expression or selector longer than this is not a question anyone types. */
export const MAX_CUSTOM_EXPRESSION_CHARS = 1000;

export const SEARCH_MODES = ["contains", "does-not-contain"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const SEARCH_KINDS = ["text", "regex"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_SCOPES = ["content", "html", "text"] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];
export const EXTRACTION_VALUES = ["text", "attribute", "inner-html"] as const;
export type ExtractionValue = (typeof EXTRACTION_VALUES)[number];

export interface CustomSearch {
  name: string;
  mode: SearchMode;
  kind: SearchKind;
  scope: SearchScope;
  expression: string;
}

export interface CustomExtraction {
  name: string;
  selector: string;
  value: ExtractionValue;
  /** The attribute read when `value` is "attribute". */
  attribute: string;
}

export interface CustomQueries {
  searches: readonly CustomSearch[];
  extractions: readonly CustomExtraction[];
}

export const NO_CUSTOM_QUERIES: CustomQueries = { searches: [], extractions: [] };

export const hasCustomQueries = (queries: CustomQueries) =>
  queries.searches.length > 0 || queries.extractions.length > 0;

const SEARCH_PARAM = "search";
const EXTRACT_PARAM = "extract";
/**
 * Fields are joined by this; the expression or selector comes last and keeps every character
 * (a regular expression or a selector may hold the separator), so only a name may not.
 */
const SEPARATOR = "~";

const isOneOf = <T extends string>(value: string | undefined, list: readonly T[]): value is T =>
  list.includes(value as T);

/** The fields before the last, and the rest of the text (which may hold the separator). */
function fields(text: string, count: number): string[] | null {
  const parts: string[] = [];
  let from = 0;
  for (let index = 0; index < count - 1; index++) {
    const at = text.indexOf(SEPARATOR, from);
    if (at === -1) return null;
    parts.push(text.slice(from, at));
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

/** `search=<name>~<mode>~<kind>~<scope>~<expression>`; null when any part is unknown. */
function parseSearch(text: string): CustomSearch | null {
  const parts = fields(text, 5);
  if (!parts) return null;
  const [name = "", mode, kind, scope, expression = ""] = parts;
  if (!isOneOf(mode, SEARCH_MODES) || !isOneOf(kind, SEARCH_KINDS)) return null;
  if (!isOneOf(scope, SEARCH_SCOPES)) return null;
  return { name, mode, kind, scope, expression };
}

/** `extract=<name>~<value>~<attribute>~<selector>`; null when any part is unknown. */
function parseExtraction(text: string): CustomExtraction | null {
  const parts = fields(text, 4);
  if (!parts) return null;
  const [name = "", value, attribute = "", selector = ""] = parts;
  if (!isOneOf(value, EXTRACTION_VALUES)) return null;
  return { name, value, attribute: value === "attribute" ? attribute : "", selector };
}

/**
 * The searches and extractions a query string names, each in its order; an entry the tool cannot
 * read is ignored, as are those past the limit. What is read is checked before a crawl
 * (`customQueryProblems`), not here: a link with a mistake shows it, to be corrected.
 */
export function parseCustomQueries(search: string): CustomQueries {
  const params = new URLSearchParams(search);
  const searches = params
    .getAll(SEARCH_PARAM)
    .map(parseSearch)
    .filter((entry) => entry !== null)
    .slice(0, MAX_CUSTOM_SEARCHES);
  const extractions = params
    .getAll(EXTRACT_PARAM)
    .map(parseExtraction)
    .filter((entry) => entry !== null)
    .slice(0, MAX_CUSTOM_EXTRACTIONS);
  return { searches, extractions };
}

/** `search` with the queries' parameters in place of its own, the others kept. */
export function withCustomQueries(search: string, queries: CustomQueries): string {
  const params = new URLSearchParams(search);
  params.delete(SEARCH_PARAM);
  params.delete(EXTRACT_PARAM);
  for (const entry of queries.searches) {
    const { name, mode, kind, scope, expression } = entry;
    params.append(SEARCH_PARAM, [name, mode, kind, scope, expression].join(SEPARATOR));
  }
  for (const { name, value, attribute, selector } of queries.extractions) {
    params.append(EXTRACT_PARAM, [name, value, attribute, selector].join(SEPARATOR));
  }
  // "~" is unreserved (RFC 3986): left as it is, a shared link stays readable.
  const query = params.toString().replaceAll("%7E", "~");
  return query === "" ? "" : `?${query}`;
}

/** One thing wrong with a search or an extraction, said where it is. */
export interface CustomQueryProblem {
  /** "search-0", "extraction-2": the row the message belongs to. */
  row: string;
  message: string;
}

/**
 * What is wrong with the queries' form before anything is asked of the engine: a name missing,
 * repeated (it heads a CSV column) or holding the address's separator, an empty expression or
 * selector, an attribute extraction without its attribute. The engine's own check of each
 * expression and selector (its parser's message) comes on top (`check-custom-queries.ts`).
 */
export function customQueryProblems(queries: CustomQueries): CustomQueryProblem[] {
  const problems: CustomQueryProblem[] = [];
  const names = new Set<string>();
  const checkName = (row: string, name: string) => {
    const trimmed = name.trim();
    if (trimmed === "") problems.push({ row, message: "Give it a name." });
    else if (trimmed.includes(SEPARATOR))
      problems.push({ row, message: `A name cannot contain “${SEPARATOR}”.` });
    else if (trimmed.length > MAX_CUSTOM_NAME_CHARS)
      problems.push({ row, message: `A name has at most ${MAX_CUSTOM_NAME_CHARS} characters.` });
    else if (names.has(trimmed.toLowerCase()))
      problems.push({ row, message: `Another search or extraction is named “${trimmed}”.` });
    names.add(trimmed.toLowerCase());
  };
  const checkLength = (row: string, text: string, what: string) => {
    if (text.trim() === "") problems.push({ row, message: `Enter the ${what}.` });
    else if (text.length > MAX_CUSTOM_EXPRESSION_CHARS)
      problems.push({
        row,
        message: `The ${what} has at most ${MAX_CUSTOM_EXPRESSION_CHARS} characters.`,
      });
  };
  queries.searches.forEach((entry, index) => {
    const row = `search-${index}`;
    checkName(row, entry.name);
    checkLength(row, entry.expression, entry.kind === "regex" ? "regular expression" : "text");
  });
  queries.extractions.forEach((entry, index) => {
    const row = `extraction-${index}`;
    checkName(row, entry.name);
    checkLength(row, entry.selector, "CSS selector");
    if (entry.value === "attribute" && entry.attribute.trim() === "")
      problems.push({ row, message: "Name the attribute to read." });
  });
  return problems;
}

export const emptySearch = (): CustomSearch => ({
  name: "",
  mode: "contains",
  kind: "text",
  scope: "content",
  expression: "",
});

export const emptyExtraction = (): CustomExtraction => ({
  name: "",
  selector: "",
  value: "text",
  attribute: "",
});
