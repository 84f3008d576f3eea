/*
 * The one module that calls the audit engine (@keystone/site-audit), so that a change of its
 * input API is one edit here.
 */
import { analyseCrawl, type CrawlAnalysis, type CrawledPage } from "@keystone/site-audit";

export interface EngineOptions {
  startUrl: string;
  signal: AbortSignal;
}

/**
 * The audit of a crawl's pages, read from `pages` as they come. (Until the engine's streaming
 * input lands, the pages are gathered and audited at the end.)
 */
export async function auditStream(
  pages: AsyncIterable<CrawledPage>,
  options: EngineOptions,
): Promise<CrawlAnalysis> {
  const gathered: CrawledPage[] = [];
  for await (const page of pages) {
    options.signal.throwIfAborted();
    gathered.push(page);
  }
  return analyseCrawl(gathered, options.startUrl);
}
