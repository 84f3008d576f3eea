import type { CrawledPage } from "../model/types";
import { type SiteFindings, computeFindings } from "./findings";
import { metadataText, pageUrl } from "../model/page-fields";
import { normaliseUrl } from "../model/normalise-url";

/** A page as the history keeps it: where it is, what it is called and a digest of its content. */
export interface PageDigest {
  key: string;
  url: string;
  title: string;
  /** SHA-256 of the page's markdown (or html), hex: equal digests, unchanged content. */
  hash: string;
}

export interface CrawlAnalysis {
  findings: SiteFindings;
  pages: PageDigest[];
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function digest(page: CrawledPage): Promise<PageDigest> {
  const url = pageUrl(page);
  const content =
    typeof page.markdown === "string"
      ? page.markdown
      : typeof page.html === "string"
        ? page.html
        : "";
  return {
    key: normaliseUrl(url) ?? url,
    url,
    title: metadataText(page.metadata?.title),
    hash: await sha256Hex(content),
  };
}

/** Findings and page digests of one crawl: everything the insights and the history need. */
export async function analyseCrawl(
  pages: readonly CrawledPage[],
  startUrl: string,
): Promise<CrawlAnalysis> {
  return {
    findings: computeFindings(pages, startUrl),
    pages: await Promise.all(pages.map(digest)),
  };
}
