import type { Check, SiteContext } from "../../check";
import { sitemapEntries } from "../../facts/sitemap-facts";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";

/** Every address a crawled page links to, with the start URL and the final URL of linked pages. */
function linkedKeys(site: SiteContext): Set<string> {
  const linked = new Set<string>([site.startKey]);
  for (const page of site.pages) {
    for (const link of page.links) {
      if (link.target === null) continue;
      linked.add(link.target);
      const target = site.byKey.get(link.target);
      if (target && target.key !== page.key) linked.add(target.key).add(target.finalKey);
    }
  }
  return linked;
}

export const sitemapOrphan: Check = {
  id: "sitemap-orphan",
  label: "Sitemap URL that no crawled page links to (orphan)",
  category: "sitemaps",
  severity: "warning",
  why: "A page found only through the sitemap has no links to bring it visitors or weight: search engines may index it but rank it low, and visitors never reach it.",
  how: "Link the page from the pages about its topic (or its section's index), or take it out of the sitemap if it should go.",
  source:
    "the sitemap's URLs (a map call with the sitemap only) compared with the <a href> of every crawled page (the start URL aside)",
  needs: "sitemap",
  run: (site) => {
    if (site.sitemap === null) return [];
    const linked = linkedKeys(site);
    const items: AuditItem[] = [];
    for (const [url, key] of sitemapEntries(site.sitemap)) {
      if (linked.has(key)) continue;
      const detail = site.byKey.has(key)
        ? "in the sitemap and crawled, but no crawled page links to it"
        : "in the sitemap, not crawled, and no crawled page links to it";
      items.push(auditItem(url, detail));
    }
    return items;
  },
};
