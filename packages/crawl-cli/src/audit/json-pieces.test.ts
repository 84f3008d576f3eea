import { describe, expect, it } from "vitest";
import { jsonPieces } from "./json-pieces.js";

describe("jsonPieces", () => {
  it.each([
    ["nested objects and arrays", { a: [1, { b: [2, 3], c: { d: { e: [4] } } }], f: "g" }],
    ["undefined members and holes", { a: undefined, b: [undefined, () => 1, 2], c: null }],
    ["text that JSON escapes", { "k\u2028": '\u0000"\\\n\u001b]0;x\u0007' }],
    ["values with toJSON", { when: new Date(0), list: [new Date(1)] }],
    ["scalars", 3],
    ["an empty object and array", { a: {}, b: [] }],
  ])("joins to exactly JSON.stringify for %s", (_name, value) => {
    expect([...jsonPieces(value)].join("")).toBe(JSON.stringify(value));
  });

  it("hands a long list a member at a time", () => {
    const value = { audit: { issues: Array.from({ length: 1000 }, (_, id) => ({ id })) } };
    const pieces = [...jsonPieces(value)];
    expect(pieces.length).toBeGreaterThan(1000);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(20);
  });
});
