import { clipText } from "../text/clip-text";
import type { SiteContext } from "../check";
import type { LinkFact, PageFacts } from "../facts/types";
import type { AuditItem } from "../types";
import { auditItem } from "./audit-item";

export function isErrorStatus(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 400;
}

/**
 * The pages the page checks read: not 4xx and 5xx (the response checks report those), and not a
 * redirect whose final page was crawled too (its metadata and html are that page's, which is read
 * under its own URL; reading both would report each of its issues twice).
 */
export function answeredPages(site: SiteContext): PageFacts[] {
  return site.pages.filter(
    (page) =>
      !isErrorStatus(page.statusCode) &&
      (page.finalKey === page.key || site.byKey.get(page.finalKey)?.key !== page.finalKey),
  );
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Crawled text quoted in a detail, clipped. */
export function quote(text: string): string {
  return `“${clipText(text)}”`;
}

/** One item per page for which `detail` says something (a string), none where it says nothing. */
export function pageItems<Page extends PageFacts>(
  pages: readonly Page[],
  detail: (page: Page) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  for (const page of pages) {
    const text = detail(page);
    if (text !== undefined) items.push(auditItem(page.url, text));
  }
  return items;
}

/** Appends `value` to the list under `key`, in place. */
export function addTo<Key, Value>(groups: Map<Key, Value[]>, key: Key, value: Value): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

/** Pages that share a non-empty text with another page, each with the text and how many share it. */
export function sharedText(
  pages: readonly PageFacts[],
  text: (page: PageFacts) => string,
): AuditItem[] {
  const byText = new Map<string, PageFacts[]>();
  for (const page of pages) {
    const value = text(page);
    if (value !== "") addTo(byText, value, page);
  }
  const items: AuditItem[] = [];
  for (const [value, sharing] of byText) {
    if (sharing.length < 2) continue;
    const detail = `${quote(value)} (${plural(sharing.length, "page")})`;
    for (const page of sharing) items.push(auditItem(page.url, detail));
  }
  return items;
}

/** Per crawl, whether each target is internal: every link check asks, for the same targets. */
const internalTargets = new WeakMap<SiteContext, Map<string, boolean>>();

export function isInternal(target: string, site: SiteContext): boolean {
  let known = internalTargets.get(site);
  if (!known) internalTargets.set(site, (known = new Map()));
  let internal = known.get(target);
  if (internal === undefined) {
    try {
      internal = site.hosts.has(new URL(target).hostname);
    } catch {
      internal = false;
    }
    known.set(target, internal);
  }
  return internal;
}

/** One item per link of each page that `matches`, the link's target in the detail. */
export function linkItems(
  pages: readonly PageFacts[],
  matches: (link: LinkFact, page: PageFacts) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const detail = matches(link, page);
      if (detail === undefined) continue;
      items.push(auditItem(page.url, detail, link.target ?? clipText(link.href, 1024)));
    }
  }
  return items;
}

/**
 * Whether the pair (page, target) is new to `seen`, and now seen. A set of targets per page, where
 * a key joining both copied the page's address (up to 4 KB) for every link of the page.
 */
export function firstOfPair(seen: Map<string, Set<string>>, url: string, target: string): boolean {
  let targets = seen.get(url);
  if (!targets) seen.set(url, (targets = new Set()));
  if (targets.has(target)) return false;
  targets.add(target);
  return true;
}

/** Each pair (page, target) once: a menu repeats its links, the history keys on the pair. */
export function oncePerTarget(items: AuditItem[]): AuditItem[] {
  const seen = new Map<string, Set<string>>();
  return items.filter((item) => firstOfPair(seen, item.url, item.target ?? ""));
}
