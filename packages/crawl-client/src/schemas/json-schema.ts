import { z } from "zod";
import { ValidationError } from "../core/errors.js";

/**
 * Turns a zod 4 schema into the JSON Schema the API expects, with zod's own converter (the
 * reference sends an empty schema for zod 4). JSON Schema objects pass through unchanged.
 */
export function toJsonSchema(schema: unknown, field: string): unknown {
  if (schema === undefined || schema === null) return schema;
  if (typeof schema !== "object") {
    throw new ValidationError(
      `Invalid ${field}: expected a zod schema or a JSON Schema object`,
      field,
    );
  }
  if ("_zod" in schema) {
    const converted = z.toJSONSchema(schema as z.ZodType) as Record<string, unknown>;
    delete converted["$schema"];
    return converted;
  }
  if ("_def" in schema && "safeParse" in schema) {
    throw new ValidationError(
      `Invalid ${field}: zod 3 schemas are not supported; use zod 4 (import { z } from "zod") or a JSON Schema object`,
      field,
    );
  }
  return schema;
}

/** Copies `params`, converting the schema of each named LLM option that is present. */
export function withJsonSchemas<T extends object>(params: T, options: string[], prefix = ""): T {
  const copy = { ...params } as Record<string, unknown>;
  for (const option of options) {
    const value = copy[option];
    if (typeof value === "object" && value !== null && "schema" in value) {
      copy[option] = {
        ...value,
        schema: toJsonSchema((value as { schema: unknown }).schema, `${prefix}${option}.schema`),
      };
    }
  }
  return copy as T;
}
