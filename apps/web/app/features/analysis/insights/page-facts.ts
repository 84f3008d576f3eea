import { Parser } from "htmlparser2";
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

// Markdown is read only when a page came without html: its links and a level-1 heading (ATX or
// setext) are all the findings need from it.
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const MARKDOWN_H1 = /^(#\s+\S|[^\n]+\n=+[ \t]*$)/m;
const encoder = new TextEncoder();

interface HtmlOutline {
  hrefs: string[];
  hasH1: boolean;
}

/**
 * The anchors' targets and whether an <h1> exists, read by a real HTML tokenizer (the findings
 * run in a Web Worker, which has no DOMParser): markup inside comments, scripts and attribute
 * values is not mistaken for an element, and entities in an href are decoded.
 */
function outlineOf(html: string): HtmlOutline {
  const outline: HtmlOutline = { hrefs: [], hasH1: false };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "h1") outline.hasH1 = true;
      else if (name === "a" && typeof attributes.href === "string") {
        outline.hrefs.push(attributes.href);
      }
    },
  });
  parser.end(html);
  return outline;
}

function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? "");
}

function listedLinks(page: CrawledPage): string[] {
  if (!Array.isArray(page.links)) return [];
  return (page.links as unknown[]).filter((link): link is string => typeof link === "string");
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
  const outline = html !== undefined ? outlineOf(html) : undefined;
  const hrefs = [...listedLinks(page), ...(outline?.hrefs ?? markdownLinks(markdown))];
  const links = new Set<string>();
  for (const href of hrefs) {
    const target = normaliseUrl(href, url || undefined);
    if (target !== null) links.add(target);
  }
  return {
    url,
    key: normaliseUrl(url) ?? url,
    statusCode: typeof metadata.statusCode === "number" ? metadata.statusCode : null,
    title: metadataText(metadata.title),
    description: metadataText(metadata.description),
    hasH1: outline?.hasH1 ?? MARKDOWN_H1.test(markdown),
    // Link targets are addresses, not words a reader gets.
    words: countWords(markdown.replace(/\]\([^)]*\)/g, "]")),
    bytes: encoder.encode(html ?? markdown).length,
    links: [...links],
  };
}
