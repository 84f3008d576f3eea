import type { Check } from "../../check";
import type { PageFacts } from "../../facts/types";
import { documentLinkItems, documentPages, namesPage } from "../document-links";
import { quote } from "../helpers";

/** Whether `page` has an hreflang link back to `from`; undefined when that cannot be known. */
function linksBack(page: PageFacts, from: PageFacts): boolean | undefined {
  const document = page.document;
  if (document === null || document.hreflangCount > document.hreflang.length) return undefined;
  return document.hreflang.some((link) => namesPage(link, from));
}

export const hreflangMissingReturn: Check = {
  id: "hreflang-missing-return",
  label: "Hreflang to a page that does not link back",
  category: "hreflang",
  severity: "warning",
  why: "Search engines trust an hreflang pair only when both pages name each other; a one-way annotation is ignored.",
  how: "Give the page named the same set of hreflang links, including one back to this page.",
  source:
    "rawHtml: <link rel=alternate hreflang> of both pages (crawled pages only: others are unknown)",
  needs: "full-document",
  run: (site) => {
    const pages = documentPages(site);
    const answered = new Set<PageFacts>(pages);
    return documentLinkItems(
      pages,
      (document) => document.hreflang,
      (link, page) => {
        const named = link.target === null ? undefined : site.byKey.get(link.target);
        // A target that redirects or fails is the bad-target check's; one not crawled is unknown.
        if (!named || named === page || !answered.has(named) || named.key !== link.target) {
          return undefined;
        }
        return linksBack(named, page) === false
          ? `hreflang ${quote(link.hreflang)} names ${link.target}, which has no hreflang back to this page`
          : undefined;
      },
    );
  },
};
