import { capItems, keepWithinBudget, listing } from "./audit-caps";
import type { Check } from "./check";
import { NeedsOfCrawl, unavailableCheck } from "./check-needs";
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
  type UnavailableCheck,
} from "./types";

/** How many of the largest pages the listing shows, whatever their size. */
export const LARGEST_LISTED = 5;

const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity);

/** Errors first, then warnings, then notices; within a severity, the most items first. */
export function sortIssues(groups: IssueGroup[]): IssueGroup[] {
  return groups.sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      b.total - a.total ||
      a.id.localeCompare(b.id),
  );
}

/**
 * The share of pages with no error-level item (HEALTH_FORMULA); 100 for a crawl of no pages.
 * `withErrors` holds the URL of every error-level item, gathered before the items were capped.
 */
export function healthScore(
  pages: readonly PageFacts[],
  withErrors: ReadonlySet<string>,
): HealthScore {
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
    .map(([clicks, items]) =>
      listing(
        `depth-${clicks}`,
        clicks === 0 ? "Depth 0 (the start URL)" : `Depth ${clicks}`,
        items,
      ),
    );
  if (unreached.length > 0) {
    depths.push(listing("depth-unreached", "Not reached from the start URL", unreached));
  }
  return {
    statuses: [...statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, items]) => listing(`status-${label}`, label, items)),
    depths,
    largest: listing(
      "largest-pages",
      "Largest pages",
      [...pages]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_LISTED)
        .map((page) => ({ url: page.url, detail: formatBytes(page.bytes) })),
    ),
  };
}

/**
 * Runs every check of a catalogue on one crawl's page facts, with the severities and options of
 * `rules` (each check's own by default; "off" skips it), and the site's `sitemap` URLs when given:
 * the groups that found something, sorted and capped (`./audit-caps`), the counts per severity, the health score and the listings. Knows
 * no check by name. A check that needs what the crawl lacks (`CheckMeta.needs`: the full document
 * on no page, or no `sitemap`) does not run and is listed under `unavailable`, not `checks`, so
 * that a comparison never calls its issues fixed; one that needs the document runs on the pages
 * that have it.
 */
export function runAudit(
  pages: readonly PageFacts[],
  startUrl: string,
  catalogue: readonly Check[],
  catalogueVersion: number,
  rules: ResolvedRules = resolveRules({}, catalogue),
  sitemap?: readonly string[],
): SiteAudit {
  const site = siteContext(pages, startUrl, sitemap);
  const needs = new NeedsOfCrawl(site);
  const unavailable: UnavailableCheck[] = [];
  const issues: IssueGroup[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const withErrors = new Set<string>();
  const ran: CheckMeta[] = [];
  for (const check of catalogue) {
    const configured = configuredCheck(check, rules);
    if (!configured) continue;
    const { meta, options } = configured;
    const checkSite = needs.siteFor(meta.needs);
    if (checkSite === undefined) {
      if (meta.needs !== undefined) unavailable.push(unavailableCheck(meta, meta.needs));
      continue;
    }
    ran.push(meta);
    const items = check.run(checkSite, options);
    if (items.length === 0) continue;
    // From every item, before the caps: a page whose error was cut still has it.
    if (meta.severity === "error") for (const item of items) withErrors.add(item.url);
    issues.push({ ...meta, ...capItems(items) });
    counts[meta.severity] += items.length;
  }
  return {
    catalogueVersion,
    pageCount: pages.length,
    health: healthScore(pages, withErrors),
    counts,
    issues: keepWithinBudget(sortIssues(issues)),
    checksRun: ran.length,
    checks: ran.map(({ id, label }) => ({ id, label })),
    listings: listings(pages, site.depth),
    configuration: rules,
    unavailable,
  };
}
