import type { CategoryId, Severity } from "../types";
import type { PageDigest } from "../analysis/crawl-analysis";

/** The parts of a page that "Pages changed" compares; `content` is the digest of its text. */
export const PAGE_FIELDS = ["title", "description", "status", "h1", "content"] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/** A page in both crawls that differs, and in which of its fields. */
export interface ChangedPage extends PageDigest {
  fields: PageField[];
  /** The page as the previous crawl saw it, for "title was …". */
  previous: PageDigest;
}

/** One issue on one page (and, for a link check, one target) that appeared or went away. */
export interface IssueChange {
  checkId: string;
  label: string;
  severity: Severity;
  category: CategoryId;
  url: string;
  detail: string;
  target?: string;
}

/** What changed between the previous crawl of a site and this one. */
export interface CrawlDiff {
  previousAt: number;
  currentAt: number;
  added: PageDigest[];
  removed: PageDigest[];
  changed: ChangedPage[];
  /** Issues of the previous crawl that this one no longer has. */
  fixed: IssueChange[];
  /** Issues of this crawl that the previous one did not have. */
  new: IssueChange[];
  /**
   * Checks that only one of the two crawls ran (the previous one was audited by an older
   * catalogue): their issues are neither new nor fixed, and the view says they were not compared.
   */
  notCompared: { id: string; label: string }[];
}
