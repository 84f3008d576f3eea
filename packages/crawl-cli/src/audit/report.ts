import type { CrawlDiff } from "@keystone/site-audit";
import { renderReport } from "@keystone/site-audit/report";
import type { AuditRecord } from "./audit-record.js";

/**
 * report.html: the engine's report of this one site (self-contained, every crawled string
 * escaped), with what changed since the baseline when there is one. A folder some of whose
 * pages could not be read says how many it listed.
 */
export function reportHtml(record: AuditRecord, diff: CrawlDiff | undefined): string {
  const listed = record.audit.pageCount + record.pagesSkipped;
  return renderReport({
    title: `Site audit of ${record.site}`,
    generatedAt: Date.now(),
    tool: record.tool,
    sites: [
      {
        name: record.site,
        startUrl: record.startUrl,
        crawledAt: record.crawledAt,
        audit: record.audit,
        ...(diff === undefined ? {} : { diff }),
        ...(record.pagesSkipped > 0 ? { pageCount: listed } : {}),
      },
    ],
  });
}
