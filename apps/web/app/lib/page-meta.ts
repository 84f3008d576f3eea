import type { MetaDescriptor } from "react-router";
import type { PageEntry } from "~/content/pages";
import { siteConfig } from "~/site.config";

/** Title, description, canonical URL, social cards and robots rules for one page of the table. */
export function pageMeta(page: PageEntry): MetaDescriptor[] {
  const url = new URL(page.path, siteConfig.origin).href;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    ...(page.indexable ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
