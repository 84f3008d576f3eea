import { capItems, keepWithinBudget, listing } from "./audit-caps";
import type { Check, SiteContext } from "./check";
import { NeedsOfCrawl, unavailableCheck } from "./check-needs";
import type { PageFacts } from "./facts/types";
import { formatBytes } from "./checks/format-bytes";
import { languageListings } from "./checks/readability/language-listing";
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
/** Pages an error group lists beside its items when they do not name them all (a hostile crawl). */
export const ERROR_PAGES_KEPT = 10_000;

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

/** The heading of "Pages by HTTP status" for pages redirected without a 3xx of their own. */
export const REDIRECTED_STATUS_LABEL = "Redirected (status of the redirect not reported)";

/**
 * Where a page goes in "Pages by HTTP status": under its 3xx when the provider gives one; under
 * "Redirected" when it ended at another URL, since the provider then reports the final page's
 * status (a 200 that is not this address's); else under its own status.
 */
function statusOf(page: PageFacts): { label: string; detail: string } {
  const code = page.statusCode;
  const redirected = page.finalKey !== page.key;
  if (code !== null && code >= 300 && code < 400) {
    const label = `HTTP ${code}`;
    return { label, detail: redirected ? `${label} to ${page.finalKey}` : label };
  }
  if (redirected) {
    const final = code === null ? "no status" : `HTTP ${code}`;
    return {
      label: REDIRECTED_STATUS_LABEL,
      detail: `to ${page.finalKey} (${final} there)`,
    };
  }
  const label = code === null ? "No status" : `HTTP ${code}`;
  return { label, detail: label };
}

/**
 * Error groups whose kept items (cut per page, per check and by the character budget) no longer
 * name every page the check found carry the list of those pages (`IssueGroup.errorPages`, at most
 * `ERROR_PAGES_KEPT`), so that `applyIgnored` can recount the health score without them.
 */
function withErrorPages(
  groups: IssueGroup[],
  errorPages: ReadonlyMap<string, ReadonlySet<string>>,
): IssueGroup[] {
  return groups.map((group) => {
    const all = errorPages.get(group.id);
    if (!all) return group;
    const named = new Set(group.items.map((item) => item.url));
    if (named.size === all.size) return group;
    return { ...group, errorPages: [...all].slice(0, ERROR_PAGES_KEPT) };
  });
}

function listings(
  pages: readonly PageFacts[],
  depth: ReadonlyMap<string, number>,
): SiteAudit["listings"] {
  const statuses = new Map<string, AuditItem[]>();
  for (const page of pages) {
    const { label, detail } = statusOf(page);
    addTo(statuses, label, { url: page.url, detail });
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
    languages: languageListings(pages),
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
  /** The crawl's context, when the caller already made it of the same pages and start URL. */
  site: SiteContext = siteContext(pages, startUrl),
): SiteAudit {
  const needs = new NeedsOfCrawl(site);
  const unavailable: UnavailableCheck[] = [];
  const issues: IssueGroup[] = [];
  const counts: Record<Severity, number> = { error: 0, warning: 0, notice: 0 };
  const withErrors = new Set<string>();
  // Per error check, every page it found: an audit whose issues are ignored recounts its health.
  const errorPages = new Map<string, Set<string>>();
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
    if (meta.severity === "error") {
      const pagesOfCheck = new Set<string>();
      for (const item of items) pagesOfCheck.add(item.url);
      for (const url of pagesOfCheck) withErrors.add(url);
      errorPages.set(meta.id, pagesOfCheck);
    }
    issues.push({ ...meta, ...capItems(items) });
    counts[meta.severity] += items.length;
  }
  return {
    catalogueVersion,
    pageCount: pages.length,
    health: healthScore(pages, withErrors),
    counts,
    issues: withErrorPages(keepWithinBudget(sortIssues(issues)), errorPages),
    checksRun: ran.length,
    checks: ran.map(({ id, label }) => ({ id, label })),
    listings: listings(pages, site.depth),
    configuration: rules,
    unavailable,
  };
}
