import type { CustomExtraction, CustomSearch } from "../custom/types";
import type { Severity } from "../types";

/** A rule's severity in a configuration: one of the audit's, or "off" to not run it at all. */
export type RuleSeverity = Severity | "off";

/** The severities a configuration may give, in the order messages list them. */
export const RULE_SEVERITIES: readonly RuleSeverity[] = ["error", "warning", "notice", "off"];

/**
 * One rule's entry, in the shape of an ESLint rule configuration: a severity alone, or a severity
 * and the options it changes (`["warning", { "max": 65 }]`); options it leaves out keep their
 * defaults.
 */
export type RuleEntry = RuleSeverity | [RuleSeverity] | [RuleSeverity, Record<string, unknown>];

/** A rules configuration as written (`--config FILE`): `{ "rules": { "lorem-ipsum": "off" } }`. */
export interface RulesConfig {
  rules?: Record<string, RuleEntry>;
  /** Custom searches and extractions (`parseCustomConfig`); the rules ignore them. */
  search?: CustomSearch[];
  extract?: CustomExtraction[];
}

/** One rule as it ran: its severity and every one of its options, defaults included. */
export type ResolvedRule = [RuleSeverity, Record<string, unknown>];

/**
 * Every rule of the catalogue with the severity and the options it runs with: what
 * `parseRulesConfig` returns and what a `SiteAudit` records as its `configuration`. Itself a valid
 * `RulesConfig`, so that an earlier audit's configuration can be run again.
 */
export interface ResolvedRules {
  rules: Record<string, ResolvedRule>;
}
