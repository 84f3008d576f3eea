import { describe, expect, it } from "vitest";
import { readmeSection, tableRows } from "../../test/readme-tables";
import { CATALOGUE } from "../catalogue";
import { RULES_TABLE_COLUMNS, rulesTableRows } from "./rules-table";

describe("the README's rules configuration", () => {
  it("lists every option of every rule with its type and default, in the catalogue's order", () => {
    const options = readmeSection("## Rules configuration");
    const header = new RegExp(`^\\|\\s*${RULES_TABLE_COLUMNS.join("\\s*\\|\\s*")}\\s*\\|$`, "m");
    expect(options).toMatch(header);
    expect(tableRows(options)).toEqual(rulesTableRows());
    // Every check with options is in it, and says so.
    const ruled = new Set(rulesTableRows().map(([id]) => id));
    expect(ruled.size).toBe(CATALOGUE.filter((check) => check.options).length);
  });
});
