import { ELEMENT_TEXT_CHARS } from "./types";
import { clipText } from "../text/clip-text";

/** Distinct values kept of one metadata field: two already say "repeated". */
const VALUES_KEPT = 5;

/**
 * `text` trimmed and clipped to `max` characters, reading only its leading white space and the
 * characters kept: a title of a megabyte costs what a title of `max` costs.
 */
function clippedTrim(text: string, max: number): string {
  let start = 0;
  while (start < text.length && /\s/.test(text[start] as string)) start++;
  return clipText(text.slice(start, start + max + 1).trimEnd(), max);
}

/**
 * The distinct non-empty texts of a metadata field, clipped: a field is a string or, when the page
 * repeats its tag, an array (FIDELITY.md); numbers, null and objects count as absent. The array
 * is read only up to the values kept, so a field of a million entries costs nothing.
 */
export function metadataValues(value: unknown): string[] {
  const values: string[] = [];
  const candidates = Array.isArray(value) ? (value as unknown[]) : [value];
  for (let index = 0; index < candidates.length && values.length < VALUES_KEPT; index++) {
    const candidate = candidates[index];
    if (typeof candidate !== "string") continue;
    const text = clippedTrim(candidate, ELEMENT_TEXT_CHARS * 4);
    if (text !== "" && !values.includes(text)) values.push(text);
  }
  return values;
}

/** The first value among several keys a field may come under (`ogTitle`, `og:title`). */
export function firstValue(metadata: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const [first] = metadataValues(metadata[key]);
    if (first !== undefined) return first;
  }
  return "";
}

/** Every distinct value under any of the keys, in order. */
export function allValues(metadata: Record<string, unknown>, ...keys: string[]): string[] {
  const values: string[] = [];
  for (const key of keys) {
    for (const value of metadataValues(metadata[key])) {
      if (!values.includes(value)) values.push(value);
    }
  }
  return values;
}
