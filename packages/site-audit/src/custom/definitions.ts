import * as z from "zod/mini";
import { MAX_EXTRACTIONS, MAX_SEARCHES, NAME_CHARS } from "./limits";
import {
  type CustomExtraction,
  type CustomQueries,
  type CustomSearch,
  EXTRACT_VALUES,
  SEARCH_MODES,
  SEARCH_SCOPES,
} from "./types";

const searchSchema = z.strictObject({
  name: z.string(),
  mode: z.optional(z.enum(SEARCH_MODES)),
  in: z.optional(z.enum(SEARCH_SCOPES)),
  text: z.optional(z.string()),
  regex: z.optional(z.string()),
  ignoreCase: z.optional(z.boolean()),
});

const extractionSchema = z.strictObject({
  name: z.string(),
  selector: z.string(),
  value: z.optional(z.enum(EXTRACT_VALUES)),
  attribute: z.optional(z.string()),
});

const listed = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

/** Each field in words, for the messages: what a valid value is. */
const SEARCH_FIELDS: Record<string, string> = {
  name: `a text of 1 to ${NAME_CHARS} characters`,
  mode: `one of ${listed(SEARCH_MODES)}`,
  in: `one of ${listed(SEARCH_SCOPES)}`,
  text: "a text",
  regex: "a regular expression in RE2 syntax (a text)",
  ignoreCase: "true or false",
};
const EXTRACTION_FIELDS: Record<string, string> = {
  name: `a text of 1 to ${NAME_CHARS} characters`,
  selector: "a CSS selector (a text)",
  value: `one of ${listed(EXTRACT_VALUES)}`,
  attribute: "an attribute name (a text)",
};

const SHOWN_CHARS = 60;

/** A value from the user, quoted back clipped, with its type. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  const clipped = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
  return `${clipped} (${kind})`;
}

/** "Search 2 ("old phone")": how a message names a query, by place and, when it has one, name. */
export function queryLabel(kind: "Search" | "Extraction", index: number, entry: unknown): string {
  const name =
    typeof entry === "object" && entry !== null && "name" in entry ? entry.name : undefined;
  return typeof name === "string" && name !== ""
    ? `${kind} ${index + 1} (${shown(name).replace(/ \(string\)$/, "")})`
    : `${kind} ${index + 1}`;
}

function shapeIssues(
  schema: typeof searchSchema | typeof extractionSchema,
  fields: Record<string, string>,
  label: string,
  entry: unknown,
  issues: string[],
): boolean {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    issues.push(`${label} must be an object, got ${shown(entry)}.`);
    return false;
  }
  const parsed = schema.safeParse(entry);
  if (parsed.success) return true;
  const valid = `valid fields: ${Object.keys(fields).join(", ")}`;
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) issues.push(`${label}: unknown field ${shown(key)}; ${valid}.`);
      continue;
    }
    const field = String(issue.path[0] ?? "");
    const value = (entry as Record<string, unknown>)[field];
    issues.push(
      value === undefined
        ? `${label}: "${field}" is required (${fields[field] ?? "a value"}).`
        : `${label}: "${field}" must be ${fields[field] ?? "valid"}, got ${shown(value)}.`,
    );
  }
  return false;
}

function nameIssues(label: string, name: string, seen: Set<string>, issues: string[]): void {
  if (name.trim() === "" || name.length > NAME_CHARS) {
    issues.push(`${label}: the name must be 1 to ${NAME_CHARS} characters, got ${shown(name)}.`);
  } else if (seen.has(name)) {
    issues.push(`${label}: the name is already used; each search and extraction needs its own.`);
  }
  seen.add(name);
}

/**
 * The searches and extractions of `value` (`CustomQueries`, as a caller or a file gave them)
 * checked for shape: each an object with the fields it takes, of the right types, named uniquely,
 * a search with exactly one of `text` and `regex`, an extraction of an attribute naming it. The
 * expressions themselves are compiled by `./compile-queries`, which adds the engines' messages.
 */
export function checkDefinitions(
  searches: unknown,
  extractions: unknown,
  issues: string[],
): Required<CustomQueries> {
  const result: { searches: CustomSearch[]; extractions: CustomExtraction[] } = {
    searches: [],
    extractions: [],
  };
  const seen = new Set<string>();
  const lists = [
    ["searches", "Search", searches, MAX_SEARCHES],
    ["extractions", "Extraction", extractions, MAX_EXTRACTIONS],
  ] as const;
  for (const [field, kind, list, max] of lists) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      issues.push(`The ${field} must be a list, got ${shown(list)}.`);
      continue;
    }
    if (list.length > max) {
      issues.push(`Too many ${field}: ${list.length}, at most ${max}.`);
      continue;
    }
    list.forEach((entry: unknown, index) => {
      const label = queryLabel(kind, index, entry);
      if (kind === "Search") {
        if (!shapeIssues(searchSchema, SEARCH_FIELDS, label, entry, issues)) return;
        const search = entry as CustomSearch;
        nameIssues(label, search.name, seen, issues);
        if ((search.text === undefined) === (search.regex === undefined)) {
          issues.push(`${label}: give exactly one of "text" (found as written) and "regex".`);
        } else if ((search.text ?? search.regex) === "") {
          issues.push(`${label}: the ${search.text !== undefined ? "text" : "regex"} is empty.`);
        }
        result.searches.push(search);
      } else {
        if (!shapeIssues(extractionSchema, EXTRACTION_FIELDS, label, entry, issues)) return;
        const extraction = entry as CustomExtraction;
        nameIssues(label, extraction.name, seen, issues);
        const value =
          extraction.value ?? (extraction.attribute !== undefined ? "attribute" : "text");
        if (value === "attribute" && (extraction.attribute ?? "").trim() === "") {
          issues.push(`${label}: "value": "attribute" needs the attribute's name in "attribute".`);
        } else if (value !== "attribute" && extraction.attribute !== undefined) {
          issues.push(`${label}: "attribute" is read only with "value": "attribute".`);
        }
        result.extractions.push(extraction);
      }
    });
  }
  return result;
}
