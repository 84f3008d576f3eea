import type { Check } from "../../check";
import { auditItem } from "../audit-item";
import { canonicalElsewhere, documentPages, isNoindex } from "../document-pages";
import type { AuditItem } from "../../types";

export const noindexCanonicalised: Check = {
  id: "noindex-canonicalised",
  label: "Noindex page with a canonical to another page (mixed signals)",
  category: "directives",
  severity: "warning",
  why: "noindex says “drop this page”, a canonical to another page says “index that one for this”: together they may make search engines drop the canonical page too.",
  how: "Choose one: a canonical to the page this one copies (and no noindex), or noindex with a canonical to itself or none.",
  source:
    "rawHtml: <meta name=robots|googlebot> (or metadata.robots) noindex, and the head's <link rel=canonical>",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const { page } of documentPages(site)) {
      const target = canonicalElsewhere(page);
      if (target !== null && isNoindex(page)) {
        items.push(auditItem(page.url, `noindex, and canonical to ${target}`, target));
      }
    }
    return items;
  },
};
