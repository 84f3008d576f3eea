import type { Check } from "../../check";
import { documentLinkItems, documentPages } from "../document-links";
import { quote } from "../helpers";

export const hreflangRelative: Check = {
  id: "hreflang-relative",
  label: "Hreflang with a relative URL",
  category: "hreflang",
  severity: "warning",
  why: "Search engines require hreflang URLs to be absolute (with the scheme and host), and may skip a relative one.",
  how: "Write each hreflang href as a full URL: https://example.com/fr/ rather than /fr/.",
  source: "rawHtml: <link rel=alternate hreflang href> as written",
  needs: "full-document",
  run: (site) =>
    documentLinkItems(
      documentPages(site),
      (document) => document.hreflang,
      (link) =>
        link.absolute
          ? undefined
          : `hreflang ${quote(link.hreflang)} href ${quote(link.href)} is relative`,
    ),
};
