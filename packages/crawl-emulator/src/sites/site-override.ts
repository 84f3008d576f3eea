import { InvalidInputError } from "../errors.js";
import type { SiteOverride } from "./site-options.js";

/**
 * The largest sites the emulator builds. Pages are rebuilt on demand, but a webhook delivers every
 * page and a page is built whole in memory, so both need a ceiling that a test never reaches.
 */
const MAX_PAGES = 1_000_000;
const MAX_PAGE_BYTES = 10 * 1024 * 1024;

const SITE_FIELDS: Record<string, { type: "number" | "boolean" | "string"; max?: number }> = {
  pages: { type: "number", max: MAX_PAGES },
  pageBytes: { type: "number", max: MAX_PAGE_BYTES },
  hostile: { type: "boolean" },
  seed: { type: "number" },
  pageIntervalMs: { type: "number" },
  fail: { type: "string" },
  unreachable: { type: "boolean" },
  neverFinish: { type: "boolean" },
  audit: { type: "boolean" },
  defects: { type: "boolean" },
  revision: { type: "number" },
};

/** Checks a site override (or the default site) that may come from an untyped source. */
export function parseSiteOverride(input: unknown): SiteOverride {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new InvalidInputError("A site override must be an object");
  }
  for (const [key, value] of Object.entries(input)) {
    const field = SITE_FIELDS[key];
    if (!field) throw new InvalidInputError(`Unknown site override field: ${key}`);
    if (value === undefined) continue;
    if (typeof value !== field.type) throw new InvalidInputError(`${key} must be a ${field.type}`);
    if (field.type !== "number") continue;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    if (!Number.isFinite(value) || (value as number) < 0 || (value as number) > max) {
      throw new InvalidInputError(`${key} must be a number from 0 to ${max}`);
    }
  }
  return input as SiteOverride;
}
