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

interface RecordedChange extends FindingChange {
  issueId: string;
}

function findingChanges(record: CrawlRecord): Map<string, RecordedChange> {
  const changes = new Map<string, RecordedChange>();
  for (const issue of record.issues) {
    for (const item of issue.items) {
      changes.set(JSON.stringify([issue.id, item.url, item.note]), {
        issueId: issue.id,
        label: issue.label,
        url: item.url,
        note: item.note,
      });
    }
  }
  return changes;
}

/** Issues whose record kept only their first items (records saved before `total` count as whole). */
function cutIssues(record: CrawlRecord): Set<string> {
  return new Set(
    record.issues
      .filter((issue) => (issue.total ?? issue.items.length) > issue.items.length)
      .map((issue) => issue.id),
  );
}

function missingFrom<T>(from: Map<string, T>, other: Map<string, unknown>): T[] {
  return [...from.entries()].filter(([key]) => !other.has(key)).map(([, value]) => value);
}

/**
 * Finding changes in `from` and not in `other`, except for issues `other` kept only the start of:
 * an item missing from a cut list may be in the part that was not kept.
 */
function findingsMissingFrom(
  from: Map<string, RecordedChange>,
  other: Map<string, RecordedChange>,
  cutInOther: Set<string>,
): FindingChange[] {
  return missingFrom(from, other)
    .filter((change) => !cutInOther.has(change.issueId))
    .map(({ label, url, note }) => ({ label, url, note }));
}

/**
 * Pages added, removed and changed (by content digest), and findings fixed and new. Where a record
 * kept only the first items of a finding, that finding's changes are those it can tell.
 */
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
    fixed: findingsMissingFrom(findingsBefore, findingsAfter, cutIssues(current)),
    new: findingsMissingFrom(findingsAfter, findingsBefore, cutIssues(previous)),
  };
}
