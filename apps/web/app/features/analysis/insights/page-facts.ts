import { metadataText, pageUrl } from "../model/page-fields";
import { normaliseUrl } from "../model/normalise-url";
import type { CrawledPage } from "../model/types";
import { outlineOf } from "./html-outline";
import { hasMarkdownH1, markdownLinkTargets, withoutLinkTargets } from "./markdown-scan";

/**
 * What the findings need to know about one crawled page, read from its metadata, markdown and html.
 * Every scan of the page's text is a single pass (`./markdown-scan`, `./html-outline`): the text is
 * whatever the crawled site chose to serve.
 */
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

const encoder = new TextEncoder();

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
  const hrefs = [...listedLinks(page), ...(outline?.hrefs ?? markdownLinkTargets(markdown))];
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
    // Markdown is read for links and a heading only when a page came without html.
    hasH1: outline?.hasH1 ?? hasMarkdownH1(markdown),
    words: countWords(withoutLinkTargets(markdown)),
    bytes: encoder.encode(html ?? markdown).length,
    links: [...links],
  };
}
