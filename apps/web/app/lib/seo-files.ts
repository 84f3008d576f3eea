import { seoFiles, type PageEntry } from "~/content/pages";
import { siteConfig } from "~/site.config";

/** The absolute URL of a path of the site. */
export function absoluteUrl(path: string, origin: string = siteConfig.origin) {
  return new URL(path, origin).href;
}

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The sitemap protocol's XML: one <url> per indexable page, nothing for noindex pages. */
export function sitemapXml(entries: readonly PageEntry[], origin: string = siteConfig.origin) {
  const urls = entries
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(page.path, origin))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: every page may be crawled, and the sitemap is announced. The analysis tool and the
 * not-found page stay out of search results through their noindex tag, which crawlers only see
 * if they are allowed to fetch the page.
 */
export function robotsTxt(origin: string = siteConfig.origin) {
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(seoFiles.sitemap, origin)}`,
    "",
  ].join("\n");
}
