import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue";
import { RULES_TABLE_COLUMNS, rulesTableRows } from "./rules-table";

const doc = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The text of the README's section under `heading`, up to the next heading of its level. */
function section(heading: string): string {
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const level = heading.slice(0, heading.indexOf(" ") + 1);
  const end = doc.indexOf(`\n${level}`, start + heading.length + 2);
  return doc.slice(start, end === -1 ? undefined : end);
}

const rowsOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cellText) => cellText.trim()),
    );

describe("the README's rules configuration", () => {
  it("lists every option of every rule with its type and default, in the catalogue's order", () => {
    const options = section("## Rules configuration");
    const header = new RegExp(`^\\|\\s*${RULES_TABLE_COLUMNS.join("\\s*\\|\\s*")}\\s*\\|$`, "m");
    expect(options).toMatch(header);
    expect(rowsOf(options)).toEqual(rulesTableRows());
    // Every check with options is in it, and says so.
    const ruled = new Set(rulesTableRows().map(([id]) => id));
    expect(ruled.size).toBe(CATALOGUE.filter((check) => check.options).length);
  });
});
