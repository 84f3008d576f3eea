import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIT_TABLE_COLUMNS, auditTableRows } from "./audit-table";
import { CATALOGUE } from "./catalogue";

const doc = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The cells of each row of AUDIT.md's checks table, trimmed (Prettier pads them). */
function documentedRows(): string[][] {
  return doc
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cellText) => cellText.trim()),
    );
}

describe("AUDIT.md", () => {
  it("lists exactly the catalogue's checks, in its order, with their label, category, severity, threshold and source", () => {
    expect(documentedRows()).toEqual(auditTableRows(CATALOGUE));
  });

  it("has the table's columns and says how the health score is computed", () => {
    expect(doc).toContain(`| ${AUDIT_TABLE_COLUMNS[0]} `);
    expect(doc).toContain("HEALTH_FORMULA");
    expect(doc).toContain("## Health score");
  });
});
