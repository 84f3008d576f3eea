import { RulesConfigError } from "../rules/rules-config-error";
import { compileCustomQueries } from "./compile-queries";
import { CustomQueryError } from "./custom-query-error";
import type { CustomExtraction, CustomQueries, CustomSearch } from "./types";

/**
 * The custom searches and extractions of a rules configuration file, its `search` and `extract`
 * lists (beside `rules`):
 *
 * ```json
 * { "search": [{ "name": "old phone", "in": "text", "text": "0800 123 456" }],
 *   "extract": [{ "name": "author", "selector": "meta[name=author]", "attribute": "content" }] }
 * ```
 *
 * checked as the audit will run them (shapes, names, RE2's and css-select's parsers), so that a
 * bad file is refused before any crawl with a `RulesConfigError` naming every problem. Empty when
 * the file has neither list.
 */
export function parseCustomConfig(value: unknown): CustomQueries {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const config = value as { search?: unknown; extract?: unknown };
  if (config.search === undefined && config.extract === undefined) return {};
  const queries = {
    ...(config.search !== undefined ? { searches: config.search as CustomSearch[] } : {}),
    ...(config.extract !== undefined ? { extractions: config.extract as CustomExtraction[] } : {}),
  };
  try {
    compileCustomQueries(queries);
  } catch (error) {
    if (!(error instanceof CustomQueryError)) throw error;
    // The file's own words: its lists are "search" and "extract".
    throw new RulesConfigError(
      error.issues.map((issue) =>
        issue
          .replace(/^The searches /, 'The "search" list ')
          .replace(/^The extractions /, 'The "extract" list ')
          .replace(/^Too many searches/, 'Too many searches in "search"')
          .replace(/^Too many extractions/, 'Too many extractions in "extract"'),
      ),
    );
  }
  return queries;
}

/** Refuses queries that cannot run (`CustomQueryError`), before a crawl is started for them. */
export function checkCustomQueries(queries: CustomQueries): void {
  compileCustomQueries(queries);
}
