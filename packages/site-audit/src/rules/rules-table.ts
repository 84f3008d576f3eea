import { type RuleInfo, listRules } from "./rules";

export const RULES_TABLE_COLUMNS = ["rule", "option", "type", "default"] as const;

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** One row per option of each rule that takes options, in the catalogue's order. */
export function rulesTableRows(rules: readonly RuleInfo[] = listRules()): string[][] {
  return rules.flatMap((rule) =>
    rule.options.map((option) => [
      `\`${rule.id}\``,
      `\`${option.name}\``,
      cell(option.type),
      `\`${cell(JSON.stringify(option.default))}\``,
    ]),
  );
}

/**
 * The README's table of every rule option with its type and default; `rules-table.test.ts` fails
 * when the README's differs from it. To regenerate it, print `rulesTable()`.
 */
export function rulesTable(rules: readonly RuleInfo[] = listRules()): string {
  return [
    `| ${RULES_TABLE_COLUMNS.join(" | ")} |`,
    `| ${RULES_TABLE_COLUMNS.map(() => "---").join(" | ")} |`,
    ...rulesTableRows(rules).map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}
