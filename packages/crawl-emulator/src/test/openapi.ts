import { readFileSync } from "node:fs";
import { Ajv, type ValidateFunction } from "ajv";

const document = JSON.parse(
  readFileSync(new URL("../../test-fixtures/provider/v1-openapi.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

// OpenAPI 3.0 schemas: `nullable` and `example` are keywords of their own, formats are descriptive.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
ajv.addKeyword({ keyword: "example" });
ajv.addSchema(document, "openapi");

function pointer(...segments: string[]): string {
  return segments
    .map((segment) => encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1")))
    .join("/");
}

const cache = new Map<string, ValidateFunction>();

/** Errors of `body` against the OpenAPI schema of `method path` answering `status` (path without `/v1`). */
export function openApiErrors(
  path: string,
  method: string,
  status: number,
  body: unknown,
): string[] {
  const key = `${method} ${path} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    const ref = `openapi#/${pointer("paths", path, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`;
    validate = ajv.compile({ $ref: ref });
    cache.set(key, validate);
  }
  return validate(body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ""}`);
}

/** Whether the OpenAPI description documents this answer. */
export function hasOpenApiSchema(path: string, method: string, status: number): boolean {
  const paths = document.paths as Record<
    string,
    Record<string, { responses?: Record<string, { content?: unknown }> }>
  >;
  return paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content !== undefined;
}
