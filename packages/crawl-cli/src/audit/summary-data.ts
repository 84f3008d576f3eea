import {
  CATEGORIES,
  type CategoryId,
  type IssueChange,
  SEVERITIES,
  type Severity,
} from "@keystone/site-audit";
import type { AuditRecord } from "./audit-record.js";
import type { CustomResults } from "@keystone/site-audit";
import { itemCount } from "./gates.js";

/** New and fixed issues listed in the summary before "and N more": all of them are in audit.json. */
export const CHANGES_LISTED = 50;

/** One issue as the summary lists it. */
export interface IssueLine {
  severity: Severity;
  id: string;
  label: string;
  /** Distinct pages among its items (a link check: the pages holding the links). */
  pages: number;
  items: number;
  /** Its items were cut by the engine: `pages` counts only those kept. */
  cut: boolean;
}

/** One custom search or extraction as the summary counts it. */
export interface CustomLine {
  kind: "search" | "search-not" | "extract";
  name: string;
  /** Pages that matched (for search-not: that do not contain it). */
  pages: number;
  /** Occurrences (searches) or elements (extractions) over every page. */
  count: number;
  /** Pages a cap cut short: their counts are lower bounds. */
  pagesCut: number;
}

/** What the summary shows, in the order it shows it, whatever the form (table or plain). */
export interface SummaryData {
  site: string;
  startUrl: string;
  pages: number;
  skipped: number;
  health: AuditRecord["audit"]["health"];
  counts: Record<Severity, number>;
  categories: { label: string; counts: Record<Severity, number> }[];
  issues: IssueLine[];
  /** The custom searches and extractions, when the audit had any. */
  custom: CustomLine[];
  comparison?: {
    baselineAt: number;
    new: IssueChange[];
    fixed: IssueChange[];
    notCompared: { id: string; label: string }[];
    pages: { added: number; removed: number; changed: number };
  };
}

const zero = (): Record<Severity, number> => ({ error: 0, warning: 0, notice: 0 });

/** The summary's figures, from audit.json's record. Issues stay in the audit's order: errors first. */
export function summaryData(record: AuditRecord): SummaryData {
  const { audit, comparison } = record;
  const perCategory = new Map<CategoryId, Record<Severity, number>>(
    CATEGORIES.map(({ id }) => [id, zero()]),
  );
  for (const issue of audit.issues) {
    const counts = perCategory.get(issue.category);
    if (counts) counts[issue.severity] += itemCount(issue);
  }
  return {
    site: record.site,
    startUrl: record.startUrl,
    pages: audit.pageCount,
    skipped: record.pagesSkipped,
    health: audit.health,
    counts: { ...zero(), ...audit.counts },
    categories: CATEGORIES.map(({ id, label }) => ({
      label,
      counts: perCategory.get(id) ?? zero(),
    })),
    issues: [...audit.issues]
      .sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity))
      .map((issue) => ({
        severity: issue.severity,
        id: issue.id,
        label: issue.label,
        pages: new Set(issue.items.map((item) => item.url)).size,
        items: itemCount(issue),
        cut: itemCount(issue) > issue.items.length,
      })),
    custom: customLines(audit.custom),
    ...(comparison === undefined
      ? {}
      : {
          comparison: {
            baselineAt: comparison.baseline.crawledAt,
            new: comparison.new,
            fixed: comparison.fixed,
            notCompared: comparison.notCompared,
            pages: {
              added: comparison.pages.added.length,
              removed: comparison.pages.removed.length,
              changed: comparison.pages.changed.length,
            },
          },
        }),
  };
}

/** The custom queries' counts, searches then extractions, in the order they were given. */
function customLines(custom: CustomResults | undefined): CustomLine[] {
  if (custom === undefined) return [];
  return [
    ...custom.searches.map((result) => ({
      kind: result.search.mode === "contains" ? ("search" as const) : ("search-not" as const),
      name: result.search.name,
      pages: result.pagesMatched,
      count: result.occurrences,
      pagesCut: result.pagesCut,
    })),
    ...custom.extractions.map((result) => ({
      kind: "extract" as const,
      name: result.extraction.name,
      pages: result.pagesMatched,
      count: result.elements,
      pagesCut: result.pagesCut,
    })),
  ];
}
