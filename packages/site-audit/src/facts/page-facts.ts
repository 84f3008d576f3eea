import { pageUrl } from "../document";
import type { CrawledPage } from "../document";
import { addressKey, clipAddress } from "./address";
import { documentFacts } from "./document-facts";
import { htmlFacts } from "./html-facts";
import { markdownFacts } from "./markdown-facts";
import { allValues, firstValue } from "./metadata";
import type { PageFacts } from "./types";
import { ownFacts } from "./own-facts";
import { TextTable } from "./text-table";

const encoder = new TextEncoder();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Everything the checks read of one page, in one pass over its html (or, when it came without
 * html, its markdown), one over its content-area text and, when it came with `rawHtml`, one over
 * the document as served (`./document-facts`; `document` is null without it). Metadata fields may be strings, arrays
 * of strings, or anything else (FIDELITY.md): anything else counts as absent. No text of the facts
 * shares memory with the page's: they outlive it while the rest of a crawl is read.
 */
export function pageFacts(page: CrawledPage): PageFacts {
  return pageFactsSharing(page, new TextTable());
}

/**
 * `pageFacts`, with the texts pages repeat (nav, footer, logo) taken from `texts`, the audit's
 * table, so that the pages of one audit share them (`./text-table`).
 */
export function pageFactsSharing(page: CrawledPage, texts: TextTable): PageFacts {
  return ownFacts(readFacts(page), texts);
}

function readFacts(page: CrawledPage): PageFacts {
  const metadata = isRecord(page.metadata) ? page.metadata : {};
  const fullUrl = pageUrl(page);
  const url = clipAddress(fullUrl);
  const key = addressKey(fullUrl) ?? url;
  const finalUrl = [metadata.url, page.url].find(
    (candidate): candidate is string => typeof candidate === "string" && candidate !== "",
  );
  const html = typeof page.html === "string" ? page.html : undefined;
  const markdown = typeof page.markdown === "string" ? page.markdown : "";
  const base = fullUrl || undefined;
  const read = html !== undefined ? htmlFacts(html, base) : markdownFacts(markdown, base);
  const statusCode = metadata.statusCode;
  return {
    url,
    key,
    finalKey: (finalUrl !== undefined ? addressKey(finalUrl) : null) ?? key,
    statusCode: typeof statusCode === "number" && Number.isInteger(statusCode) ? statusCode : null,
    titles: allValues(metadata, "title"),
    descriptions: allValues(metadata, "description"),
    language: firstValue(metadata, "language"),
    robots: allValues(metadata, "robots")
      .flatMap((value) => value.toLowerCase().split(/[\s,]+/))
      .filter(Boolean),
    viewport: firstValue(metadata, "viewport"),
    ogTitle: firstValue(metadata, "ogTitle", "og:title"),
    ogDescription: firstValue(metadata, "ogDescription", "og:description"),
    ogImage: firstValue(metadata, "ogImage", "og:image"),
    hasHtml: html !== undefined,
    links: read.links,
    linkCount: read.linkCount,
    images: read.images,
    imageCount: read.imageCount,
    headings: read.headings,
    headingCount: read.headingCount,
    h1Count: read.h1Count,
    content: read.content,
    bytes: encoder.encode(html ?? markdown).length,
    document: typeof page.rawHtml === "string" ? documentFacts(page.rawHtml, base) : null,
  };
}
