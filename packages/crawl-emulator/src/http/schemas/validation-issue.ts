import { ZodError, type ZodIssue } from "zod/v3";

/**
 * A refusal found after the schema passed, shaped as one of the schema's own issues at `path`
 * (`custom` unless `fields` give another `code`), so that the server answers it as it answers
 * validation: 400 BAD_REQUEST with the issue in `details`.
 */
export function validationIssue(
  message: string,
  path: (string | number)[],
  fields: Record<string, unknown> = {},
): ZodError {
  return new ZodError([{ code: "custom", ...fields, message, path } as ZodIssue]);
}
