import type { SiteContext } from "../check";
import { directiveName } from "../facts/document/robots-directives";
import type { DocumentFacts, DocumentLinkFact, PageFacts } from "../facts/types";
import type { AuditItem } from "../types";
import { auditItem } from "./audit-item";
import { answeredPages } from "./helpers";

/** A page that came with its document as served. */
export interface DocumentPage {
  page: PageFacts;
  document: DocumentFacts;
}

/** The answered pages (`answeredPages`) that came with their document (`rawHtml`). */
export function documentPages(site: SiteContext): DocumentPage[] {
  const pages: DocumentPage[] = [];
  for (const page of answeredPages(site)) {
    if (page.document !== null) pages.push({ page, document: page.document });
  }
  return pages;
}

/** One item per page with a document for which `detail` says something. */
export function documentItems(
  site: SiteContext,
  detail: (document: DocumentFacts, page: PageFacts) => string | undefined,
): AuditItem[] {
  const items: AuditItem[] = [];
  for (const { page, document } of documentPages(site)) {
    const text = detail(document, page);
    if (text !== undefined) items.push(auditItem(page.url, text));
  }
  return items;
}

/**
 * The canonical a search engine reads: the first `<link rel=canonical>` in the head whose href
 * resolves; a canonical in body is ignored (Google reads it only in the head).
 */
export function headCanonical(document: DocumentFacts): string | null {
  const canonical = document.canonicals.find((link) => link.inHead && link.target !== null);
  return canonical?.target ?? null;
}

/** Whether `target` is the page itself: its URL or, redirected, the URL it ended at. */
export function isSelf(page: PageFacts, target: string): boolean {
  return target === page.key || target === page.finalKey;
}

/** The page's canonical when it names another page; null when none or itself. */
export function canonicalElsewhere(page: PageFacts): string | null {
  const target = page.document === null ? null : headCanonical(page.document);
  return target === null || isSelf(page, target) ? null : target;
}

/** Every directive of the page's robots and googlebot metas: "robots: noindex". */
export function namedDirectives(document: DocumentFacts): { name: string; directive: string }[] {
  return document.directives.flatMap(({ name, directives }) =>
    directives.map((directive) => ({ name, directive })),
  );
}

/** The directives whose name is one of `names`, as "googlebot “noindex”", joined. */
export function directivesNamed(
  document: DocumentFacts,
  names: (directive: string) => boolean,
): string[] {
  return namedDirectives(document)
    .filter(({ directive }) => names(directiveName(directive)))
    .map(({ name, directive }) => `${name} “${directive}”`);
}

const NOINDEX = new Set(["noindex", "none"]);

/** Whether the page says noindex, in its metadata's robots or in its document's robots or googlebot metas. */
export function isNoindex(page: PageFacts): boolean {
  if (page.robots.some((directive) => NOINDEX.has(directive))) return true;
  if (page.document === null) return false;
  return namedDirectives(page.document).some(({ directive }) => NOINDEX.has(directive));
}

/** A canonical as a finding names it: its href as written, and what it resolved to if different. */
export function describeLink(link: DocumentLinkFact): string {
  return link.target === null || link.target === link.href
    ? link.href
    : `${link.href} (${link.target})`;
}
