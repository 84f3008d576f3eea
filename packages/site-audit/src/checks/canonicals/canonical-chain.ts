import type { Check } from "../../check";
import { auditItem } from "../audit-item";
import { canonicalElsewhere, documentPages } from "../document-pages";
import type { AuditItem } from "../../types";

export const canonicalChain: Check = {
  id: "canonical-chain",
  label: "Canonical chain (A → B → C)",
  category: "canonicals",
  severity: "warning",
  why: "A canonical to a page whose own canonical names a third page makes search engines follow a chain, and they may stop at the first step or ignore both.",
  how: "Point every canonical straight at the final page (C), and give that page a canonical to itself.",
  source: "rawHtml: the head's <link rel=canonical> of the page and of its crawled target",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const { page } of documentPages(site)) {
      const middle = canonicalElsewhere(page);
      const next = middle === null ? undefined : site.byKey.get(middle);
      // One step on, on the crawled pages only: the chain's length past C is that page's own item.
      const end = next && next.key === middle ? canonicalElsewhere(next) : null;
      if (middle === null || end === null) continue;
      const then = end === page.key ? "back to this page (a loop)" : end;
      items.push(auditItem(page.url, `canonical to ${middle}, whose canonical is ${then}`, middle));
    }
    return items;
  },
};
