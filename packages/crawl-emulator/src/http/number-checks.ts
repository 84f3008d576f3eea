/**
 * The real server's number rules (zod 3's `int`, `positive`, `min`, `max`, `safe`), each reported
 * with zod's own issue, so that a number out of range gets the answer the provider would give.
 */
import type { Issue } from "./validation.js";

export type NumberCheck =
  | { kind: "int" }
  | { kind: "min"; value: number; inclusive: boolean }
  | { kind: "max"; value: number; inclusive: boolean };

const INT: NumberCheck = { kind: "int" };

export function atLeast(value: number): NumberCheck {
  return { kind: "min", value, inclusive: true };
}

export function atMost(value: number): NumberCheck {
  return { kind: "max", value, inclusive: true };
}

const POSITIVE: NumberCheck = { kind: "min", value: 0, inclusive: false };
const SAFE = [atLeast(Number.MIN_SAFE_INTEGER), atMost(Number.MAX_SAFE_INTEGER)];

/** `z.number().int().positive().finite().safe()`, the rule of most counts and timeouts. */
export const POSITIVE_SAFE_INT: readonly NumberCheck[] = [INT, POSITIVE, ...SAFE];
/** `z.number().int().gte(0).safe()`. */
export const NON_NEGATIVE_SAFE_INT: readonly NumberCheck[] = [INT, atLeast(0), ...SAFE];
/** `z.number().positive()`. */
export const POSITIVE_NUMBER: readonly NumberCheck[] = [POSITIVE];
/** `z.number().positive().int()`. */
export const POSITIVE_INT: readonly NumberCheck[] = [POSITIVE, INT];

function checkIssue(check: NumberCheck, value: number, path: (string | number)[]): Issue | null {
  if (check.kind === "int") {
    return Number.isInteger(value)
      ? null
      : {
          code: "invalid_type",
          expected: "integer",
          received: "float",
          message: "Expected integer, received float",
          path,
        };
  }
  const inclusive = check.inclusive ? "or equal to " : "";
  if (check.kind === "min") {
    const passes = check.inclusive ? value >= check.value : value > check.value;
    return passes
      ? null
      : {
          code: "too_small",
          minimum: check.value,
          type: "number",
          inclusive: check.inclusive,
          exact: false,
          message: `Number must be greater than ${inclusive}${check.value}`,
          path,
        };
  }
  const passes = check.inclusive ? value <= check.value : value < check.value;
  return passes
    ? null
    : {
        code: "too_big",
        maximum: check.value,
        type: "number",
        inclusive: check.inclusive,
        exact: false,
        message: `Number must be less than ${inclusive}${check.value}`,
        path,
      };
}

/** Every failed check of a number, in the order the schema lists them, as zod reports them. */
export function numberIssues(
  checks: readonly NumberCheck[],
  value: number,
  path: (string | number)[],
): Issue[] {
  return checks.flatMap((check) => checkIssue(check, value, path) ?? []);
}
