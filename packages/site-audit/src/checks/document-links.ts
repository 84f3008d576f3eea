import type { SiteContext } from "../check";
import type { DocumentFacts, DocumentLinkFact, PageFacts } from "../facts/types";
import { clipText } from "../text/clip-text";
import type { AuditItem } from "../types";
import { auditItem } from "./audit-item";
import { answeredPages, firstOfPair } from "./helpers";

/** A page read with its document (`rawHtml`): the pages the full-document checks read. */
export type DocumentPage = PageFacts & { document: DocumentFacts };

/** The answered pages (`answeredPages`) that came with their document; the others are not judged. */
export function documentPages(site: SiteContext): DocumentPage[] {
  return answeredPages(site).filter((page): page is DocumentPage => page.document !== null);
}

/** What a document link points at, for an item's target: its address, or its href as written. */
export const linkTarget = (link: DocumentLinkFact) => link.target ?? clipText(link.href, 1024);

/**
 * One item per link of each page's `links` that `matches`, once per (page, target): a head may
 * repeat a link, and the history keys on the pair.
 */
export function documentLinkItems<Link extends DocumentLinkFact>(
  pages: readonly DocumentPage[],
  links: (document: DocumentFacts) => readonly Link[],
  matches: (link: Link, page: DocumentPage) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  const seen = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const link of links(page.document)) {
      const detail = matches(link, page);
      const target = linkTarget(link);
      if (detail !== undefined && firstOfPair(seen, page.url, target)) {
        items.push(auditItem(page.url, detail, target));
      }
    }
  }
  return items;
}

/** Whether a link names the page itself (its URL, or the one it ended at). */
export const namesPage = (link: DocumentLinkFact, page: PageFacts) =>
  link.target !== null && (link.target === page.key || link.target === page.finalKey);
