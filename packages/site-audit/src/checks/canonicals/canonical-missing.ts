import type { Check } from "../../check";
import { documentItems, isNoindex } from "../document-pages";

export const canonicalMissing: Check = {
  id: "canonical-missing",
  label: "Page without a canonical",
  category: "canonicals",
  severity: "warning",
  why: "Without a canonical, search engines choose for themselves which of a page's addresses (with parameters, a slash, http or https) to index and rank.",
  how: 'Add <link rel="canonical" href="…"> to the head with the page\'s own absolute URL (or the URL of the page it copies).',
  source: "rawHtml: <link rel=canonical> anywhere in the document (noindex pages are not reported)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document, page) =>
      document.canonicalCount === 0 && !isNoindex(page) ? "no <link rel=canonical>" : undefined,
    ),
};
