import type { MetaDescriptor } from "react-router";
import type { PageEntry } from "~/content/pages";
import { siteConfig } from "~/site.config";
import { socialImage } from "./social-image";

/**
 * Title, description, social cards and robots rules for one page of the table. Only an indexable
 * page names its own URL (canonical, og:url): a noindex page, such as the 404 answer of any unknown
 * path, has no address that a search engine or a share should use in its place.
 */
export function pageMeta(page: PageEntry): MetaDescriptor[] {
  const url = new URL(page.path, siteConfig.origin).href;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.indexable
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: socialImage.url },
    { property: "og:image:type", content: socialImage.type },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: socialImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: socialImage.url },
    { name: "twitter:image:alt", content: socialImage.alt },
  ];
}
