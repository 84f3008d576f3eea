import type { Check } from "../../check";
import type { PageFacts } from "../../facts/types";
import { auditItem } from "../audit-item";
import { canonicalElsewhere, documentPages, isNoindex } from "../document-pages";
import type { AuditItem } from "../../types";

/** What keeps the crawled page at `target` from being indexed, in words; undefined if nothing does. */
function whyNotIndexable(target: string, other: PageFacts): string | undefined {
  if (other.statusCode !== null && other.statusCode !== 200) return `answers ${other.statusCode}`;
  // Found under another page's final URL: that page redirected here, so this target answered.
  if (other.key !== target) return undefined;
  if (other.finalKey !== other.key) return `redirects to ${other.finalKey}`;
  if (other.statusCode === null) return "answered without a status";
  return isNoindex(other) ? "is noindex" : undefined;
}

export const canonicalToNonIndexable: Check = {
  id: "canonical-to-non-indexable",
  label: "Canonical to a page that answers non-200, redirects or is noindex",
  category: "canonicals",
  severity: "warning",
  why: "A canonical must name a page that can be indexed: one that fails, redirects or says noindex sends search engines a contradiction, and they may ignore the canonical or drop both.",
  how: "Point the canonical at the final, indexable URL (the redirect's destination, the page that answers 200 without noindex).",
  source:
    "rawHtml: the head's <link rel=canonical>; the target's statusCode, metadata.url and robots (crawled targets only)",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    for (const { page } of documentPages(site)) {
      const target = canonicalElsewhere(page);
      const other = target === null ? undefined : site.byKey.get(target);
      if (target === null || !other) continue;
      const why = whyNotIndexable(target, other);
      if (why !== undefined)
        items.push(auditItem(page.url, `canonical to ${target}, which ${why}`, target));
    }
    return items;
  },
};
