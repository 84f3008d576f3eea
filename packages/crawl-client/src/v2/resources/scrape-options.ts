import * as z from "zod/mini";
import {
  optionalBoolean,
  optionalCount,
  optionalString,
  optionalStrings,
} from "../../schemas/fields.js";
import { ValidationError } from "../../core/errors.js";
import { toJsonSchema } from "../../schemas/json-schema.js";
import { validateInput } from "../../core/validate.js";
import type { ScrapeOptions } from "../types.js";

// Only the fields whose type this client relies on are checked; the rest go to the API as given.
const formatSchema = z.union([
  z.string().check(z.minLength(1)),
  z.looseObject({ type: z.string() }),
]);

export const scrapeOptionsSchema = z.looseObject({
  formats: z.optional(z.array(formatSchema)),
  headers: z.optional(z.record(z.string(), z.string())),
  includeTags: optionalStrings,
  excludeTags: optionalStrings,
  onlyMainContent: optionalBoolean,
  timeout: z.optional(z.int().check(z.positive())),
  waitFor: optionalCount,
  maxAge: optionalCount,
  mobile: optionalBoolean,
  proxy: optionalString,
  actions: z.optional(z.array(z.looseObject({ type: z.string() }))),
});

/**
 * Checks scrape options (`field` names them in errors) and returns a copy to send, each object
 * format's zod schema converted to JSON Schema.
 */
export function scrapeOptionsBody(options: ScrapeOptions, field: string): Record<string, unknown> {
  validateInput(scrapeOptionsSchema, options, field);
  const { formats } = options;
  if (formats === undefined) return { ...options };
  // The API answers such a format without any `json`, and still counts 5 credits for it.
  formats.forEach((format, index) => {
    if (
      typeof format === "object" &&
      format.type === "json" &&
      !("prompt" in format) &&
      !("schema" in format)
    )
      throw new ValidationError(
        `Invalid ${field}.formats[${index}]: a json format needs a prompt or a schema`,
        `${field}.formats[${index}]`,
      );
  });
  return {
    ...options,
    formats: formats.map((format, index) =>
      typeof format === "object" && "schema" in format
        ? { ...format, schema: toJsonSchema(format.schema, `${field}.formats[${index}].schema`) }
        : format,
    ),
  };
}
