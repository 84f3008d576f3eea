import type { Context } from "../cli/context.js";
import { stopOnInterrupt } from "../commands/shared.js";

/** URLs asked of the map: the most each API version takes. */
const SITEMAP_LIMIT = { v1: 30_000, v2: 100_000 };

/**
 * `--compare-sitemap`: the site's sitemap, as the provider's map lists it with the sitemap alone
 * (`sitemap: "only"` in v2, `sitemapOnly` in v1), one call before the crawl. The audit's sitemap
 * checks compare the crawl with these URLs; a site without a sitemap gives none, and says so.
 */
export async function sitemapUrls(ctx: Context, url: string): Promise<string[]> {
  const client = ctx.client();
  const { signal } = ctx.interrupts;
  const urls = ctx.flags.v1
    ? ((
        await stopOnInterrupt(
          ctx,
          client.v1.mapUrl(url, { sitemapOnly: true, limit: SITEMAP_LIMIT.v1 }, { signal }),
        )
      ).links ?? [])
    : (
        await stopOnInterrupt(
          ctx,
          client.map(url, { sitemap: "only", limit: SITEMAP_LIMIT.v2 }, { signal }),
        )
      ).links.map((link) => link.url);
  ctx.info(
    urls.length === 0
      ? `Sitemap: the map of ${url} found no sitemap URL; the sitemap checks compare with an empty sitemap`
      : `Sitemap: ${urls.length} URLs to compare with the crawl`,
  );
  return urls;
}
