import type { Check } from "../../check";
import { answeredPages, pageItems } from "../helpers";
import { canonicalisedTo, isNoindex } from "../target-state";

export const notInSitemap: Check = {
  id: "not-in-sitemap",
  label: "Indexable page missing from the sitemap",
  category: "sitemaps",
  severity: "notice",
  why: "The sitemap tells search engines which pages exist and when they change; an indexable page left out is found only by following links, later.",
  how: "Add the page's URL to the sitemap (or let the site's sitemap generator include it).",
  source:
    "the sitemap's URLs compared with the crawled pages that answer 200, are not redirected, noindex or canonicalised (rawHtml)",
  needs: "sitemap",
  run: (site) => {
    const sitemap = site.sitemap;
    if (sitemap === null) return [];
    return pageItems(answeredPages(site), (page) =>
      page.statusCode !== 200 ||
      page.finalKey !== page.key ||
      isNoindex(page) ||
      canonicalisedTo(page) !== null ||
      sitemap.keys.has(page.key)
        ? undefined
        : "indexable, not in the sitemap",
    );
  },
};
