import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseChoices,
  parseHttpUrl,
  parseInteger,
  parseJobId,
  parseSeconds,
  readJsonObjectFile,
} from "./arguments.js";
import { UsageError } from "./errors.js";

function refusal(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error("expected a UsageError");
}

describe("flag values", () => {
  it("refuses an invalid URL, naming the flag", () => {
    for (const value of [
      "example.com",
      "not a url",
      "ftp://example.com/",
      "javascript:alert(1)",
      "",
    ])
      expect(refusal(() => parseHttpUrl("--webhook", value)).flag).toBe("--webhook");
    expect(parseHttpUrl("url", " https://Example.com/a ")).toBe("https://example.com/a");
  });

  it("refuses a limit of -1, a fraction, words and numbers past the range", () => {
    for (const value of ["-1", "0", "1.5", "ten", "", "1e3", "99999999999"])
      expect(refusal(() => parseInteger("--limit", value, 1)).message).toMatch(
        /^--limit: must be a whole number/,
      );
    expect(parseInteger("--limit", "25", 1)).toBe(25);
  });

  it("refuses seconds that are not positive numbers", () => {
    for (const value of ["0", "-2", "soon", "", "Infinity"])
      expect(refusal(() => parseSeconds("--timeout", value)).flag).toBe("--timeout");
    expect(parseSeconds("--timeout", "2.5")).toBe(2.5);
  });

  it("refuses an unknown format, naming it and the ones allowed", () => {
    const error = refusal(() => parseChoices("--format", "markdown,pdf", ["markdown", "html"]));
    expect(error.message).toBe('--format: unknown value "pdf"; one of: markdown, html');
    expect(parseChoices("--format", " markdown , html ", ["markdown", "html"])).toEqual([
      "markdown",
      "html",
    ]);
  });

  it("refuses a schema file that is not JSON, or not an object, or missing", () => {
    const dir = mkdtempSync(join(tmpdir(), "crawl-cli-args-"));
    writeFileSync(join(dir, "bad.json"), "{ not json");
    writeFileSync(join(dir, "list.json"), "[1, 2]");
    writeFileSync(join(dir, "good.json"), '{"type":"object"}');
    expect(
      refusal(() => readJsonObjectFile("--json-schema", join(dir, "bad.json"))).message,
    ).toMatch(/^--json-schema: .*bad\.json is not JSON/);
    expect(
      refusal(() => readJsonObjectFile("--json-schema", join(dir, "list.json"))).message,
    ).toMatch(/must hold a JSON object/);
    expect(
      refusal(() => readJsonObjectFile("--json-schema", join(dir, "none.json"))).message,
    ).toMatch(/cannot read/);
    expect(readJsonObjectFile("--json-schema", join(dir, "good.json"))).toEqual({ type: "object" });
  });

  it("takes job ids as the provider issues them, UUIDs", () => {
    expect(parseJobId("--resume", " 0b8f1f6e-6a44-4bb0-9d3a-6f1e3e0c9a11 ")).toBe(
      "0b8f1f6e-6a44-4bb0-9d3a-6f1e3e0c9a11",
    );
    for (const value of ["123", "../../etc", "0b8f1f6e-6a44-4bb0-9d3a-6f1e3e0c9a1"])
      expect(refusal(() => parseJobId("--resume", value)).flag).toBe("--resume");
  });
});
