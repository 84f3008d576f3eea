import type { PageDigest } from "../insights/analyse-crawl";
import type { CrawlRecord } from "./crawl-record";

/** A finding on one page that appeared or went away between two crawls. */
export interface FindingChange {
  label: string;
  url: string;
  note: string;
}

/** What changed between the previous crawl of a site and this one. */
export interface CrawlDiff {
  previousAt: number;
  currentAt: number;
  added: PageDigest[];
  removed: PageDigest[];
  /** Pages in both crawls whose content digest differs. */
  changed: PageDigest[];
  fixed: FindingChange[];
  new: FindingChange[];
}

function findingChanges(record: CrawlRecord): Map<string, FindingChange> {
  const changes = new Map<string, FindingChange>();
  for (const issue of record.issues) {
    for (const item of issue.items) {
      changes.set(JSON.stringify([issue.id, item.url, item.note]), {
        label: issue.label,
        url: item.url,
        note: item.note,
      });
    }
  }
  return changes;
}

function missingFrom<T>(from: Map<string, T>, other: Map<string, unknown>): T[] {
  return [...from.entries()].filter(([key]) => !other.has(key)).map(([, value]) => value);
}

/** Pages added, removed and changed (by content digest), and findings fixed and new. */
export function diffCrawls(previous: CrawlRecord, current: CrawlRecord): CrawlDiff {
  const before = new Map(previous.pages.map((page) => [page.key, page]));
  const after = new Map(current.pages.map((page) => [page.key, page]));
  const findingsBefore = findingChanges(previous);
  const findingsAfter = findingChanges(current);
  return {
    previousAt: previous.crawledAt,
    currentAt: current.crawledAt,
    added: missingFrom(after, before),
    removed: missingFrom(before, after),
    changed: current.pages.filter((page) => {
      const old = before.get(page.key);
      return old !== undefined && old.hash !== page.hash;
    }),
    fixed: missingFrom(findingsBefore, findingsAfter),
    new: missingFrom(findingsAfter, findingsBefore),
  };
}
