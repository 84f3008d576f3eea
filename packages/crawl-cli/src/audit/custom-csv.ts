import type { CrawlAnalysis } from "@keystone/site-audit";
import { toCsv } from "@keystone/site-audit/csv";

/**
 * custom.csv: a row per page audited and a column per custom search (its occurrences on the
 * page, "12+" where a cap cut the page) and extraction (its values joined with " | "), as
 * Screaming Frog's Custom Search and Extraction tabs export them. Null when the audit had none.
 */
export function customCsv(analysis: CrawlAnalysis): string | null {
  const custom = analysis.audit.custom;
  if (custom === undefined) return null;
  const names = [
    ...custom.searches.map((result) => result.search.name),
    ...custom.extractions.map((result) => result.extraction.name),
  ];
  const rows = analysis.pages.map((page) => [
    page.url,
    ...names.map((name) => page.custom?.[name] ?? ""),
  ]);
  return toCsv(["Page URL", ...names], rows);
}
