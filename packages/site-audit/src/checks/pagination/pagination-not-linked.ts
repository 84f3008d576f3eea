import type { Check } from "../../check";
import type { AuditItem } from "../../types";
import { auditItem } from "../audit-item";
import { documentPages, linkTarget } from "../document-links";
import { firstOfPair } from "../helpers";
import { paginationLinks } from "./pagination-links";

export const paginationNotLinked: Check = {
  id: "pagination-not-linked",
  label: "Pagination link (rel=next or prev) to a page the page does not link to",
  category: "pagination",
  severity: "notice",
  why: "Search engines no longer read rel=next and prev: a next page reached only through them is not found by following links.",
  how: "Link the next and previous pages from the page with ordinary <a href> links (a pager).",
  source: "rawHtml: <link rel=next> and <link rel=prev>, compared with the page's <a href> (html)",
  needs: "full-document",
  run: (site) => {
    const items: AuditItem[] = [];
    const seen = new Map<string, Set<string>>();
    for (const page of documentPages(site)) {
      // Past the facts' cap, or without html, the page's anchors are not all known.
      if (!page.hasHtml || page.linkCount > page.links.length) continue;
      const linked = new Set(page.links.map((link) => link.target));
      for (const { rel, link } of paginationLinks(page.document)) {
        if (link.target === null || linked.has(link.target)) continue;
        if (!firstOfPair(seen, page.url, linkTarget(link))) continue;
        items.push(
          auditItem(page.url, `rel=${rel} ${link.target} has no <a href> on the page`, link.target),
        );
      }
    }
    return items;
  },
};
