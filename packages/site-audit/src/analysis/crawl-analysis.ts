import type { SiteAudit } from "../types";

/**
 * A page as the history keeps it: where it is, what it says of itself (title, description,
 * status, first H1, each clipped) and a digest of its content, so that a change to any of them
 * shows as a changed page.
 */
export interface PageDigest {
  key: string;
  url: string;
  title: string;
  description: string;
  /** The HTTP status, null when the provider gave none. */
  status: number | null;
  /** The page's first H1, "" when it has none. */
  h1: string;
  /** SHA-256 of the page's markdown (or html), hex: equal digests, unchanged content. */
  hash: string;
  /**
   * The audit's custom searches and extractions on this page, by name: a search's occurrences
   * ("3", "0"; "12+" when a cap cut the page), an extraction's values joined with " | ", clipped.
   * Absent when the audit had none, and in records saved before them.
   */
  custom?: Record<string, string>;
}

/** What the findings worker returns for one crawl: its audit and the digest of every page. */
export interface CrawlAnalysis {
  audit: SiteAudit;
  pages: PageDigest[];
}
