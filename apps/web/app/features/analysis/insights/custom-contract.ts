import type { PageDigest, SiteAudit } from "@keystone/site-audit/vocabulary";

/**
 * CONTRACT (issue 35, h-custom): the engine's custom queries and their results, as
 * `@keystone/site-audit` names them (`CustomQueries`, `SiteAudit.custom`, `PageDigest.custom`).
 * Mirrored here until that branch is on main; then this file re-exports the package's types.
 */
export interface AuditCustomSearch {
  name: string;
  mode?: "contains" | "does-not-contain";
  in?: "html" | "text" | "content";
  text?: string;
  regex?: string;
}

export interface AuditCustomExtraction {
  name: string;
  selector: string;
  value?: "text" | "inner-html" | "attribute";
  attribute?: string;
}

export interface AuditCustomQueries {
  searches?: readonly AuditCustomSearch[];
  extractions?: readonly AuditCustomExtraction[];
}

type CutReason = "size" | "time" | "depth" | "elements" | "matches";

export interface AuditCustomSearchResult {
  search: { name: string; mode: string; in: string; text?: string; regex?: string };
  pagesMatched: number;
  occurrences: number;
  pages: { url: string; count: number; cut?: CutReason }[];
  pagesCut: number;
}

export interface AuditCustomExtractionResult {
  extraction: { name: string; selector: string; value: string; attribute?: string };
  pagesMatched: number;
  elements: number;
  pages: { url: string; count: number; values: string[]; cut?: CutReason }[];
  pagesCut: number;
}

export interface AuditCustomResults {
  pagesRead: number;
  searches: AuditCustomSearchResult[];
  extractions: AuditCustomExtractionResult[];
}

/** The audit's custom results, when it was given queries (audits saved before them have none). */
export function customResultsOf(audit: SiteAudit): AuditCustomResults | undefined {
  return (audit as SiteAudit & { custom?: AuditCustomResults }).custom;
}

/** A page's custom cells (`PageDigest.custom`): one value per search or extraction, by name. */
export function customCellsOf(digest: PageDigest): Record<string, string> | undefined {
  return (digest as PageDigest & { custom?: Record<string, string> }).custom;
}
