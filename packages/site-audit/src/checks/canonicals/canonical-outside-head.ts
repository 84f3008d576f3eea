import type { Check } from "../../check";
import { documentItems, describeLink } from "../document-pages";

export const canonicalOutsideHead: Check = {
  id: "canonical-outside-head",
  label: "Canonical outside the head",
  category: "canonicals",
  severity: "warning",
  why: "Search engines read rel=canonical only in the head: one in the body, or after an element that ended the head early, is ignored.",
  how: "Move the canonical into the head, above any element that does not belong there (see “Head ended early”).",
  source:
    "rawHtml: <link rel=canonical> where an HTML parser puts it (in body, or after the head ended early)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      const outside = document.canonicals.find((link) => !link.inHead);
      if (!outside) return undefined;
      const where =
        document.headEndedBy === null
          ? "in the body"
          : `after the head ended early at ${document.headEndedBy === "#text" ? "text" : `<${document.headEndedBy}>`}`;
      return `${describeLink(outside)} ${where}`;
    }),
};
