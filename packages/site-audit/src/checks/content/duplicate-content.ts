import type { Check } from "../../check";
import { addTo, answeredPages, plural } from "../helpers";
import { auditItem } from "../audit-item";
import type { PageFacts } from "../../facts/types";
import type { AuditItem } from "../../types";

export const duplicateContent: Check = {
  id: "duplicate-content",
  label: "Page with the same text as another (exact duplicate)",
  category: "content",
  severity: "warning",
  why: "Search engines show one of a set of identical pages and may pick the wrong one.",
  how: "Merge the pages, or make the copy point to the original with a canonical link.",
  source: "html: the text outside nav, header, footer and aside (markdown without html)",
  run: (site) => {
    const byDigest = new Map<string, PageFacts[]>();
    for (const page of answeredPages(site)) {
      if (page.content.words > 0) addTo(byDigest, page.content.digest, page);
    }
    const items: AuditItem[] = [];
    for (const pages of byDigest.values()) {
      if (pages.length < 2) continue;
      const [first] = pages as [PageFacts];
      for (const page of pages) {
        const other = page === first ? pages[1] : first;
        items.push(
          auditItem(
            page.url,
            `same text as ${other?.url} (${plural(pages.length, "page")} share it)`,
          ),
        );
      }
    }
    return items;
  },
};
