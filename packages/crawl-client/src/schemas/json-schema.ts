import { ValidationError } from "../core/errors.js";

/**
 * Turns a zod 4 schema into the JSON Schema the API expects (the reference sends an empty schema
 * for zod 4). The schema converts itself, so this client carries no converter of its own (about
 * 7 KiB gzipped in a browser). JSON Schema objects pass through unchanged.
 */
export function toJsonSchema(schema: unknown, field: string): unknown {
  if (schema === undefined || schema === null) return schema;
  if (typeof schema !== "object") {
    throw new ValidationError(
      `Invalid ${field}: expected a zod schema or a JSON Schema object`,
      field,
    );
  }
  const { toJSONSchema } = schema as { toJSONSchema?: () => unknown };
  let converted: unknown;
  // zod 4.2 and later.
  if (typeof toJSONSchema === "function") converted = toJSONSchema.call(schema);
  else if ("_zod" in schema) {
    throw new ValidationError(
      `Invalid ${field}: this zod schema cannot convert itself to JSON Schema; use zod 4.2 or later (import { z } from "zod"), or pass z.toJSONSchema(schema)`,
      field,
    );
  } else if ("_def" in schema && "safeParse" in schema) {
    throw new ValidationError(
      `Invalid ${field}: zod 3 schemas are not supported; use zod 4 (import { z } from "zod") or a JSON Schema object`,
      field,
    );
  } else return schema;
  const { $schema: _dialect, ...rest } = converted as Record<string, unknown>;
  return rest;
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
