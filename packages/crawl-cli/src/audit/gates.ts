import { SEVERITIES, type Severity, type SiteAudit } from "@keystone/site-audit";
import type { AuditComparison } from "./audit-record.js";

/** The CI gates of `audit`: each failed one is named in one line, and the run exits 4. */
export interface Gates {
  /** Any issue at this severity or above fails (with `failOnNew`: any new one). */
  failOn?: Severity;
  /** A health score below this fails. */
  minHealth?: number;
  /** Only issues new since the baseline fail (all new ones, or those at `failOn` and above). */
  failOnNew?: boolean;
}

/** Check ids named in a gate's line before "and N more". */
const NAMED_CHECKS = 5;

const atOrAbove = (severity: Severity, threshold: Severity) =>
  SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(threshold);

/** Counts per check id, most first, as "status-4xx ×3, broken-links ×1 and 2 more". */
function byCheck(entries: [id: string, count: number][]): string {
  const counts = new Map<string, number>();
  for (const [id, count] of entries) counts.set(id, (counts.get(id) ?? 0) + count);
  const sorted = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const named = sorted.slice(0, NAMED_CHECKS).map(([id, count]) => `${id} ×${count}`);
  const more = sorted.length - named.length;
  return named.join(", ") + (more > 0 ? ` and ${more} more` : "");
}

/** An issue's true count of items (the engine may keep only the first of them). */
export function itemCount(issue: { items: readonly unknown[]; total?: number }): number {
  return issue.total ?? issue.items.length;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The gates that failed, one line each (empty: all passed). */
export function failedGates(
  audit: SiteAudit,
  comparison: AuditComparison | undefined,
  gates: Gates,
): string[] {
  const failed: string[] = [];
  if (gates.failOnNew && comparison !== undefined) {
    const threshold = gates.failOn;
    const fresh = comparison.new.filter(
      (change) => threshold === undefined || atOrAbove(change.severity, threshold),
    );
    if (fresh.length > 0)
      failed.push(
        `--fail-on-new${threshold === undefined ? "" : ` --fail-on ${threshold}`}: ${plural(fresh.length, "new issue")}${
          threshold === undefined ? "" : ` at ${threshold} or above`
        } since the baseline (${byCheck(fresh.map((change) => [change.checkId, 1]))})`,
      );
  } else if (gates.failOn !== undefined) {
    const threshold = gates.failOn;
    const failing = audit.issues.filter((issue) => atOrAbove(issue.severity, threshold));
    if (failing.length > 0) {
      const counts = failing.map((issue): [string, number] => [issue.id, itemCount(issue)]);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      failed.push(
        `--fail-on ${threshold}: ${plural(total, "issue")} at ${threshold} or above (${byCheck(counts)})`,
      );
    }
  }
  if (gates.minHealth !== undefined && audit.health.score < gates.minHealth)
    failed.push(
      `--min-health ${gates.minHealth}: the health score is ${audit.health.score} (${audit.health.pagesWithErrors} of ${plural(audit.health.pages, "page")} have an error)`,
    );
  return failed;
}
