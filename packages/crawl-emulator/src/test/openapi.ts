import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";

type ApiVersion = "v1" | "v2";

const DOCUMENTS: Record<ApiVersion, string> = {
  v1: "../../test-fixtures/provider/v1-openapi.json",
  v2: "../../test-fixtures/provider/v2/openapi.json",
};

const documents = Object.fromEntries(
  Object.entries(DOCUMENTS).map(([version, file]) => [
    version,
    JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as Record<string, unknown>,
  ]),
) as Record<ApiVersion, Record<string, unknown>>;

/**
 * Drops `nullable` from schemas that have no `type`: such a schema already allows `null`, and Ajv
 * refuses `nullable` without `type` (the v2 description has a few).
 */
function withoutUntypedNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUntypedNullable);
  if (typeof node !== "object" || node === null) return node;
  const entries = Object.entries(node).filter(
    ([key]) => !(key === "nullable" && !("type" in node)),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutUntypedNullable(value)]));
}

// OpenAPI 3.0 schemas: `nullable` and `example` are keywords of their own, formats are descriptive.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
ajv.addKeyword({ keyword: "example" });
for (const version of Object.keys(documents) as ApiVersion[]) {
  ajv.addSchema(withoutUntypedNullable(documents[version]) as object, `openapi-${version}`);
}

function pointer(...segments: string[]): string {
  return segments
    .map((segment) => encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1")))
    .join("/");
}

const cache = new Map<string, ValidateFunction>();

/** Errors of `body` against the schema at `ref`, compiled on first use. */
function errorsAgainst(ref: string, body: unknown): string[] {
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  return validate(body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`);
}

/**
 * Errors of `body` against the OpenAPI schema of `method path` answering `status` (path without
 * its `/v1` or `/v2`), in the description of that API version (v1 unless told).
 */
export function openApiErrors(
  path: string,
  method: string,
  status: number,
  body: unknown,
  version: ApiVersion = "v1",
): string[] {
  const ref = `openapi-${version}#/${pointer("paths", path, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`;
  return errorsAgainst(ref, body);
}

/** Whether the OpenAPI description of that version documents this answer. */
export function hasOpenApiSchema(
  path: string,
  method: string,
  status: number,
  version: ApiVersion = "v1",
): boolean {
  const paths = documents[version].paths as Record<
    string,
    Record<string, { responses?: Record<string, { content?: unknown }> }>
  >;
  return paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content !== undefined;
}

/**
 * Errors of `body` against one component schema of the description (`#/components/schemas/…`),
 * for an answer whose path schema is itself wrong and must be checked piece by piece.
 */
export function componentErrors(name: string, body: unknown, version: ApiVersion = "v2"): string[] {
  return errorsAgainst(`openapi-${version}#/components/schemas/${pointer(name)}`, body);
}

/** Every operation of that version's description, as `METHOD /path`. */
export function openApiOperations(version: ApiVersion = "v2"): string[] {
  const paths = documents[version].paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}
