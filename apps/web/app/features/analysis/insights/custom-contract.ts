import type {
  CustomExtractionResult,
  CustomQueries,
  CustomResults,
  CustomSearchResult,
} from "@keystone/site-audit";
import type { PageDigest, SiteAudit } from "@keystone/site-audit/vocabulary";

/** The engine's custom queries and their results (`SiteAudit.custom`, `PageDigest.custom`). */
export type AuditCustomQueries = CustomQueries;
export type AuditCustomResults = CustomResults;
export type AuditCustomSearchResult = CustomSearchResult;
export type AuditCustomExtractionResult = CustomExtractionResult;

/** The audit's custom results, when it was given queries (audits saved before them have none). */
export function customResultsOf(audit: SiteAudit): AuditCustomResults | undefined {
  return audit.custom;
}

/** A page's custom cells (`PageDigest.custom`): one value per search or extraction, by name. */
export function customCellsOf(digest: PageDigest): Record<string, string> | undefined {
  return digest.custom;
}
