import type { SiteContext } from "../check";
import type { LinkPosition } from "../facts/types";

/** Inlinks kept per linked page: Screaming Frog's tab shows them all; a view reads the first. */
export const INLINKS_KEPT_PER_PAGE = 100;
/** Inlinks kept over the whole crawl (a 100-page crawl of 100 links a page keeps every one). */
export const INLINKS_KEPT = 20_000;

/** One link from a crawled page to another: Screaming Frog's Inlinks tab, one row. */
export interface Inlink {
  /** The page the link is on, as it was requested. */
  from: string;
  /** The anchor's text (with images' alt text), clipped; "" for an empty anchor. */
  text: string;
  /** Where the link sits on `from`; "unknown" when the page came without html. */
  position: LinkPosition | "unknown";
}

/** The links to one page: the first kept, and how many there are. */
export interface PageInlinks {
  items: Inlink[];
  total: number;
}

/** Every crawled page's inlinks, under the linked page's key; capped per page and overall. */
export interface CrawlInlinks {
  byPage: Record<string, PageInlinks>;
  /** Inlinks kept over all pages, and how many there were. */
  kept: number;
  total: number;
}

/**
 * The links between crawled pages, gathered per linked page (a link to a page's final URL counts
 * for that page): each link, with its anchor text and position, as many as a page holds (a page
 * linking twice from its menu and its content is two inlinks). One pass over the kept links;
 * past the caps only counted.
 */
export function collectInlinks(site: SiteContext): CrawlInlinks {
  const byPage = new Map<string, PageInlinks>();
  let kept = 0;
  let total = 0;
  for (const page of site.pages) {
    for (const link of page.links) {
      const linked = link.target === null ? undefined : site.byKey.get(link.target);
      if (!linked || linked.key === page.key) continue;
      total++;
      let inlinks = byPage.get(linked.key);
      if (!inlinks) {
        inlinks = { items: [], total: 0 };
        byPage.set(linked.key, inlinks);
      }
      inlinks.total++;
      if (inlinks.items.length >= INLINKS_KEPT_PER_PAGE || kept >= INLINKS_KEPT) continue;
      inlinks.items.push({
        from: page.url,
        text: link.text,
        position: link.position ?? "unknown",
      });
      kept++;
    }
  }
  return { byPage: Object.fromEntries(byPage), kept, total };
}
