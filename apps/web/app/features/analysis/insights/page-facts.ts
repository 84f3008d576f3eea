import { metadataText, pageUrl } from "../model/page-fields";
import type { CrawledPage } from "../model/types";

/** What the findings need to know about one crawled page, read from its metadata, markdown and html. */
export interface PageFacts {
  /** The page's URL as the provider reported it, for display. */
  url: string;
  /** The URL normalised for matching links to pages (no fragment, no trailing slash). */
  key: string;
  statusCode: number | null;
  /** The first title the page declares, "" when it has none. */
  title: string;
  description: string;
  hasH1: boolean;
  /** Words of the page's markdown, the text a reader gets. */
  words: number;
  /** UTF-8 size of the page's html (or markdown when no html was asked for). */
  bytes: number;
  /** Normalised http(s) URLs the page links to, each once. */
  links: string[];
}

/** The URL without fragment or trailing slash, or null for anything but http(s). */
export function normaliseUrl(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, "");
  return url.href.replace(/\/$/, "");
}

// The findings run in a Web Worker, which has no DOMParser; they need only the hrefs of anchors
// and whether an <h1> exists, which these patterns find without building a document.
const ANCHOR_HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const HTML_H1 = /<h1[\s>]/i;
const MARKDOWN_H1 = /^(#\s+\S|[^\n]+\n=+[ \t]*$)/m;
const encoder = new TextEncoder();

function decodeAmpersands(href: string): string {
  return href.replace(/&amp;/g, "&");
}

function linkTargets(page: CrawledPage): string[] {
  const hrefs: string[] = [];
  if (Array.isArray(page.links)) {
    for (const link of page.links as unknown[]) if (typeof link === "string") hrefs.push(link);
  }
  if (typeof page.html === "string") {
    for (const match of page.html.matchAll(ANCHOR_HREF)) {
      hrefs.push(decodeAmpersands(match[1] ?? match[2] ?? match[3] ?? ""));
    }
  } else if (typeof page.markdown === "string") {
    for (const match of page.markdown.matchAll(MARKDOWN_LINK)) hrefs.push(match[1] ?? "");
  }
  return hrefs;
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

export function pageFacts(page: CrawledPage): PageFacts {
  const metadata = page.metadata ?? {};
  const url = pageUrl(page);
  const markdown = typeof page.markdown === "string" ? page.markdown : "";
  const html = typeof page.html === "string" ? page.html : undefined;
  const links = new Set<string>();
  for (const href of linkTargets(page)) {
    const target = normaliseUrl(href, url || undefined);
    if (target !== null) links.add(target);
  }
  return {
    url,
    key: normaliseUrl(url) ?? url,
    statusCode: typeof metadata.statusCode === "number" ? metadata.statusCode : null,
    title: metadataText(metadata.title),
    description: metadataText(metadata.description),
    hasH1: html !== undefined ? HTML_H1.test(html) : MARKDOWN_H1.test(markdown),
    // Link targets are addresses, not words a reader gets.
    words: countWords(markdown.replace(/\]\([^)]*\)/g, "]")),
    bytes: encoder.encode(html ?? markdown).length,
    links: [...links],
  };
}
