import type { Check } from "../../check";
import { documentItems, describeLink } from "../document-pages";
import { plural } from "../helpers";

/** Canonicals named in a finding; the count says how many there were. */
const NAMED = 5;

export const canonicalMultiple: Check = {
  id: "canonical-multiple",
  label: "More than one canonical",
  category: "canonicals",
  severity: "warning",
  why: "Given two canonicals, search engines may ignore both, and when they name different pages they contradict each other.",
  how: 'Keep one <link rel="canonical"> in the head; look for a theme and a plugin that each add one.',
  source: "rawHtml: <link rel=canonical> (head and body)",
  needs: "full-document",
  run: (site) =>
    documentItems(site, (document) => {
      if (document.canonicalCount < 2) return undefined;
      const targets = new Set(document.canonicals.map((link) => link.target ?? link.href));
      const named = document.canonicals.slice(0, NAMED).map(describeLink).join(", ");
      const conflicting = targets.size > 1 ? ", naming different pages" : ", all the same";
      return `${plural(document.canonicalCount, "canonical")}${conflicting}: ${named}`;
    }),
};
