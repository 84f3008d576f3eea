/**
 * The audit's words without its engine: severities, categories, the health formula, the crawled
 * page's type and the small text and address helpers. A page that shows or filters an audit
 * imports this entry, which holds no parser and no check, so that the engine loads only where an
 * audit runs.
 */
export * from "./types";
export { type CrawledPage, metadataText, pageUrl } from "./document";
export { normaliseUrl } from "./facts/normalise-url";
export { NO_STATUS, REDIRECTED_STATUS, isRedirected, pageStatusText } from "./page-status";
export { QUOTED_TEXT_CHARS, clipText } from "./text/clip-text";
export type { CrawlAnalysis, PageDigest } from "./analysis/crawl-analysis";
export type { CrawlInlinks, Inlink, PageInlinks } from "./analysis/inlinks";
export type { LinkPosition } from "./facts/types";
export { type AuditWithIgnored, type IgnoredIssues, NOTHING_IGNORED, applyIgnored } from "./ignore";
