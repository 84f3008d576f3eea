import {
  type AuditSnapshot,
  type CrawlAnalysis,
  type CrawlDiff,
  type IssueChange,
  type SiteAudit,
  toAuditSnapshot,
} from "@keystone/site-audit";
import { VERSION } from "../version.js";

/** What audit.json says it is, so that a baseline can be told from any other JSON file. */
export const AUDIT_FORMAT = "keystone-site-audit";
export const AUDIT_FORMAT_VERSION = 1;

/**
 * How much of the audit the snapshot keeps for a later `--baseline`: far more than the browser's
 * history (100 per issue, 1,500 in all), since a file has room. An issue cut here compares only
 * as far as it was kept (`diffCrawls` then reports none of its items fixed or new rather than
 * guessing).
 */
export const SNAPSHOT_LIMITS = { itemsPerIssue: 100_000, itemsPerSnapshot: 1_000_000 };

/** Where the audited pages came from. */
export type AuditSource =
  | { kind: "crawl"; jobId: string; apiUrl: string }
  | { kind: "folder"; folder: string; jobId?: string };

/** What changed since the baseline, as audit.json keeps it. */
export interface AuditComparison {
  baseline: { file: string; crawledAt: number; catalogueVersion?: number };
  new: IssueChange[];
  fixed: IssueChange[];
  /** Checks that only one of the two audits ran: their issues are neither new nor fixed. */
  notCompared: { id: string; label: string }[];
  pages: { added: string[]; removed: string[]; changed: { url: string; fields: string[] }[] };
}

/** audit.json: the whole audit of one site, and the snapshot a later run compares with. */
export interface AuditRecord {
  format: typeof AUDIT_FORMAT;
  formatVersion: typeof AUDIT_FORMAT_VERSION;
  tool: string;
  /** The site's host, as the issues CSV's first column names it. */
  site: string;
  startUrl: string;
  /** When the crawl finished (a folder: when its last page was written), ms since the epoch. */
  crawledAt: number;
  source: AuditSource;
  /** Pages the folder listed that could not be read (exit code 3), 0 for a whole crawl. */
  pagesSkipped: number;
  /** Catalogue version, health, counts, every issue with its pages, listings. */
  audit: SiteAudit;
  comparison?: AuditComparison;
  snapshot: AuditSnapshot;
}

export function auditRecord(input: {
  startUrl: string;
  crawledAt: number;
  source: AuditSource;
  pagesSkipped: number;
  analysis: CrawlAnalysis;
}): AuditRecord {
  const { startUrl, crawledAt, source, pagesSkipped, analysis } = input;
  return {
    format: AUDIT_FORMAT,
    formatVersion: AUDIT_FORMAT_VERSION,
    tool: `keystone-crawl ${VERSION}`,
    site: new URL(startUrl).host,
    startUrl,
    crawledAt,
    source,
    pagesSkipped,
    audit: analysis.audit,
    snapshot: toAuditSnapshot(crawledAt, analysis, SNAPSHOT_LIMITS),
  };
}

/** The comparison with a baseline, as audit.json keeps it (pages by URL, not their digests). */
export function comparisonOf(
  file: string,
  baseline: AuditSnapshot,
  diff: CrawlDiff,
): AuditComparison {
  return {
    baseline: {
      file,
      crawledAt: baseline.crawledAt,
      ...(baseline.catalogueVersion === undefined
        ? {}
        : { catalogueVersion: baseline.catalogueVersion }),
    },
    new: diff.new,
    fixed: diff.fixed,
    notCompared: diff.notCompared,
    pages: {
      added: diff.added.map((page) => page.url),
      removed: diff.removed.map((page) => page.url),
      changed: diff.changed.map((page) => ({ url: page.url, fields: [...page.fields] })),
    },
  };
}
