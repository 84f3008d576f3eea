import type { RenderedPart } from "./page-blocks.js";

/** The metadata a page itself decides, before the scrape's own fields (scrape id, URLs, status). */
export type PageMetadata = Record<string, string | string[] | undefined>;

/** One page of a synthetic site, before the formats and `onlyMainContent` pick what is returned. */
export interface PageContent {
  metadata: PageMetadata;
  statusCode: number;
  contentType: string;
  /** The final URL of a redirected page; absent when the page answered where it was asked. */
  finalUrl?: string;
  /** `<html lang>`: absent when the page declares no language. */
  language: string | undefined;
  /** The content area: what the provider returns by default. */
  main: RenderedPart;
  /** An error page's whole document, returned as it is whatever `onlyMainContent` says. */
  verbatim?: RenderedPart;
  /** Header and nav, then aside and footer: returned with `onlyMainContent: false` only. */
  before?: RenderedPart;
  after?: RenderedPart;
  rawHtml: string;
}

/** The page as `html`, `markdown` and `links` give it, main content only or whole. */
export function pageFormats(page: PageContent, onlyMainContent: boolean): RenderedPart {
  if (page.verbatim) return page.verbatim;
  const parts = onlyMainContent
    ? [page.main]
    : [page.before, page.main, page.after].filter((part) => part !== undefined);
  const lang = page.language === undefined ? "" : ` lang="${page.language}"`;
  return {
    html: `<!DOCTYPE html><html${lang}><body>\n${parts.map((part) => part.html).join("\n")}\n</body></html>`,
    markdown: parts
      .map((part) => part.markdown)
      .filter((text) => text !== "")
      .join("\n\n"),
    links: onlyMainContent ? page.main.links : [...new Set(parts.flatMap((part) => part.links))],
  };
}
