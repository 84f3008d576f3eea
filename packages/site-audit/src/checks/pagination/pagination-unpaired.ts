import type { Check } from "../../check";
import type { PageFacts } from "../../facts/types";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { documentPages, linkTarget, namesPage } from "../document-links";
import { firstOfPair } from "../helpers";
import { paginationLinks } from "./pagination-links";

export const paginationUnpaired: Check = {
  id: "pagination-unpaired",
  label: "Pagination link without its pair (next not answered by prev)",
  category: "pagination",
  severity: "notice",
  why: "A series is read as one when each rel=next is answered by a rel=prev on the next page; a one-way link leaves its order unclear.",
  how: "On the page named by rel=next, add rel=prev back to this page (and rel=next on the page named by rel=prev).",
  source: "rawHtml: <link rel=next> and <link rel=prev> of both pages (crawled pages only)",
  needs: "full-document",
  run: (site) => {
    const pages = documentPages(site);
    const judged = new Set<PageFacts>(pages);
    const items: AuditItem[] = [];
    const seen = new Map<string, Set<string>>();
    for (const page of pages) {
      for (const { rel, link } of paginationLinks(page.document)) {
        const named = link.target === null ? undefined : site.byKey.get(link.target);
        if (!named || named === page || !judged.has(named) || named.key !== link.target) continue;
        const back = rel === "next" ? named.document?.prev : named.document?.next;
        if (back?.some((each) => namesPage(each, page))) continue;
        if (!firstOfPair(seen, page.url, linkTarget(link))) continue;
        const pair = rel === "next" ? "prev" : "next";
        items.push(
          auditItem(
            page.url,
            `rel=${rel} ${link.target} has no rel=${pair} back to this page`,
            link.target,
          ),
        );
      }
    }
    return items;
  },
};
