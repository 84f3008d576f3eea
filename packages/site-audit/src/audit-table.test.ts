import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AUDIT_TABLE_COLUMNS, auditTableRows } from "./audit-table";
import { readmeSection, tableRows } from "../test/readme-tables";
import { CATALOGUE } from "./catalogue";

const doc = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("AUDIT.md", () => {
  it("lists exactly the catalogue's checks, in its order, with their label, category, severity, threshold and source", () => {
    // The section of the checks only: the rules configuration's table has rows of its own.
    expect(tableRows(readmeSection("## The checks"))).toEqual(auditTableRows(CATALOGUE));
  });

  it("has the table's columns and says how the health score is computed", () => {
    expect(doc).toContain(`| ${AUDIT_TABLE_COLUMNS[0]} `);
    expect(doc).toContain("HEALTH_FORMULA");
    expect(doc).toContain("## Health score");
  });
});
