import type { Check } from "./check";
import type { PageFacts } from "./facts/types";
import { formatBytes } from "./checks/format-bytes";
import { addTo, plural } from "./checks/helpers";
import { siteContext } from "./site-context";
import { configuredCheck } from "./rules/configured-check";
import { resolveRules } from "./rules/parse-rules-config";
import type { ResolvedRules } from "./rules/types";
import {
  type AuditItem,
  type CheckMeta,
  type HealthScore,
  type IssueGroup,
  type Listing,
  SEVERITIES,
  type Severity,
  type SiteAudit,
} from "./types";

/** How many of the largest pages the listing shows, whatever their size. */
export const LARGEST_LISTED = 5;

const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity);

/** Errors first, then warnings, then notices; within a severity, the most items first. */
export function sortIssues(groups: IssueGroup[]): IssueGroup[] {
  return groups.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      b.items.length - a.items.length ||
      a.id.localeCompare(b.id),
  );
}

/** The share of pages with no error-level item (HEALTH_FORMULA); 100 for a crawl of no pages. */
export function healthScore(
  pages: readonly PageFacts[],
  issues: readonly IssueGroup[],
): HealthScore {
  const withErrors = new Set<string>();
  for (const issue of issues) {
    if (issue.severity !== "error") continue;
    for (const item of issue.items) withErrors.add(item.url);
  }
  const pagesWithErrors = pages.filter((page) => withErrors.has(page.url)).length;
  const score =
    pages.length === 0 ? 100 : Math.round((100 * (pages.length - pagesWithErrors)) / pages.length);
  return { score, pages: pages.length, pagesWithErrors };
}

function listings(
  pages: readonly PageFacts[],
  depth: ReadonlyMap<string, number>,
): SiteAudit["listings"] {
  const statuses = new Map<string, AuditItem[]>();
  for (const page of pages) {
    const label = page.statusCode === null ? "No status" : `HTTP ${page.statusCode}`;
    addTo(statuses, label, { url: page.url, detail: label });
  }
  const levels = new Map<number, AuditItem[]>();
  const unreached: AuditItem[] = [];
  for (const page of pages) {
    const clicks = depth.get(page.key);
    if (clicks === undefined)
      unreached.push({ url: page.url, detail: "not linked from the start URL" });
    else addTo(levels, clicks, { url: page.url, detail: plural(clicks, "click") });
  }
  const depths: Listing[] = [...levels.entries()]
    .sort(([a], [b]) => a - b)
    .map(([clicks, items]) => ({
      id: `depth-${clicks}`,
      label: clicks === 0 ? "Depth 0 (the start URL)" : `Depth ${clicks}`,
      items,
    }));
  if (unreached.length > 0) {
    depths.push({
      id: "depth-unreached",
      label: "Not reached from the start URL",
      items: unreached,
    });
  }
  return {
    statuses: [...statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, items]) => ({ id: `status-${label}`, label, items })),
    depths,
    largest: {
      id: "largest-pages",
      label: "Largest pages",
      items: [...pages]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_LISTED)
        .map((page) => ({ url: page.url, detail: formatBytes(page.bytes) })),
    },
  };
}

/**
 * Runs every check of a catalogue on one crawl's page facts, with the severities and options of
 * `rules` (each check's own by default; "off" skips it): the groups that found something, sorted,
 * the counts per severity, the health score and the listings. Knows no check by name.
 */
export function runAudit(
  pages: readonly PageFacts[],
  startUrl: string,
  catalogue: readonly Check[],
  catalogueVersion: number,
  rules: ResolvedRules = resolveRules({}, catalogue),
): SiteAudit {
  const site = siteContext(pages, startUrl);
  const issues: IssueGroup[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const ran: CheckMeta[] = [];
  for (const check of catalogue) {
    const configured = configuredCheck(check, rules);
    if (!configured) continue;
    const { meta, options } = configured;
    ran.push(meta);
    const items = check.run(site, options);
    if (items.length === 0) continue;
    issues.push({ ...meta, items });
    counts[meta.severity] += items.length;
  }
  return {
    catalogueVersion,
    pageCount: pages.length,
    health: healthScore(pages, issues),
    counts,
    issues: sortIssues(issues),
    checksRun: ran.length,
    checks: ran.map(({ id, label }) => ({ id, label })),
    listings: listings(pages, site.depth),
    configuration: rules,
  };
}
