import { addressKey, clipAddress } from "./address";

/**
 * Sitemap URLs an audit keeps: the protocol's limit for one sitemap file is 50,000, and a map call
 * answers up to 100,000 links, so a hostile index of millions costs no more than this.
 */
export const SITEMAP_URLS_KEPT = 100_000;

/** What the sitemap checks know of the site's sitemap (`AuditOptions.sitemap`). */
export interface SitemapFacts {
  /** The sitemap's distinct http(s) URLs (distinct by key), clipped, the first `SITEMAP_URLS_KEPT`. */
  urls: readonly string[];
  /** The keys of `urls`, normalised as the crawled pages' keys are, in the order of `urls`. */
  keys: ReadonlySet<string>;
  /** Every entry the sitemap gave, kept or not, readable or not. */
  total: number;
}

/**
 * The sitemap's URLs read once: entries that are not http(s) addresses are dropped (counted in
 * `total`), a URL listed twice is kept once, and no more than `SITEMAP_URLS_KEPT` are read.
 */
export function sitemapFacts(sitemap: readonly unknown[]): SitemapFacts {
  const urls: string[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < sitemap.length && urls.length < SITEMAP_URLS_KEPT; index++) {
    const entry = sitemap[index];
    if (typeof entry !== "string") continue;
    const url = entry.trim();
    const key = addressKey(url);
    if (key === null || keys.has(key)) continue;
    keys.add(key);
    urls.push(clipAddress(url));
  }
  return { urls, keys, total: sitemap.length };
}

/** Each sitemap URL with its key: `keys` holds them in the order of `urls`, one for one. */
export function* sitemapEntries(sitemap: SitemapFacts): Generator<[url: string, key: string]> {
  let index = 0;
  for (const key of sitemap.keys) yield [sitemap.urls[index++] as string, key];
}
