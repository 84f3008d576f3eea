import type { Check } from "../../check";
import type { PageFacts } from "../../facts/types";
import { documentLinkItems, documentPages } from "../document-links";
import { quote } from "../helpers";

/**
 * The pages' hreflang targets, each page's read once into a set: every page of a set names every
 * other, and looking each back up in a list would cost the square of the set's size per page.
 * Null when a page's list was capped (whether it links back cannot be known).
 */
function hreflangTargets(): (page: PageFacts) => ReadonlySet<string> | null {
  const known = new Map<PageFacts, ReadonlySet<string> | null>();
  return (page) => {
    let targets = known.get(page);
    if (targets === undefined) {
      const document = page.document;
      targets =
        document === null || document.hreflangCount > document.hreflang.length
          ? null
          : new Set(document.hreflang.map((link) => link.target ?? ""));
      known.set(page, targets);
    }
    return targets;
  };
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
    const targetsOf = hreflangTargets();
    return documentLinkItems(
      pages,
      (document) => document.hreflang,
      (link, page) => {
        const named = link.target === null ? undefined : site.byKey.get(link.target);
        // A target that redirects or fails is the bad-target check's; one not crawled is unknown.
        if (!named || named === page || !answered.has(named) || named.key !== link.target) {
          return undefined;
        }
        const back = targetsOf(named);
        return back !== null && !back.has(page.key) && !back.has(page.finalKey)
          ? `hreflang ${quote(link.hreflang)} names ${link.target}, which has no hreflang back to this page`
          : undefined;
      },
    );
  },
};
