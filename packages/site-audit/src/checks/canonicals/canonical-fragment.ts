import type { Check } from "../../check";
import { documentItems, describeLink } from "../document-pages";

export const canonicalFragment: Check = {
  id: "canonical-fragment",
  label: "Canonical with a fragment (#)",
  category: "canonicals",
  severity: "notice",
  why: "Search engines drop the fragment of a canonical: the “#section” part names nothing to them, and a canonical should say exactly the URL meant.",
  how: "Remove the # and what follows it from the canonical's href.",
  source: "rawHtml: <link rel=canonical href> as written",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const withFragment = document.canonicals.find((link) => link.href.includes("#"));
      return withFragment ? describeLink(withFragment) : undefined;
    }),
};
