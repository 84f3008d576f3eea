import type { Check } from "../check";
import type { CheckMeta } from "../types";
import type { ResolvedRules } from "./types";

/** A check as a configuration runs it: its metadata with the configured severity, and its options. */
export interface ConfiguredCheck {
  /** The check's metadata, its severity the configured one, its label and threshold for its options. */
  meta: CheckMeta;
  options: Record<string, unknown>;
}

/**
 * How `rules` runs `check`, or undefined when they turn it off. A check the rules do not name
 * runs as the catalogue defines it.
 */
export function configuredCheck(check: Check, rules: ResolvedRules): ConfiguredCheck | undefined {
  const { run: _run, options: declared, ...meta } = check;
  const [severity, options] = Object.hasOwn(rules.rules, check.id)
    ? (rules.rules[check.id] as ResolvedRules["rules"][string])
    : [check.severity, { ...declared?.defaults }];
  if (severity === "off") return undefined;
  return { meta: { ...meta, ...declared?.describe(options), severity }, options };
}
