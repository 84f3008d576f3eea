import type { Check } from "../../check";
import { documentPages, namesPage } from "../document-links";
import { pageItems, plural } from "../helpers";

export const hreflangMissingSelf: Check = {
  id: "hreflang-missing-self",
  label: "Hreflang annotations without one to the page itself",
  category: "hreflang",
  severity: "warning",
  why: "Each language version must list itself among its alternates; without it search engines may not read the set as this page's.",
  how: "Add a <link rel=alternate hreflang> for the page's own language that points at its own URL.",
  source: "rawHtml: <link rel=alternate hreflang> compared with the page's URL",
  needs: "full-document",
  run: (site) =>
    pageItems(documentPages(site), (page) => {
      const { hreflang, hreflangCount } = page.document;
      // Past the facts' cap the page's own link may be among those not kept.
      if (hreflang.length === 0 || hreflangCount > hreflang.length) return undefined;
      return hreflang.some((link) => namesPage(link, page))
        ? undefined
        : `${plural(hreflang.length, "hreflang annotation")}, none to this page`;
    }),
};
