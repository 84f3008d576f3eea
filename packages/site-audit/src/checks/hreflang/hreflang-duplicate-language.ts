import type { Check } from "../../check";
import { documentPages, linkTarget } from "../document-links";
import { pageItems, quote } from "../helpers";

export const hreflangDuplicateLanguage: Check = {
  id: "hreflang-duplicate-language",
  label: "Hreflang naming two URLs for one language",
  category: "hreflang",
  severity: "warning",
  why: "With two addresses for one language and region, search engines cannot tell which to show, and may ignore both.",
  how: "Keep one hreflang link per language (and region) on the page, to that version's URL.",
  source: "rawHtml: <link rel=alternate hreflang>, grouped by their value",
  needs: "full-document",
  run: (site) =>
    pageItems(documentPages(site), (page) => {
      const byValue = new Map<string, Set<string>>();
      for (const link of page.document.hreflang) {
        const targets = byValue.get(link.hreflang) ?? new Set<string>();
        byValue.set(link.hreflang, targets.add(linkTarget(link)));
      }
      const doubled = [...byValue].filter(([, targets]) => targets.size > 1);
      return doubled.length === 0
        ? undefined
        : doubled
            .map(
              ([value, targets]) =>
                `${quote(value)} names ${targets.size} URLs: ${[...targets].join(", ")}`,
            )
            .join("; ");
    }),
};
