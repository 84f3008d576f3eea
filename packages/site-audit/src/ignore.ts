import type { IssueGroup, SiteAudit } from "./types";

/** What a user marked "won't fix" on one site: whole checks, and checks on single pages. */
export interface IgnoredIssues {
  /** Check ids ignored on every page of the site. */
  checks: readonly string[];
  /** A check ignored on one page (its `AuditItem.url`). */
  pages: readonly { check: string; url: string }[];
}

export const NOTHING_IGNORED: IgnoredIssues = { checks: [], pages: [] };

/** An audit with the ignored issues left out, and what was left out, for a view that shows them. */
export interface AuditWithIgnored {
  /** The audit without them: its issues, counts and health score recounted. */
  audit: SiteAudit;
  /** The issues left out: each ignored check whole, or its items on the ignored pages. */
  ignored: IssueGroup[];
}

/** Items on a page of a group, counting those the per-page cap kept out (`moreOnPage`). */
function itemsOnPages(group: IssueGroup, urls: ReadonlySet<string>): number {
  let count = 0;
  for (const item of group.items) {
    if (urls.has(item.url)) count += 1 + (item.moreOnPage ?? 0);
  }
  return count;
}

/**
 * The audit as it stands once the user's ignored issues are left out (`HEALTH_FORMULA` over the
 * pages that still have an error-level item): a pure function of the audit and the list, so that
 * un-ignoring gives back the audit as it was. A group ignored on some of its pages keeps its
 * other pages; one left with none goes. The pages an error group counts are its items' pages, or
 * `errorPages` when the caps cut some of them.
 */
export function applyIgnored(audit: SiteAudit, ignored: IgnoredIssues): AuditWithIgnored {
  const ignoredChecks = new Set(ignored.checks);
  const ignoredPages = new Map<string, Set<string>>();
  for (const { check, url } of ignored.pages) {
    let urls = ignoredPages.get(check);
    if (!urls) ignoredPages.set(check, (urls = new Set()));
    urls.add(url);
  }
  if (ignoredChecks.size === 0 && ignoredPages.size === 0) return { audit, ignored: [] };

  const kept: IssueGroup[] = [];
  const left: IssueGroup[] = [];
  const counts = { ...audit.counts };
  for (const group of audit.issues) {
    const urls = ignoredPages.get(group.id);
    if (ignoredChecks.has(group.id)) {
      left.push(group);
      counts[group.severity] -= group.total;
      continue;
    }
    if (!urls) {
      kept.push(group);
      continue;
    }
    const removed = itemsOnPages(group, urls);
    const items = group.items.filter((item) => !urls.has(item.url));
    const ignoredItems = group.items.filter((item) => urls.has(item.url));
    if (ignoredItems.length > 0) left.push({ ...group, items: ignoredItems, total: removed });
    counts[group.severity] -= removed;
    const total = group.total - removed;
    if (total <= 0) continue;
    const errorPages = group.errorPages?.filter((url) => !urls.has(url));
    kept.push({ ...group, items, total, ...(errorPages ? { errorPages } : {}) });
  }

  const withErrors = new Set<string>();
  for (const group of kept) {
    if (group.severity !== "error") continue;
    for (const url of group.errorPages ?? group.items.map((item) => item.url)) withErrors.add(url);
  }
  const pages = audit.health.pages;
  const pagesWithErrors = Math.min(withErrors.size, pages);
  const score = pages === 0 ? 100 : Math.round((100 * (pages - pagesWithErrors)) / pages);
  return {
    audit: { ...audit, issues: kept, counts, health: { score, pages, pagesWithErrors } },
    ignored: left,
  };
}
