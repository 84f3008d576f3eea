import type { Check } from "../check";
import { describeOptions, optionsInWords } from "./describe-options";
import { RulesConfigError } from "./rules-config-error";
import { RULE_SEVERITIES, type ResolvedRule, type ResolvedRules, type RuleSeverity } from "./types";

/** Characters of a configured value quoted back in a message: a file may hold anything. */
const SHOWN_CHARS = 60;

function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  const clipped = text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
  return `${clipped} (${kind})`;
}

/** A name from the file (a rule id, an option), quoted and clipped. */
const named = (name: string) =>
  `"${name.length > SHOWN_CHARS ? `${name.slice(0, SHOWN_CHARS - 1)}…` : name}"`;

const quoted = (names: readonly string[]) => names.map(named).join(", ");

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isSeverity(value: unknown): value is RuleSeverity {
  return typeof value === "string" && (RULE_SEVERITIES as readonly string[]).includes(value);
}

/** The keys a configuration file may have. */
const CONFIG_KEYS: readonly string[] = ["rules", "search", "extract"];

/** The configuration's `rules` object; any key but those of `CONFIG_KEYS` is refused. */
function rulesObject(value: unknown, issues: string[]): Record<string, unknown> {
  if (!isPlainObject(value)) {
    issues.push(
      `The rules configuration must be an object such as { "rules": { "lorem-ipsum": "off" } }, got ${shown(value)}.`,
    );
    return {};
  }
  for (const key of Object.keys(value)) {
    // "search" and "extract" are the custom queries, read by `custom/parse-custom-config`.
    if (!CONFIG_KEYS.includes(key))
      issues.push(
        `Unknown key ${named(key)} in the rules configuration. Valid keys: ${quoted(CONFIG_KEYS)}.`,
      );
  }
  if (value.rules === undefined) return {};
  if (!isPlainObject(value.rules)) {
    issues.push(`"rules" must be an object of rule ids, got ${shown(value.rules)}.`);
    return {};
  }
  return value.rules;
}

/** The options a rule runs with: its defaults, with those the entry gives over them. */
function ruleOptions(check: Check, given: unknown, issues: string[]): Record<string, unknown> {
  const defaults = { ...(check.options?.defaults ?? {}) } as Record<string, unknown>;
  if (given === undefined) return defaults;
  if (!isPlainObject(given)) {
    issues.push(`Rule "${check.id}": options must be an object, got ${shown(given)}.`);
    return defaults;
  }
  const known = describeOptions(check);
  const valid =
    known.length === 0 ? "it takes no options." : `valid options: ${optionsInWords(known)}.`;
  const names = new Set(known.map((option) => option.name));
  let problems = 0;
  for (const name of Object.keys(given)) {
    if (names.has(name)) continue;
    problems++;
    issues.push(`Rule "${check.id}": unknown option ${named(name)}; ${valid}`);
  }
  if (problems > 0 || !check.options) return defaults;
  const options = { ...defaults, ...given };
  const parsed = check.options.schema.safeParse(options);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  for (const option of known) {
    if (!wrong.has(option.name)) continue;
    issues.push(
      `Rule "${check.id}": option "${option.name}" must be ${option.type}, got ${shown(options[option.name])}; ${valid}`,
    );
  }
  return defaults;
}

/** One rule's entry: a severity, `[severity]` or `[severity, options]`. */
function resolveEntry(check: Check, entry: unknown, issues: string[]): ResolvedRule {
  const defaults = ruleOptions(check, undefined, issues);
  const [severity, options, ...rest] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
  if ((Array.isArray(entry) && entry.length === 0) || rest.length > 0) {
    issues.push(
      `Rule "${check.id}": expected a severity, [severity] or [severity, options], got ${shown(entry)}.`,
    );
    return [check.severity, defaults];
  }
  if (!isSeverity(severity)) {
    issues.push(
      `Rule "${check.id}": unknown severity ${shown(severity)}. Valid severities: ${quoted(RULE_SEVERITIES)}.`,
    );
  }
  return [isSeverity(severity) ? severity : check.severity, ruleOptions(check, options, issues)];
}

/**
 * The rules every check of `catalogue` runs with: a configuration's entries over each check's own
 * severity and default options. Throws a `RulesConfigError` naming every unknown rule, severity
 * or option and every option of the wrong type, each with what is valid.
 */
export function resolveRules(value: unknown, catalogue: readonly Check[]): ResolvedRules {
  const issues: string[] = [];
  const given = rulesObject(value, issues);
  const checks = new Map(catalogue.map((check) => [check.id, check]));
  const unknown = Object.keys(given).filter((id) => !checks.has(id));
  if (unknown.length > 0) {
    issues.push(
      `Unknown rule${unknown.length > 1 ? "s" : ""} ${quoted(unknown)}. Valid rules: ${quoted(catalogue.map((check) => check.id))}.`,
    );
  }
  const rules: Record<string, ResolvedRule> = {};
  for (const check of catalogue) {
    rules[check.id] = Object.hasOwn(given, check.id)
      ? resolveEntry(check, given[check.id], issues)
      : [check.severity, ruleOptions(check, undefined, issues)];
  }
  if (issues.length > 0) throw new RulesConfigError(issues);
  return { rules };
}
