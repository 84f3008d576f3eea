import type { Check } from "../../check";
import { documentLinkItems, documentPages } from "../document-links";
import { quote } from "../helpers";
import { targetProblem } from "../target-state";

export const hreflangBadTarget: Check = {
  id: "hreflang-bad-target",
  label: "Hreflang to a page that fails, redirects, is noindex or canonicalised",
  category: "hreflang",
  severity: "warning",
  why: "An alternate must be the indexable address of that version: search engines drop an annotation to an error, a redirect, a noindex page or a page that names another as canonical.",
  how: "Point the hreflang link at the final, indexable, self-canonical URL of that language version.",
  source:
    "rawHtml: <link rel=alternate hreflang>; the target's statusCode, sourceURL and url, robots meta and canonical",
  needs: "full-document",
  run: (site) =>
    documentLinkItems(
      documentPages(site),
      (document) => document.hreflang,
      (link) => {
        const problem = link.target === null ? undefined : targetProblem(site, link.target);
        return problem === undefined
          ? undefined
          : `hreflang ${quote(link.hreflang)} names ${link.target}, which ${problem}`;
      },
    ),
};
