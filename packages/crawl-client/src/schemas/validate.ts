import type { z } from "zod";
import type { ProviderAnswer } from "../core/error-catalogue.js";
import { requestIdOf } from "../core/error-catalogue.js";
import { InvalidResponseError, ValidationError } from "../core/errors.js";

function pathOf(root: string, path: PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === "number"
        ? `${name}[${key}]`
        : name === ""
          ? String(key)
          : `${name}.${String(key)}`,
    root,
  );
}

/** Checks caller input before any request; the error names the first offending field. */
export function validateInput(schema: z.ZodType, value: unknown, root: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = pathOf(root, issue?.path ?? []);
  throw new ValidationError(
    `Invalid ${field}: ${issue?.message ?? "invalid value"}`,
    field,
    result.error.issues,
  );
}

/**
 * Checks an answer's shape. Unknown fields are kept; a missing or mistyped field the client relies on
 * is a clear error here rather than a crash later.
 */
export function parseAnswer<Schema extends z.ZodType>(
  schema: Schema,
  answer: ProviderAnswer,
  action: string,
): z.infer<Schema> {
  const result = schema.safeParse(answer.body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = pathOf("", issue?.path ?? []) || "body";
  throw new InvalidResponseError(
    `Received an unexpected answer while trying to ${action}: ${field}: ${issue?.message ?? "invalid"}`,
    answer.status,
    result.error.issues,
    { headers: answer.headers, body: answer.body, requestId: requestIdOf(answer.headers) },
  );
}
