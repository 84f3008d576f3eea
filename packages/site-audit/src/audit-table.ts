import type { Check } from "./check";
import { CATEGORIES, SEVERITIES } from "./types";

const categoryLabel = new Map<string, string>(CATEGORIES.map(({ id, label }) => [id, label]));

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export const AUDIT_TABLE_COLUMNS = [
  "id",
  "label",
  "category",
  "severity",
  "threshold",
  "data source",
] as const;

/** The cells of each row, as the table holds them (Prettier may pad them; they compare trimmed). */
export function auditTableRows(catalogue: readonly Check[]): string[][] {
  return catalogue.map((check) => [
    `\`${check.id}\``,
    cell(check.label),
    categoryLabel.get(check.category) ?? check.category,
    check.severity,
    cell(check.threshold ?? "—"),
    cell(check.source),
  ]);
}

/**
 * The checks table of `AUDIT.md`, one row per check in catalogue order; `audit-table.test.ts`
 * fails when the file's table differs from it, so the doc cannot drift from the catalogue.
 */
export function auditTable(catalogue: readonly Check[]): string {
  return [
    `| ${AUDIT_TABLE_COLUMNS.join(" | ")} |`,
    `| ${AUDIT_TABLE_COLUMNS.map(() => "---").join(" | ")} |`,
    ...auditTableRows(catalogue).map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** How many checks of each severity, for the doc's summary line. */
export function severityCounts(catalogue: readonly Check[]): string {
  return SEVERITIES.map(
    (severity) => `${catalogue.filter((check) => check.severity === severity).length} ${severity}s`,
  ).join(", ");
}
