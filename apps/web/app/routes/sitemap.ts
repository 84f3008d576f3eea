import { pages } from "~/content/pages";
import { sitemapXml } from "~/lib/seo-files";

/** Prerendered to sitemap.xml at build time. */
export function loader() {
  return new Response(sitemapXml(Object.values(pages)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
