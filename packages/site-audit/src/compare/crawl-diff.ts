import { type CrawlDiff, type IssueChange, PAGE_FIELDS, type PageField } from "./crawl-changes";
import type { AuditSnapshot, RecordedIssue, RecordedPage } from "./audit-snapshot";
import { LEGACY_CHECKS } from "./legacy-catalogue";

export type { ChangedPage, CrawlDiff, IssueChange, PageField } from "./crawl-changes";

/** The checks a record ran; a record of catalogue version 1 ran the seven findings. */
function checksOf(record: AuditSnapshot): { id: string; label: string }[] {
  return record.checks ?? LEGACY_CHECKS.map(({ id, label }) => ({ id, label }));
}

const legacyMeta = new Map(LEGACY_CHECKS.map((check) => [check.id, check]));

function changesOf(issue: RecordedIssue): IssueChange[] {
  const legacy = legacyMeta.get(issue.id);
  return issue.items.map((item) => ({
    checkId: issue.id,
    label: issue.label,
    severity: issue.severity ?? legacy?.severity ?? "notice",
    category: issue.category ?? legacy?.category ?? "content",
    url: item.url,
    detail: "detail" in item ? item.detail : item.note,
    ...("target" in item && item.target !== undefined ? { target: item.target } : {}),
  }));
}

/** Whether some item of check `id` in the record has a target (`withTarget`), or lacks one. */
function hasItems(record: AuditSnapshot, id: string, withTarget: boolean): boolean {
  return record.issues.some(
    (issue) =>
      issue.id === id &&
      issue.items.some((item) => ("target" in item && item.target !== undefined) === withTarget),
  );
}

/**
 * The checks compared on their page only: those whose items carry a link's target in one record
 * and not in the other. Records of catalogue version 1 kept no target for their broken links, so
 * keyed with today's target, one broken link would be both fixed and new.
 */
function comparedOnPage(
  previous: AuditSnapshot,
  current: AuditSnapshot,
  compared: Set<string>,
): Set<string> {
  return new Set(
    [...compared].filter(
      (id) =>
        (hasItems(previous, id, false) && hasItems(current, id, true)) ||
        (hasItems(previous, id, true) && hasItems(current, id, false)),
    ),
  );
}

/**
 * Every item of the checks in `compared`, under its key: check id, page URL and target (the page
 * only for the checks in `onPage`, where the page's items share one key).
 */
function issueChanges(
  record: AuditSnapshot,
  compared: Set<string>,
  onPage: Set<string>,
): Map<string, IssueChange[]> {
  const changes = new Map<string, IssueChange[]>();
  for (const issue of record.issues) {
    if (!compared.has(issue.id)) continue;
    for (const change of changesOf(issue)) {
      const target = onPage.has(issue.id) ? "" : (change.target ?? "");
      const key = JSON.stringify([change.checkId, change.url, target]);
      const same = changes.get(key);
      if (same) same.push(change);
      else changes.set(key, [change]);
    }
  }
  return changes;
}

/** Issues whose record kept only their first items (records saved before `total` count as whole). */
function cutIssues(record: AuditSnapshot): Set<string> {
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
 * Issue changes in `from` and not in `other`, except for issues `other` kept only the start of:
 * an item missing from a cut list may be in the part that was not kept.
 */
function issuesMissingFrom(
  from: Map<string, IssueChange[]>,
  other: Map<string, IssueChange[]>,
  cutInOther: Set<string>,
): IssueChange[] {
  return missingFrom(from, other)
    .flat()
    .filter((change) => !cutInOther.has(change.checkId));
}

/** The fields of a page that differ; a field an older record did not keep is not compared. */
function changedFields(before: RecordedPage, after: RecordedPage): PageField[] {
  return PAGE_FIELDS.filter((field) => {
    if (field === "content") return before.hash !== after.hash;
    const old = before[field];
    const now = after[field];
    return old !== undefined && now !== undefined && old !== now;
  });
}

/** A page of an older record with the fields it did not keep filled in, for display. */
function asDigest(page: RecordedPage) {
  return { description: "", status: null, h1: "", ...page };
}

/**
 * Pages added, removed and changed (with which fields), and issues new and fixed per check, page
 * and target. Only the checks both crawls ran are compared: a check that a newer catalogue added
 * has no "new" items against a crawl that did not run it, and the diff names such checks instead.
 * Where a record kept only the first items of an issue, that issue's changes are those it can tell;
 * where one record kept no link targets (an older one), its link checks compare on the page only.
 */
export function diffCrawls(previous: AuditSnapshot, current: AuditSnapshot): CrawlDiff {
  const before = new Map(previous.pages.map((page) => [page.key, page]));
  const after = new Map(current.pages.map((page) => [page.key, page]));
  const previousChecks = checksOf(previous);
  const currentChecks = checksOf(current);
  const previousIds = new Set(previousChecks.map((check) => check.id));
  const currentIds = new Set(currentChecks.map((check) => check.id));
  const compared = new Set([...currentIds].filter((id) => previousIds.has(id)));
  const notCompared = [...previousChecks, ...currentChecks].filter(
    (check, index, all) =>
      !compared.has(check.id) && all.findIndex((other) => other.id === check.id) === index,
  );
  const onPage = comparedOnPage(previous, current, compared);
  const issuesBefore = issueChanges(previous, compared, onPage);
  const issuesAfter = issueChanges(current, compared, onPage);
  return {
    previousAt: previous.crawledAt,
    currentAt: current.crawledAt,
    added: missingFrom(after, before).map(asDigest),
    removed: missingFrom(before, after).map(asDigest),
    changed: current.pages.flatMap((page) => {
      const old = before.get(page.key);
      if (old === undefined) return [];
      const fields = changedFields(old, page);
      return fields.length === 0 ? [] : [{ ...asDigest(page), fields, previous: asDigest(old) }];
    }),
    fixed: issuesMissingFrom(issuesBefore, issuesAfter, cutIssues(current)),
    new: issuesMissingFrom(issuesAfter, issuesBefore, cutIssues(previous)),
    notCompared,
  };
}
