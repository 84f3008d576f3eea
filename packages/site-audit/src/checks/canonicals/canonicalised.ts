import type { Check } from "../../check";
import { auditItem } from "../audit-item";
import { canonicalElsewhere, documentPages } from "../document-pages";
import type { AuditItem } from "../../types";

export const canonicalised: Check = {
  id: "canonicalised",
  label: "Page canonicalised to another page",
  category: "canonicals",
  severity: "notice",
  why: "A page whose canonical names another page asks search engines to index that page instead: right for a copy, a loss for a page meant to rank.",
  how: "If the page should rank itself, point its canonical at its own URL; otherwise link to the canonical page rather than to this one.",
  source:
    "rawHtml: the first <link rel=canonical> in the head, resolved, compared with the page's URL and final URL",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const { page } of documentPages(site)) {
      const target = canonicalElsewhere(page);
      if (target !== null) items.push(auditItem(page.url, `canonical to ${target}`, target));
    }
    return items;
  },
};
