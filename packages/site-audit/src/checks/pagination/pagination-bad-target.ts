import type { Check } from "../../check";
import { auditItem } from "../audit-item";
import { documentPages, linkTarget } from "../document-links";
import { firstOfPair } from "../helpers";
import type { AuditItem } from "../../types";
import { paginationLinks } from "./pagination-links";

export const paginationBadTarget: Check = {
  id: "pagination-bad-target",
  label: "Pagination link (rel=next or prev) to a page that does not answer 200",
  category: "pagination",
  severity: "warning",
  why: "A series whose next or previous page fails breaks there: search engines and assistive tools stop following it.",
  how: "Point rel=next and rel=prev at the pages of the series that answer 200, or remove the link at the series' end.",
  source:
    "rawHtml: <link rel=next> and <link rel=prev>; the target's statusCode (crawled pages only)",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    const seen = new Map<string, Set<string>>();
    for (const page of documentPages(site)) {
      for (const { rel, link } of paginationLinks(page.document)) {
        const target = link.target === null ? undefined : site.byKey.get(link.target);
        if (!target || target.key !== link.target || target.statusCode === 200) continue;
        if (!firstOfPair(seen, page.url, linkTarget(link))) continue;
        const answer = target.statusCode === null ? "no status" : String(target.statusCode);
        items.push(auditItem(page.url, `rel=${rel} ${link.target} answers ${answer}`, link.target));
      }
    }
    return items;
  },
};
