import { CATALOGUE, CATALOGUE_VERSION } from "../catalogue";
import { pageFacts } from "../facts/page-facts";
import type { PageFacts } from "../facts/types";
import { runAudit } from "../run-audit";
import { QUOTED_TEXT_CHARS, clipText } from "../text/clip-text";
import type { CrawledPage } from "../document";
import type { CrawlAnalysis, PageDigest } from "./crawl-analysis";

export type { CrawlAnalysis, PageDigest } from "./crawl-analysis";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function digest(page: CrawledPage, facts: PageFacts): Promise<PageDigest> {
  const content =
    typeof page.markdown === "string"
      ? page.markdown
      : typeof page.html === "string"
        ? page.html
        : "";
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text ?? "";
  return {
    key: facts.key,
    url: facts.url,
    title: clipText(facts.titles[0] ?? "", QUOTED_TEXT_CHARS),
    description: clipText(facts.descriptions[0] ?? "", QUOTED_TEXT_CHARS),
    status: facts.statusCode,
    h1: clipText(h1, QUOTED_TEXT_CHARS),
    hash: await sha256Hex(content),
  };
}

/**
 * The audit and the page digests of one crawl: everything the insights and the history need. Each
 * page is read once into its facts, which every check of the catalogue then shares.
 */
export async function analyseCrawl(
  pages: readonly CrawledPage[],
  startUrl: string,
): Promise<CrawlAnalysis> {
  const facts = pages.map(pageFacts);
  return {
    audit: runAudit(facts, startUrl, CATALOGUE, CATALOGUE_VERSION),
    pages: await Promise.all(pages.map((page, index) => digest(page, facts[index] as PageFacts))),
  };
}
