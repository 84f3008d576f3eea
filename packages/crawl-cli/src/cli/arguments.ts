import { FileRefusedError, readCappedFile } from "../files/capped-file.js";
import { UsageError } from "./errors.js";

/*
 * Parsers of flag values. Each throws a UsageError naming the flag, so that bad input is refused
 * before any request is sent.
 */

/** An absolute http(s) URL. */
export function parseHttpUrl(flag: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new UsageError(flag, `${JSON.stringify(value)} is not a URL (e.g. https://example.com)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(flag, `${JSON.stringify(value)} is not an http(s) URL`);
  return url.href;
}

/** A whole number within [min, max]. */
export function parseInteger(
  flag: string,
  value: string,
  min: number,
  max = 1_000_000_000,
): number {
  const trimmed = value.trim();
  const number = /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max)
    throw new UsageError(
      flag,
      `must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  return number;
}

/** A positive number of seconds (fractions allowed). */
export function parseSeconds(flag: string, value: string): number {
  const number = Number(value.trim());
  if (value.trim() === "" || !Number.isFinite(number) || number <= 0)
    throw new UsageError(
      flag,
      `must be a positive number of seconds, got ${JSON.stringify(value)}`,
    );
  return number;
}

/** The items of a comma-separated list, trimmed, blanks dropped. */
export function listItems(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** A comma-separated list, blanks dropped; at least one item. */
export function parseList(flag: string, value: string): string[] {
  const items = listItems(value);
  if (items.length === 0) throw new UsageError(flag, "needs at least one value");
  return items;
}

/** A comma-separated list whose every item is one of `allowed`. */
export function parseChoices<T extends string>(
  flag: string,
  value: string,
  allowed: readonly T[],
): T[] {
  const items = parseList(flag, value);
  for (const item of items)
    if (!(allowed as readonly string[]).includes(item))
      throw new UsageError(
        flag,
        `unknown value ${JSON.stringify(item)}; one of: ${allowed.join(", ")}`,
      );
  return items as T[];
}

export function parseChoice<T extends string>(
  flag: string,
  value: string,
  allowed: readonly T[],
): T {
  const [item, ...rest] = parseChoices(flag, value, allowed);
  if (item === undefined || rest.length > 0)
    throw new UsageError(flag, `takes one of: ${allowed.join(", ")}`);
  return item;
}

/** Largest JSON file read for a schema or options: far above any real one, far below harm. */
const MAX_JSON_FILE_BYTES = 5 * 1024 * 1024;

/** A JSON object read from a file. */
export function readJsonObjectFile(flag: string, path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readCappedFile(path, { maxBytes: MAX_JSON_FILE_BYTES }).toString("utf8");
  } catch (error) {
    if (error instanceof FileRefusedError) throw new UsageError(flag, error.message);
    throw new UsageError(flag, `cannot read ${path}: ${(error as Error).message}`);
  }
  return parseJsonObject(flag, text, `${path} `);
}

/** A JSON object given inline. */
export function parseJsonObject(flag: string, text: string, where = ""): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(flag, `${where}is not JSON (${(error as Error).message})`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError(flag, `${where}must hold a JSON object`);
  return value as Record<string, unknown>;
}

/** A job id as the provider issues them (a UUID). */
export function parseJobId(flag: string, value: string): string {
  const id = value.trim();
  if (!isJobId(id)) throw new UsageError(flag, `${JSON.stringify(value)} is not a job id (a UUID)`);
  return id;
}

export function isJobId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
