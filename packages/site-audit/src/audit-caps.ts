import type { AuditItem, IssueGroup, Listing } from "./types";

/*
 * How much of what the checks find an audit keeps. A hostile crawl found 150,000 items (25 pages of
 * 1,000 links and 1,000 images each, under 4 KB addresses): a 621 MB message out of the worker, and
 * a JSON and a CSV too long for a string. Each group keeps its true `total` beside the items it
 * keeps, and the counts per severity and the health score are computed from every item.
 */

/**
 * Items kept per page in one check's group. A page of a normal site has a few per check, a gallery
 * some dozens of images without dimensions; past 50, the rest of the page's items say nothing new,
 * and the last one kept says how many more there are (`AuditItem.moreOnPage`).
 */
export const ITEMS_KEPT_PER_PAGE = 50;

/**
 * Items kept per check: 50 on each page of a crawl at the tool's limit of 100 pages, so that a
 * normal crawl, whose pages have a few items per check (20 at most on the bench's realistic site),
 * keeps every one.
 */
export const ITEMS_KEPT_PER_CHECK = 5_000;

/**
 * Characters of items (URL, detail and target) kept over the whole audit, shared fairly between
 * its groups. The counts above bound the items; this bounds their size whatever the addresses'
 * length, as one item may hold three texts of about 4 KB (`ITEM_ADDRESS_CHARS`,
 * `ITEM_DETAIL_CHARS`). The web bench's realistic 100-page site has 2,551 items of 314,000
 * characters in all (at most 2,000 in one check) and keeps every one; the audit's JSON stays near
 * 12 MB whatever the crawl.
 */
export const ITEM_CHARS_KEPT = 12_000_000;

/** Pages kept per listing (by status, by depth): as many as a check keeps. */
export const LISTED_PAGES_KEPT = ITEMS_KEPT_PER_CHECK;

/** A check's items cut to the caps per page and per check, and how many there were. */
export function capItems(items: readonly AuditItem[]): { items: AuditItem[]; total: number } {
  const perPage = new Map<string, number>();
  for (const item of items) perPage.set(item.url, (perPage.get(item.url) ?? 0) + 1);
  const keptPerPage = new Map<string, number>();
  const kept: AuditItem[] = [];
  for (const item of items) {
    if (kept.length === ITEMS_KEPT_PER_CHECK) break;
    const keptOnPage = (keptPerPage.get(item.url) ?? 0) + 1;
    if (keptOnPage > ITEMS_KEPT_PER_PAGE) continue;
    keptPerPage.set(item.url, keptOnPage);
    const more = (perPage.get(item.url) ?? 0) - ITEMS_KEPT_PER_PAGE;
    kept.push(
      keptOnPage === ITEMS_KEPT_PER_PAGE && more > 0 ? { ...item, moreOnPage: more } : item,
    );
  }
  return { items: kept, total: items.length };
}

const itemChars = (item: AuditItem) =>
  item.url.length + item.detail.length + (item.target?.length ?? 0);

/**
 * The groups, in their order, each cut to its share of the audit's character budget. The shares
 * are max-min fair: a group that needs less than an equal share keeps every item and leaves the
 * rest to the others, so that checks with an item on each of 1,000 links of every page do not
 * crowd out a check with one item per page. An equal share of the default budget among all the
 * catalogue's checks is still some 200,000 characters, a dozen items of the longest kind.
 */
export function keepWithinBudget(
  groups: readonly IssueGroup[],
  budget = ITEM_CHARS_KEPT,
): IssueGroup[] {
  const needs = groups.map((group) => ({
    group,
    chars: group.items.reduce((sum, item) => sum + itemChars(item), 0),
    share: 0,
  }));
  let left = budget;
  [...needs]
    .sort((a, b) => a.chars - b.chars)
    .forEach((need, rank) => {
      need.share = Math.min(need.chars, left / (needs.length - rank));
      left -= need.share;
    });
  return needs.map(({ group, chars, share }) => {
    if (share >= chars) return group;
    let kept = 0;
    let spent = 0;
    for (const item of group.items) {
      spent += itemChars(item);
      if (spent > share) break;
      kept++;
    }
    return { ...group, items: group.items.slice(0, kept) };
  });
}

/** A listing of pages, its first `LISTED_PAGES_KEPT` kept beside its true total. */
export function listing(id: string, label: string, items: readonly AuditItem[]): Listing {
  return { id, label, items: items.slice(0, LISTED_PAGES_KEPT), total: items.length };
}
