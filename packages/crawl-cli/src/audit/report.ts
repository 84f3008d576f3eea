import type { CrawlDiff } from "@keystone/site-audit";
import type { AuditRecord } from "./audit-record.js";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** report.html: interim page until the engine's report renderer is merged. */
export function reportHtml(record: AuditRecord, _diff: CrawlDiff | undefined): string {
  const rows = record.audit.issues
    .map(
      (issue) =>
        `<li>${escape(issue.severity)}: ${escape(issue.label)} (${issue.items.length})</li>`,
    )
    .join("");
  return `<!doctype html><meta charset="utf-8"><title>${escape(record.site)}</title><ul>${rows}</ul>\n`;
}
