/**
 * Two audits compared, without the engine that made them: the snapshot a history or a baseline
 * keeps of an audit, and the diff of two snapshots (new and fixed issues, changed pages).
 */
export {
  type AuditSnapshot,
  ITEMS_KEPT_PER_ISSUE,
  ITEMS_KEPT_PER_RECORD,
  type LegacyRecordedItem,
  type RecordedIssue,
  type RecordedItem,
  type RecordedPage,
  type SnapshotLimits,
  URL_CHARS_KEPT,
  toAuditSnapshot,
} from "./compare/audit-snapshot";
export {
  type ChangedPage,
  type CrawlDiff,
  type IssueChange,
  type PageField,
  diffCrawls,
} from "./compare/crawl-diff";
export { PAGE_FIELDS } from "./compare/crawl-changes";
export { LEGACY_CHECKS } from "./compare/legacy-catalogue";
export type { CrawlAnalysis, PageDigest } from "./analysis/crawl-analysis";
