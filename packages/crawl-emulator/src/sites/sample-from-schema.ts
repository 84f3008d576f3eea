import { hashString } from "../random.js";
import { WordSource } from "./words.js";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, unknown>;
  items?: unknown;
  enum?: unknown[];
};

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A deterministic value that satisfies a simple JSON schema, standing in for what an LLM would
 * extract. Without a schema it answers an object with a title and a summary.
 */
export function sampleFromSchema(schema: unknown, seed: string, depth = 0): unknown {
  const words = new WordSource(hashString(seed));
  if (!isSchema(schema) || depth > 6) {
    return depth === 0 ? { title: words.title(3), summary: words.sentence() } : words.title(2);
  }
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return words.title(2);
    case "number":
      return 42.5;
    case "integer":
      return 42;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return [sampleFromSchema(schema.items, `${seed}[0]`, depth + 1)];
    default: {
      const properties = schema.properties ?? {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          sampleFromSchema(value, `${seed}.${key}`, depth + 1),
        ]),
      );
    }
  }
}
