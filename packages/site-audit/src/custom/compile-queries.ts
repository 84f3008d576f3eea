import { compile } from "css-select";
import type { AnyNode, Element } from "domhandler";
import { RE2JS } from "re2js";
import { budgetedAdapter } from "./budgeted-adapter";
import { CustomQueryError } from "./custom-query-error";
import { checkDefinitions, queryLabel } from "./definitions";
import { EXPRESSION_CHARS, MAX_PROGRAM_SIZE, PAGE_CHARS_READ, SEARCH_WORK } from "./limits";
import type { BudgetSlot } from "./page-budget";
import type { CustomExtractionResult, CustomQueries, CustomSearchResult } from "./types";

export interface CompiledSearch {
  definition: CustomSearchResult["search"];
  pattern: RE2JS;
  /** Characters of a page this search reads (`SEARCH_WORK`): more would outlast the page's time. */
  charsRead: number;
}

export interface CompiledExtraction {
  definition: CustomExtractionResult["extraction"];
  /** css-select's compiled test of one element. */
  matches: (element: Element) => boolean;
}

/** An audit's queries, compiled once and run on every page (`./run-queries`). */
export interface CompiledQueries {
  searches: CompiledSearch[];
  extractions: CompiledExtraction[];
  /** The budget of the page being read, which the selectors' adapter counts into. */
  slot: BudgetSlot;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A regular expression (or a text, quoted into one) compiled by RE2's port: linear-time matching
 * whatever the expression, and a refusal, with RE2's own message, of what RE2 does not do
 * (backreferences, lookaround) or cannot parse.
 */
function compilePattern(source: string, literal: boolean, ignoreCase: boolean): RE2JS {
  if (source.length > EXPRESSION_CHARS) {
    throw new Error(`longer than ${EXPRESSION_CHARS} characters (${source.length})`);
  }
  const pattern = RE2JS.compile(
    literal ? RE2JS.quote(source) : source,
    ignoreCase ? RE2JS.CASE_INSENSITIVE : 0,
  );
  if (pattern.programSize() > MAX_PROGRAM_SIZE) {
    throw new Error(
      `the expression is too large for the search (${pattern.programSize()} RE2 instructions, at most ${MAX_PROGRAM_SIZE})`,
    );
  }
  return pattern;
}

/**
 * The queries checked and compiled, before any page is read: a `CustomQueryError` names every
 * problem, a bad regular expression with RE2's message and a bad selector with css-select's.
 * Null when there are none, so that an audit without queries does no custom work at all.
 */
export function compileCustomQueries(queries: CustomQueries | undefined): CompiledQueries | null {
  if (queries === undefined) return null;
  const issues: string[] = [];
  if (typeof queries !== "object" || queries === null || Array.isArray(queries)) {
    throw new CustomQueryError(["The custom queries must be an object { searches, extractions }."]);
  }
  const checked = checkDefinitions(queries.searches, queries.extractions, issues);
  const slot: BudgetSlot = { current: null };
  const adapter = budgetedAdapter(slot);
  const compiled: CompiledQueries = { searches: [], extractions: [], slot };
  checked.searches.forEach((search, index) => {
    const literal = search.text !== undefined;
    const source = search.text ?? search.regex ?? "";
    const ignoreCase = search.ignoreCase ?? false;
    try {
      const pattern = compilePattern(source, literal, ignoreCase);
      compiled.searches.push({
        definition: {
          name: search.name,
          mode: search.mode ?? "contains",
          in: search.in ?? "html",
          ignoreCase,
          ...(literal ? { text: source } : { regex: source }),
        },
        pattern,
        charsRead:
          literal && !ignoreCase
            ? PAGE_CHARS_READ
            : Math.min(PAGE_CHARS_READ, Math.floor(SEARCH_WORK / pattern.programSize())),
      });
    } catch (error) {
      issues.push(
        `${queryLabel("Search", index, search)}: ${literal ? "text" : "regular expression"} refused: ${errorMessage(error)}`,
      );
    }
  });
  checked.extractions.forEach((extraction, index) => {
    const value = extraction.value ?? (extraction.attribute !== undefined ? "attribute" : "text");
    try {
      if (extraction.selector.length > EXPRESSION_CHARS) {
        throw new Error(`longer than ${EXPRESSION_CHARS} characters`);
      }
      compiled.extractions.push({
        definition: {
          name: extraction.name,
          selector: extraction.selector,
          value,
          ...(value === "attribute" ? { attribute: extraction.attribute?.toLowerCase() } : {}),
        },
        matches: compile<AnyNode, Element>(extraction.selector, { adapter }),
      });
    } catch (error) {
      issues.push(
        `${queryLabel("Extraction", index, extraction)}: selector refused: ${errorMessage(error)}`,
      );
    }
  });
  if (issues.length > 0) throw new CustomQueryError(issues);
  return compiled.searches.length + compiled.extractions.length > 0 ? compiled : null;
}
