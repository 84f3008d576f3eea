/**
 * @keystone/site-audit: the site audit as a library. Page facts are read once per page, every
 * check of the catalogue runs on them, and the result is a `SiteAudit` with its health score;
 * two audits' snapshots compare into new and fixed issues and changed pages.
 */
export * from "./types";
export type { Check, SiteContext } from "./check";
export { CATALOGUE, CATALOGUE_VERSION } from "./catalogue";
export { AUDIT_TABLE_COLUMNS, auditTable, auditTableRows, severityCounts } from "./audit-table";
export { LARGEST_LISTED, healthScore, runAudit, sortIssues } from "./run-audit";
export {
  ITEM_CHARS_KEPT,
  ITEMS_KEPT_PER_CHECK,
  ITEMS_KEPT_PER_PAGE,
  LISTED_PAGES_KEPT,
} from "./audit-caps";
export { ITEM_ADDRESS_CHARS, ITEM_DETAIL_CHARS } from "./checks/audit-item";
export { type CrawledPage, metadataText, pageUrl } from "./document";
export { pageFacts } from "./facts/page-facts";
export { ADDRESS_CHARS, ELEMENT_TEXT_CHARS, FACTS_KEPT, type PageFacts } from "./facts/types";
export { normaliseUrl } from "./facts/normalise-url";
export { QUOTED_TEXT_CHARS, clipText } from "./text/clip-text";
export { type CrawlAnalysis, type PageDigest, analyseCrawl } from "./analysis/analyse-crawl";
export { type AuditOptions, auditPages } from "./analysis/audit-pages";
export { AuditAbortedError } from "./analysis/audit-aborted-error";
export type {
  ResolvedRule,
  ResolvedRules,
  RuleEntry,
  RuleSeverity,
  RulesConfig,
} from "./rules/types";
export { RULE_SEVERITIES } from "./rules/types";
export { RulesConfigError } from "./rules/rules-config-error";
export { type RuleInfo, listRules, parseRulesConfig } from "./rules/rules";
export { RULES_TABLE_COLUMNS, rulesTable } from "./rules/rules-table";
export type { RuleOptionInfo } from "./rules/describe-options";
export type { CheckOptions } from "./rules/check-options";
export * from "./custom/types";
export { CustomQueryError } from "./custom/custom-query-error";
export { checkCustomQueries, parseCustomConfig } from "./custom/parse-custom-config";
export {
  MAX_EXTRACTIONS,
  MAX_SEARCHES,
  PAGE_CHARS_READ as CUSTOM_PAGE_CHARS_READ,
  PAGE_MILLISECONDS as CUSTOM_PAGE_MILLISECONDS,
} from "./custom/limits";
export * from "./compare";
export * from "./csv";
