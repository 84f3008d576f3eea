import { describe, expect, it } from "vitest";
import { hasOpenApiSchema, openApiErrors } from "./openapi.js";
import { shapeDifferences } from "./shape.js";

describe("the contract test's own tools", () => {
  it("the OpenAPI checker rejects a body of the wrong shape", () => {
    expect(
      openApiErrors("/crawl/{id}", "GET", 200, { success: true, status: "completed", total: 1 }),
    ).toEqual([]);
    expect(openApiErrors("/crawl/{id}", "GET", 200, { total: "one", data: "none" })).toEqual([
      "/total must be integer",
      "/data must be array",
    ]);
    expect(
      openApiErrors("/deep-research/{id}", "GET", 200, { data: { activities: "x" } }).length,
    ).toBeGreaterThan(0);
    expect(hasOpenApiSchema("/scrape", "POST", 200)).toBe(true);
    expect(hasOpenApiSchema("/scrape", "POST", 400)).toBe(false);
  });

  it("the shape comparison reports missing, extra and retyped keys", () => {
    expect(shapeDifferences({ a: 1, b: [{ c: "x" }] }, { a: 2, b: [{ c: "y" }] })).toEqual([]);
    expect(
      shapeDifferences({ a: "1", extra: true, b: [{}] }, { a: 2, b: [{ c: "y" }], gone: null }),
    ).toEqual([
      "$.a: string instead of number",
      "$.b[0].c: missing",
      "$.gone: missing",
      "$.extra: not in the sample",
    ]);
  });
});
