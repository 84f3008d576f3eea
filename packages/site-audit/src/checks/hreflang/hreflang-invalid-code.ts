import type { Check } from "../../check";
import { documentLinkItems, documentPages } from "../document-links";
import { quote } from "../helpers";
import { hreflangCodeProblem } from "./language-codes";

export const hreflangInvalidCode: Check = {
  id: "hreflang-invalid-code",
  label: "Hreflang with an invalid language or region code",
  category: "hreflang",
  severity: "warning",
  why: "Search engines skip an annotation whose code they do not know (“en-uk” names no region: the United Kingdom is “gb”), so that version is never offered to its readers.",
  how: "Write an ISO 639-1 language (“en”), optionally followed by an ISO 3166-1 alpha-2 region (“en-gb”), or “x-default”.",
  source:
    "rawHtml: <link rel=alternate hreflang>, checked against ISO 639-1 (iso-639-1) and ISO 3166-1 alpha-2 (i18n-iso-countries)",
  needs: "full-document",
  run: (site) =>
    documentLinkItems(
      documentPages(site),
      (document) => document.hreflang,
      (link) => {
        const problem = hreflangCodeProblem(link.hreflang);
        return problem === undefined ? undefined : `hreflang ${quote(link.hreflang)}: ${problem}`;
      },
    ),
};
