import { CATEGORIES, type SiteAudit } from "../types";
import { toCsv } from "./csv";

/** The findings CSV's columns: one row per site, issue and page. */
export const AUDIT_CSV_HEADER = [
  "Site",
  "Category",
  "Severity",
  "Issue",
  "Page URL",
  "Detail",
] as const;

const categoryLabel = new Map<string, string>(CATEGORIES.map(({ id, label }) => [id, label]));

/** A site's name beside its audit, as the CSV's first column names it. */
export interface SiteAuditRow {
  site: string;
  audit: SiteAudit;
}

/** "and 12,345 more": the detail of the row that ends an issue the audit kept only in part. */
export function moreNotKept(count: number): string {
  return `and ${count.toLocaleString("en-US")} more`;
}

/**
 * The findings' rows, one per site, issue and page (every item the audit kept, not the 50 a view
 * shows), the issues in the audit's order: most severe first. An issue the audit kept only in part
 * (`../audit-caps`) ends with a row without a page whose detail says how many more it has. A
 * link's target is in its detail. The CSV and the XLSX's findings sheet hold these rows.
 */
export function auditRows(sites: readonly SiteAuditRow[]): string[][] {
  return sites.flatMap(({ site, audit }) =>
    audit.issues.flatMap((issue) => {
      const columns = [
        site,
        categoryLabel.get(issue.category) ?? issue.category,
        issue.severity,
        issue.label,
      ];
      const rows = issue.items.map((item) => [...columns, item.url, item.detail]);
      const more = issue.total - issue.items.length;
      if (more > 0) rows.push([...columns, "", moreNotKept(more)]);
      return rows;
    }),
  );
}

/** The audits of one or more sites as CSV (`auditRows`); formula-looking cells escaped by `toCsv`. */
export function auditCsv(sites: readonly SiteAuditRow[]): string {
  return toCsv(AUDIT_CSV_HEADER, auditRows(sites));
}

/** The JSON export's audit: the same issues as the CSV, with each check's why and how. */
export function auditJson(site: string, audit: SiteAudit): { site: string; audit: SiteAudit } {
  return { site, audit };
}
