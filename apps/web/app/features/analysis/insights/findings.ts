import type { CrawledPage } from "../model/types";
import { clipText } from "../model/clip-text";
import { normaliseUrl } from "../model/normalise-url";
import { type PageFacts, pageFacts } from "./page-facts";

/** A page with fewer words than this in its markdown is reported as thin. */
export const THIN_PAGE_WORDS = 100;
/** How many of the largest pages are listed. */
export const LARGEST_PAGES_LISTED = 5;

/** The problems a site can have; each is counted per site in the comparison. */
export const ISSUE_KINDS = [
  { id: "broken-links", label: "Broken internal links" },
  { id: "missing-title", label: "Pages without a title" },
  { id: "missing-description", label: "Pages without a meta description" },
  { id: "missing-h1", label: "Pages without an H1" },
  { id: "duplicate-title", label: "Titles used by more than one page" },
  { id: "duplicate-description", label: "Descriptions used by more than one page" },
  { id: "thin-page", label: `Thin pages (fewer than ${THIN_PAGE_WORDS} words)` },
] as const;

export type IssueId = (typeof ISSUE_KINDS)[number]["id"];

/** One page a finding concerns, with what is wrong with it in words. */
export interface FindingItem {
  url: string;
  note: string;
}

export interface Finding<Id extends string = string> {
  id: Id;
  label: string;
  items: FindingItem[];
}

export interface SiteFindings {
  pageCount: number;
  /** Pages that answered 4xx or 5xx. */
  errorPages: number;
  issues: Finding<IssueId>[];
  /** Links to pages of the site that the crawl did not fetch, so nothing says whether they work. */
  uncheckedLinks: Finding<"unchecked-links">;
  /** One group per HTTP status, "No status" for pages the provider gave none. */
  statusGroups: Finding[];
  largestPages: Finding<"largest-pages">;
  /** One group per depth in clicks from the start URL, then the pages no link path reaches. */
  depthGroups: Finding[];
}

export function isErrorStatus(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 400;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Appends `value` to the list under `key`, in place: copying the list each time was quadratic. */
function addTo<Key, Value>(groups: Map<Key, Value[]>, key: Key, value: Value): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

/** Pages whose `field` is shared with another page, each noted with (the start of) the shared text. */
function duplicates(facts: readonly PageFacts[], field: "title" | "description"): FindingItem[] {
  const byText = new Map<string, PageFacts[]>();
  for (const page of facts) {
    if (page[field] === "" || isErrorStatus(page.statusCode)) continue;
    addTo(byText, page[field], page);
  }
  return [...byText.entries()]
    .filter(([, pages]) => pages.length > 1)
    .flatMap(([text, pages]) => {
      const note = `“${clipText(text)}” (${plural(pages.length, "page")})`;
      return pages.map((page) => ({ url: page.url, note }));
    });
}

/** Breadth-first over the links between crawled pages, from the start URL. */
function depths(facts: readonly PageFacts[], startUrl: string): Map<string, number> {
  const byKey = new Map(facts.map((page) => [page.key, page]));
  const start = normaliseUrl(startUrl) ?? startUrl;
  const depth = new Map<string, number>();
  if (!byKey.has(start)) return depth;
  depth.set(start, 0);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const key = queue[index] as string;
    const next = (depth.get(key) ?? 0) + 1;
    for (const target of byKey.get(key)?.links ?? []) {
      if (byKey.has(target) && !depth.has(target)) {
        depth.set(target, next);
        queue.push(target);
      }
    }
  }
  return depth;
}

function isInternal(target: string, hostname: string): boolean {
  return new URL(target).hostname === hostname;
}

/**
 * The findings of one crawl, from the pages the provider already returned (no further request):
 * statuses, broken and unchecked internal links, missing and shared metadata, thin and large pages,
 * and each page's depth from the start URL.
 */
export function computeFindings(pages: readonly CrawledPage[], startUrl: string): SiteFindings {
  const facts = pages.map(pageFacts);
  const byKey = new Map(facts.map((page) => [page.key, page]));
  const hostname = new URL(startUrl).hostname;

  const broken: FindingItem[] = [];
  const unchecked = new Map<string, number>();
  for (const page of facts) {
    for (const target of page.links) {
      if (!isInternal(target, hostname)) continue;
      const linked = byKey.get(target);
      if (!linked) unchecked.set(target, (unchecked.get(target) ?? 0) + 1);
      else if (isErrorStatus(linked.statusCode)) {
        broken.push({ url: page.url, note: `links to ${linked.url} (${linked.statusCode})` });
      }
    }
  }

  const answered = facts.filter((page) => !isErrorStatus(page.statusCode));
  const issueItems: Record<IssueId, FindingItem[]> = {
    "broken-links": broken,
    "missing-title": answered
      .filter((page) => page.title === "")
      .map((page) => ({ url: page.url, note: "no title" })),
    "missing-description": answered
      .filter((page) => page.description === "")
      .map((page) => ({ url: page.url, note: "no meta description" })),
    "missing-h1": answered
      .filter((page) => !page.hasH1)
      .map((page) => ({ url: page.url, note: "no H1" })),
    "duplicate-title": duplicates(facts, "title"),
    "duplicate-description": duplicates(facts, "description"),
    "thin-page": answered
      .filter((page) => page.words < THIN_PAGE_WORDS)
      .map((page) => ({ url: page.url, note: plural(page.words, "word") })),
  };

  const statuses = new Map<string, FindingItem[]>();
  for (const page of facts) {
    const label = page.statusCode === null ? "No status" : `HTTP ${page.statusCode}`;
    addTo(statuses, label, { url: page.url, note: label });
  }

  const depthOf = depths(facts, startUrl);
  const levels = new Map<number, FindingItem[]>();
  const unreached: FindingItem[] = [];
  for (const page of facts) {
    const depth = depthOf.get(page.key);
    if (depth === undefined)
      unreached.push({ url: page.url, note: "not linked from the start URL" });
    else addTo(levels, depth, { url: page.url, note: plural(depth, "click") });
  }

  return {
    pageCount: facts.length,
    errorPages: facts.filter((page) => isErrorStatus(page.statusCode)).length,
    issues: ISSUE_KINDS.map(({ id, label }) => ({ id, label, items: issueItems[id] })),
    uncheckedLinks: {
      id: "unchecked-links",
      label: "Internal links not checked (pages not crawled)",
      items: [...unchecked.entries()].map(([url, count]) => ({
        url,
        note: `linked from ${plural(count, "page")}`,
      })),
    },
    statusGroups: [...statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, items]) => ({ id: `status-${label}`, label, items })),
    largestPages: {
      id: "largest-pages",
      label: "Largest pages",
      items: [...facts]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_PAGES_LISTED)
        .map((page) => ({ url: page.url, note: formatBytes(page.bytes) })),
    },
    depthGroups: [
      ...[...levels.entries()]
        .sort(([a], [b]) => a - b)
        .map(([depth, items]) => ({
          id: `depth-${depth}`,
          label: depth === 0 ? "Depth 0 (the start URL)" : `Depth ${depth}`,
          items,
        })),
      ...(unreached.length > 0
        ? [{ id: "depth-unreached", label: "Not reached from the start URL", items: unreached }]
        : []),
    ],
  };
}
