import { normaliseUrl } from "./facts/normalise-url";
import type { SiteContext } from "./check";
import { sitemapFacts } from "./facts/sitemap-facts";
import type { PageFacts } from "./facts/types";

/** Breadth-first over the links between crawled pages, from the start URL. */
function depths(byKey: ReadonlyMap<string, PageFacts>, startKey: string): Map<string, number> {
  const depth = new Map<string, number>();
  const start = byKey.get(startKey);
  if (!start) return depth;
  depth.set(start.key, 0);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const page = queue[index] as PageFacts;
    const next = (depth.get(page.key) ?? 0) + 1;
    for (const link of page.links) {
      const linked = link.target === null ? undefined : byKey.get(link.target);
      if (linked && !depth.has(linked.key)) {
        depth.set(linked.key, next);
        queue.push(linked);
      }
    }
  }
  return depth;
}

/** How many other crawled pages link to each page (by the page's key). */
function inboundLinks(
  pages: readonly PageFacts[],
  byKey: ReadonlyMap<string, PageFacts>,
): Map<string, number> {
  const inbound = new Map<string, number>();
  for (const page of pages) {
    const linked = new Set<string>();
    for (const link of page.links) {
      const target = link.target === null ? undefined : byKey.get(link.target);
      if (target && target.key !== page.key) linked.add(target.key);
    }
    for (const key of linked) inbound.set(key, (inbound.get(key) ?? 0) + 1);
  }
  return inbound;
}

/** The crawl's context for the checks; `sitemap` is the site's sitemap URLs, when compared. */
export function siteContext(
  pages: readonly PageFacts[],
  startUrl: string,
  sitemap?: readonly unknown[],
): SiteContext {
  const byKey = new Map<string, PageFacts>();
  for (const page of pages) if (!byKey.has(page.finalKey)) byKey.set(page.finalKey, page);
  // A page's own key wins over another page's final URL.
  for (const page of pages) byKey.set(page.key, page);
  const startKey = normaliseUrl(startUrl) ?? startUrl;
  let host = "";
  try {
    host = new URL(startUrl).hostname;
  } catch {
    // An unreadable start URL makes no link internal; the page checks still run.
  }
  const hosts = new Set([host]);
  const start = byKey.get(startKey);
  if (start && start.finalKey !== start.key) {
    try {
      hosts.add(new URL(start.finalKey).hostname);
    } catch {
      // A final URL that does not parse adds no host.
    }
  }
  return {
    startUrl,
    startKey,
    host,
    hosts,
    pages,
    byKey,
    inbound: inboundLinks(pages, byKey),
    depth: depths(byKey, startKey),
    sitemap: sitemap === undefined ? null : sitemapFacts(sitemap),
  };
}
