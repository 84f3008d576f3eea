import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIT_TABLE_COLUMNS, auditTableRows } from "./audit-table";
import { CATALOGUE } from "./catalogue";

const doc = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The cells of each row of the README's checks table, trimmed (Prettier pads them). */
function documentedRows(): string[][] {
  // The section of the checks only: the rules configuration's table has rows of its own.
  const start = doc.indexOf("\n## The checks\n");
  const end = doc.indexOf("\n## ", start + 1);
  return doc
    .slice(start, end === -1 ? undefined : end)
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
