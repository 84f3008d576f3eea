/**
 * Request validation that answers with the real server's zod issues: same codes, paths and
 * messages, so that clients see exactly what the provider would tell them.
 */
import { SCRAPE_FORMATS } from "../sites/document.js";
import { numberIssues, type NumberCheck } from "./number-checks.js";

export type Issue = Record<string, unknown> & {
  code: string;
  message: string;
  path: (string | number)[];
};

export type FieldType =
  | "any"
  | "string"
  | "number"
  | "boolean"
  | "object"
  | "array"
  | "stringArray"
  | "url"
  | "urlArray"
  | "formats"
  | "stringOrObject"
  | { shape: Shape }
  | { number: readonly NumberCheck[] };

export type Shape = Record<string, FieldType>;

const UNRECOGNIZED_MESSAGE =
  "Unrecognized key in body -- please review the v1 API documentation for request body changes";

function typeName(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isNaN(value)) return "nan";
  return typeof value;
}

function invalidType(expected: string, value: unknown, path: (string | number)[]): Issue {
  const received = typeName(value);
  return {
    code: "invalid_type",
    expected,
    received,
    path,
    message: received === "undefined" ? "Required" : `Expected ${expected}, received ${received}`,
  };
}

/** The URL as the server's preprocessing leaves it: `http://` is added when no protocol is given. */
export function withProtocol(raw: string): string {
  return /^([^.:]+:\/\/)/.test(raw) ? raw : `http://${raw}`;
}

/** The provider's URL rules: zod `url()`, an http(s) protocol, a TLD, and its `checkUrl`. */
export function urlIssues(value: unknown, path: (string | number)[]): Issue[] {
  if (value !== undefined && typeof value !== "string") return [invalidType("string", value, path)];
  const prefixed = withProtocol(String(value));
  const issues: Issue[] = [];
  let parsed: URL | undefined;
  try {
    parsed = new URL(prefixed);
  } catch {
    issues.push({ validation: "url", code: "invalid_string", message: "Invalid url", path });
  }
  if (!/^https?:\/\//.test(prefixed)) {
    issues.push({
      validation: "regex",
      code: "invalid_string",
      message: "URL uses unsupported protocol",
      path,
    });
  }
  if (!/\.[a-z]{2,}([/?#]|$)/i.test(prefixed)) {
    issues.push({
      code: "custom",
      message: "URL must have a valid top-level domain or be a valid path",
      path,
    });
  }
  const beforeFirstDot = prefixed.split(".")[0] ?? "";
  const colons = (beforeFirstDot.match(/:/g) ?? []).length;
  if (!parsed || colons !== 1 || !["http:", "https:"].includes(parsed.protocol)) {
    issues.push({ code: "custom", message: "Invalid URL", path });
  }
  return issues;
}

/** The URL as the server normalises it (a bare host gets `http://`). */
export function normaliseUrl(raw: string): string {
  return new URL(withProtocol(raw)).href;
}

function formatIssues(value: unknown, path: (string | number)[]): Issue[] {
  if (!Array.isArray(value)) return [invalidType("array", value, path)];
  const options = SCRAPE_FORMATS as readonly string[];
  return value.flatMap((format, index): Issue[] =>
    typeof format === "string" && options.includes(format)
      ? []
      : [
          {
            received: format,
            code: "invalid_enum_value",
            options: [...options],
            path: [...path, index],
            message: `Invalid enum value. Expected ${options.map((option) => `'${option}'`).join(" | ")}, received '${String(format)}'`,
          },
        ],
  );
}

function fieldIssues(type: FieldType, value: unknown, path: (string | number)[]): Issue[] {
  if (typeof type === "object" && "number" in type) {
    if (typeof value !== "number") return [invalidType("number", value, path)];
    return numberIssues(type.number, value, path);
  }
  if (typeof type === "object") {
    if (typeName(value) !== "object") return [invalidType("object", value, path)];
    return shapeIssues(value as Record<string, unknown>, type.shape, path);
  }
  switch (type) {
    case "any":
      return [];
    case "url":
      return urlIssues(value, path);
    case "urlArray":
      if (!Array.isArray(value)) return [invalidType("array", value, path)];
      return value.flatMap((item, index) => urlIssues(item, [...path, index]));
    case "formats":
      return formatIssues(value, path);
    case "stringArray":
      if (!Array.isArray(value)) return [invalidType("array", value, path)];
      return value.flatMap((item, index) =>
        typeof item === "string" ? [] : [invalidType("string", item, [...path, index])],
      );
    case "stringOrObject":
      return typeof value === "string" || typeName(value) === "object"
        ? []
        : [invalidType("string", value, path)];
    default:
      return typeName(value) === type ? [] : [invalidType(type, value, path)];
  }
}

/** Checks a strict object: known keys with their types, then unrecognized keys, like zod. */
function shapeIssues(
  body: Record<string, unknown>,
  shape: Shape,
  path: (string | number)[] = [],
  required: readonly string[] = [],
): Issue[] {
  const issues: Issue[] = [];
  for (const [key, type] of Object.entries(shape)) {
    const value = body[key];
    if (value === undefined && type !== "url" && !required.includes(key)) continue;
    issues.push(...fieldIssues(type, value, [...path, key]));
  }
  const unknown = Object.keys(body).filter((key) => !(key in shape));
  if (unknown.length > 0) {
    issues.push({ code: "unrecognized_keys", keys: unknown, path, message: UNRECOGNIZED_MESSAGE });
  }
  return issues;
}

/**
 * Whether zod would have given up on the body before its refinements: a value of the wrong type
 * or enum aborts, while a failed check (a range, a URL rule) lets the refinements run too.
 */
export function isAborted(issues: readonly Issue[]): boolean {
  return issues.some(
    (issue) =>
      (issue.code === "invalid_type" && issue.expected !== "integer") ||
      issue.code === "invalid_enum_value",
  );
}

/** Validates a request body that must be a JSON object. */
export function validateBody(
  body: unknown,
  shape: Shape,
  required: readonly string[] = [],
): Issue[] {
  if (typeName(body) !== "object") return [invalidType("object", body, [])];
  return shapeIssues(body as Record<string, unknown>, shape, [], required);
}
