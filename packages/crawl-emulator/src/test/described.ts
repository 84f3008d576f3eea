import { expect } from "vitest";
import { openApiErrors } from "./openapi.js";

/**
 * Asserts that an answer of the v2 API has the status expected (200 unless told) and a body the
 * provider's OpenAPI description documents for that status of `method path`.
 */
export function expectDescribed(
  answer: { status: number; body: unknown; text: string },
  path: string,
  method: string,
  status = 200,
): void {
  expect(answer.status, answer.text).toBe(status);
  expect(openApiErrors(path, method, status, answer.body, "v2"), answer.text).toEqual([]);
}
