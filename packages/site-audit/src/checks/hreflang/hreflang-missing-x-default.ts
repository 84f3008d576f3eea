import type { Check } from "../../check";
import { documentPages } from "../document-links";
import { pageItems } from "../helpers";

export const hreflangMissingXDefault: Check = {
  id: "hreflang-missing-x-default",
  label: "Hreflang set without x-default",
  category: "hreflang",
  severity: "notice",
  why: "With several language versions, x-default tells search engines which page to show readers whose language none of them matches.",
  how: "Add <link rel=alternate hreflang=x-default> to the version (or the language chooser) for everyone else, on every page of the set.",
  source: "rawHtml: <link rel=alternate hreflang> (two or more languages, none x-default)",
  needs: "full-document",
  run: (site) =>
    pageItems(documentPages(site), (page) => {
      const values = new Set(page.document.hreflang.map((link) => link.hreflang));
      if (values.has("x-default") || page.document.hreflangCount > page.document.hreflang.length) {
        return undefined;
      }
      return values.size >= 2 ? `${values.size} languages, no x-default` : undefined;
    }),
};
