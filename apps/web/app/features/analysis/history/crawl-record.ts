import type { CrawlAnalysis, PageDigest } from "../insights/analyse-crawl";
import { QUOTED_TEXT_CHARS, clipText } from "../model/clip-text";
import type { FindingItem, IssueId } from "../insights/findings";
import type { SiteId } from "../model/types";

/** Characters kept of a crawled URL: far past any real address, short of a hostile one. */
export const URL_CHARS_KEPT = 1024;
/** Pages kept per finding; a 100-page crawl has at most 100 per finding, except broken links. */
export const ITEMS_KEPT_PER_FINDING = 100;

/** An issue as kept: its first items, and how many it had. */
export interface RecordedIssue {
  id: IssueId;
  label: string;
  items: FindingItem[];
  /**
   * Items the finding had: more than `items` holds when it was cut to the cap. Absent from
   * records saved before findings were cut, which kept every item.
   */
  total?: number;
}

/**
 * One finished crawl as the browser keeps it: when, which pages with a digest of their content, and
 * which issues it found. Never the pages' content, never the key. Every text in it is crawled and
 * cut to a bounded length, and each finding to its first pages, so that a record's size follows
 * from its page count and not from what a page chose to declare.
 */
export interface CrawlRecord {
  /** Set by the store. */
  id?: number;
  siteId: SiteId;
  /** When the crawl finished, in ms since the epoch. */
  crawledAt: number;
  pages: PageDigest[];
  issues: RecordedIssue[];
  /** Approximate size of the record (UTF-16), for the store's size cap. */
  bytes: number;
}

const clipUrl = (url: string) => clipText(url, URL_CHARS_KEPT);

export function toCrawlRecord(
  siteId: SiteId,
  crawledAt: number,
  analysis: CrawlAnalysis,
): CrawlRecord {
  const record = {
    siteId,
    crawledAt,
    pages: analysis.pages.map((page) => ({
      key: clipUrl(page.key),
      url: clipUrl(page.url),
      title: clipText(page.title, QUOTED_TEXT_CHARS),
      hash: page.hash,
    })),
    issues: analysis.findings.issues.map(({ id, label, items }) => ({
      id,
      label,
      items: items.slice(0, ITEMS_KEPT_PER_FINDING).map((item) => ({
        url: clipUrl(item.url),
        note: clipText(item.note, QUOTED_TEXT_CHARS),
      })),
      total: items.length,
    })),
  };
  return { ...record, bytes: JSON.stringify(record).length * 2 };
}
