import { readFileSync } from "node:fs";
import { join } from "node:path";
import { normaliseUrl } from "@keystone/site-audit";

/** audit.json as the tests read it. */
export interface AuditJson {
  format: string;
  site: string;
  startUrl: string;
  pagesSkipped: number;
  audit: {
    catalogueVersion: number;
    pageCount: number;
    health: { score: number; pages: number; pagesWithErrors: number };
    counts: Record<string, number>;
    issues: {
      id: string;
      severity: string;
      items: { url: string; detail: string }[];
      /** Present once the engine caps its items: how many there were. */
      total?: number;
    }[];
    checks: { id: string; label: string }[];
  };
  comparison?: {
    new: { checkId: string; url: string; severity: string }[];
    fixed: { checkId: string; url: string; severity: string }[];
    notCompared: { id: string; label: string }[];
    pages: { added: string[]; removed: string[]; changed: { url: string; fields: string[] }[] };
  };
  snapshot: {
    crawledAt: number;
    catalogueVersion: number;
    pages: unknown[];
    issues: unknown[];
    checks: { id: string; label: string }[];
  };
}

export function readAuditJson(dir: string): AuditJson {
  return JSON.parse(readFileSync(join(dir, "audit.json"), "utf8")) as AuditJson;
}

/** A URL as the audit's items are compared: normalised (as it is, if it cannot be). */
export const comparable = (url: string) => normaliseUrl(url) ?? url;

/** The normalised pages each check reports. */
export function pagesByCheck(record: AuditJson): Map<string, Set<string>> {
  return new Map(
    record.audit.issues.map((issue) => [
      issue.id,
      new Set(issue.items.map((item) => comparable(item.url))),
    ]),
  );
}
