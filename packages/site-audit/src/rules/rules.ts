import { CATALOGUE } from "../catalogue";
import type { CheckMeta } from "../types";
import { type RuleOptionInfo, describeOptions } from "./describe-options";
import { resolveRules } from "./parse-rules-config";
import type { ResolvedRules } from "./types";

/**
 * A rules configuration checked against the catalogue: every rule with the severity and options
 * it will run with. Throws a `RulesConfigError` for an unknown rule, severity or option, or an
 * option of the wrong type, naming it and listing what is valid.
 */
export function parseRulesConfig(value: unknown): ResolvedRules {
  return resolveRules(value, CATALOGUE);
}

/** A rule as a rule list shows it: the check's metadata (defaults) and its options. */
export interface RuleInfo extends CheckMeta {
  options: RuleOptionInfo[];
}

/** Every rule of the catalogue, in its order, with its default severity and options. */
export function listRules(): RuleInfo[] {
  return CATALOGUE.map((check) => {
    const { run: _run, options: _options, ...meta } = check;
    return { ...meta, options: describeOptions(check) };
  });
}
