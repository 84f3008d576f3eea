import type { Check } from "../../check";
import { sitemapEntries } from "../../facts/sitemap-facts";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { targetProblem } from "../target-state";

export const sitemapBadUrl: Check = {
  id: "sitemap-bad-url",
  label: "Sitemap URL that fails, redirects, is noindex or canonicalised",
  category: "sitemaps",
  severity: "warning",
  why: "A sitemap should list only the pages meant to be indexed; errors, redirects and noindex or canonicalised pages there waste the crawl and make search engines trust the sitemap less.",
  how: "List each page's final, indexable, self-canonical URL in the sitemap, and drop the others.",
  source:
    "the sitemap's URLs; the crawled page's statusCode, sourceURL and url, robots meta and canonical (rawHtml)",
  needs: "sitemap",
  run: (site) => {
    if (site.sitemap === null) return [];
    const items: AuditItem[] = [];
    for (const [url, key] of sitemapEntries(site.sitemap)) {
      const problem = targetProblem(site, key);
      if (problem !== undefined) items.push(auditItem(url, `in the sitemap, and ${problem}`));
    }
    return items;
  },
};
