import type { AnalysedSite } from "~/site.config";
import {
  isRedirected,
  metadataText,
  pageStatusText,
  pageUrl,
} from "@keystone/site-audit/vocabulary";
import type { CrawledPage, SiteCrawlResult } from "./types";

/** One crawled page as the pages table and the Pages CSV show it. */
export interface PageRow {
  title: string;
  /** The address the page was requested at (the provider's `sourceURL`). */
  url: string;
  /** The address it ended at (the provider's `url`); the requested one when it gave none. */
  finalUrl: string;
  /** Whether it ended at another address than the requested one (normalised, as the audit compares). */
  redirected: boolean;
  /** The status the provider reported: for a followed redirect, the final page's. */
  statusCode: number | null;
  /** The status shown (`pageStatusText`): its 3xx, "redirected", its code or "not reported". */
  status: string;
}

function finalUrlOf(page: CrawledPage, requested: string): string {
  const final = [page.metadata?.url, page.url].find(
    (candidate): candidate is string => typeof candidate === "string" && candidate !== "",
  );
  return final ?? requested;
}

/**
 * Each crawled page as a row, a redirected one included as what it is: the address requested, the
 * status the provider gave it and the address it ended at. Plain strings, for text rendering.
 */
export function pageRows(pages: readonly CrawledPage[]): PageRow[] {
  return pages.map((page) => {
    const code = page.metadata?.statusCode;
    const statusCode = typeof code === "number" ? code : null;
    const title = metadataText(page.metadata?.title);
    const url = pageUrl(page);
    const finalUrl = finalUrlOf(page, url);
    const redirected = isRedirected(url, finalUrl);
    return {
      title: title === "" ? "(untitled)" : title,
      url,
      finalUrl,
      redirected,
      statusCode,
      status: pageStatusText(statusCode, redirected),
    };
  });
}

export interface TextChunk {
  text: string;
  /** Rough wrapped line count, so an unrendered chunk reserves about the right height. */
  estimatedRows: number;
}

/**
 * Cuts a long text into chunks of whole lines of at least `minChars` each. Each chunk becomes its
 * own block that the browser may skip laying out while it is scrolled out of view, which keeps a
 * 10 MB result responsive.
 */
export function chunkLines(text: string, minChars = 16_384, charsPerRow = 100): TextChunk[] {
  const chunks: TextChunk[] = [];
  let start = 0;
  let rows = 0;
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline + 1;
    rows += Math.max(1, Math.ceil((lineEnd - lineStart) / charsPerRow));
    lineStart = lineEnd;
    if (lineEnd - start >= minChars || lineEnd === text.length) {
      chunks.push({ text: text.slice(start, lineEnd), estimatedRows: rows });
      start = lineEnd;
      rows = 0;
    }
  }
  return chunks;
}

export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/**
 * Page `index`'s share of `formatJson(pages)`: the pages' texts joined in order are that very
 * text, so a large result can be formatted a few pages at a time between frames. JSON escapes
 * every newline inside a string, so each raw newline is the layout's and takes the array's indent.
 */
export function formatPageJson(pages: readonly unknown[], index: number): string {
  if (pages.length === 0) return "[]";
  const page = JSON.stringify(pages[index] ?? null, null, 2).replaceAll("\n", "\n  ");
  return `${index === 0 ? "[\n" : ""}  ${page}${index === pages.length - 1 ? "\n]" : ",\n"}`;
}

/** Whether any page came with the document as served ("Full document" was on). */
export function hasRawHtml(pages: readonly CrawledPage[]): boolean {
  return pages.some((page) => "rawHtml" in page);
}

/**
 * The pages without their `rawHtml`: the document as served repeats the whole of `html` and its
 * head, which would double the JSON box and bury what it is for. Pages without it are kept as
 * they are (same objects), so nothing is copied for a crawl that never asked for it.
 */
export function withoutRawHtml(pages: readonly CrawledPage[]): readonly CrawledPage[] {
  if (!hasRawHtml(pages)) return pages;
  return pages.map((page) => {
    if (!("rawHtml" in page)) return page;
    const copy = { ...page };
    delete copy["rawHtml"];
    return copy;
  });
}

export function downloadFileName(site: AnalysedSite): string {
  return `${site.id}-crawl-result.json`;
}

/**
 * The downloadable file: which site, then the stored result with every page, each page's
 * `rawHtml` only when asked ("Include raw HTML").
 */
export function downloadContent(
  site: AnalysedSite,
  result: SiteCrawlResult,
  { includeRawHtml = false }: { includeRawHtml?: boolean } = {},
): string {
  const data = includeRawHtml ? result.data : withoutRawHtml(result.data);
  return formatJson({ site: site.name, url: site.url, ...result, data });
}
