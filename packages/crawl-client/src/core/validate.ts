import * as z from "zod/mini";
import { en } from "zod/v4/locales";
import type { ProviderAnswer } from "./error-catalogue.js";
import { requestIdOf } from "./error-catalogue.js";
import { InvalidResponseError, ValidationError } from "./errors.js";

// zod/mini ships no messages; English ones are passed per parse rather than configured globally,
// which would change the messages of the application's own zod schemas.
const messages = { error: en().localeError };

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

/**
 * Whether each schema accepts an empty object, found once: `{}` is the default of nearly every
 * options argument, and parsing it again on every call was a profiled share of a request's cost.
 */
const acceptsEmpty = new WeakMap<z.core.$ZodType, boolean>();

/** A plain object with no own property at all, so that no schema can read anything from it. */
function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Reflect.ownKeys(value).length === 0
  );
}

/** Checks caller input before any request; the error names the first offending field. */
export function validateInput(schema: z.core.$ZodType, value: unknown, root: string): void {
  if (isEmptyObject(value)) {
    let accepted = acceptsEmpty.get(schema);
    if (accepted === undefined) {
      accepted = z.safeParse(schema, {}).success;
      acceptsEmpty.set(schema, accepted);
    }
    if (accepted) return;
  }
  const result = z.safeParse(schema, value, messages);
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
export function parseAnswer<Schema extends z.core.$ZodType>(
  schema: Schema,
  answer: ProviderAnswer,
  action: string,
): z.output<Schema> {
  const result = z.safeParse(schema, answer.body, messages);
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
