import { FindingGroup } from "@keystone/ui/components/finding-group";
import { SEVERITIES } from "@keystone/site-audit/vocabulary";
import type { ChangedPage, CrawlDiff, IssueChange, PageField } from "@keystone/site-audit/compare";
import { HISTORY_BYTES_CAP } from "../../history/retention";
import type { ChangeStatus } from "../insights-controller";

interface ChangeViewProps {
  headingId: string;
  change: ChangeStatus;
  /** The heading; the History section's comparison of two kept crawls names them instead. */
  title?: string;
}

const formatTime = (ms: number) => new Date(ms).toLocaleString();

const messages: Record<Exclude<ChangeStatus["kind"], "diff" | "not-comparable">, string> = {
  pending: "Comparing with the previous crawl...",
  first: "This is the first saved crawl of this site; the next one will be compared with it.",
  cleared: "History cleared. The next crawl of this site starts it again.",
  unavailable: "No history in this browser, so there is no earlier crawl to compare with.",
  "too-large": `This crawl alone is larger than the history may grow (${HISTORY_BYTES_CAP / 1024 / 1024} MiB), so it was neither saved nor compared.`,
};

const severityWords = { error: "Error", warning: "Warning", notice: "Notice" } as const;

const fieldWords: Record<PageField, string> = {
  title: "title",
  description: "description",
  status: "status",
  h1: "H1",
  content: "text",
};

/** One list per check, errors first, each with the pages (and targets) it gained or lost. */
function byCheck(changes: readonly IssueChange[]) {
  const groups = new Map<
    string,
    { label: string; severity: IssueChange["severity"]; items: { url: string; note: string }[] }
  >();
  for (const change of changes) {
    let group = groups.get(change.checkId);
    if (!group) {
      group = { label: change.label, severity: change.severity, items: [] };
      groups.set(change.checkId, group);
    }
    group.items.push({ url: change.url, note: change.detail });
  }
  return [...groups.entries()]
    .map(([checkId, group]) => ({ checkId, ...group }))
    .sort(
      (a, b) =>
        SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
        b.items.length - a.items.length,
    );
}

function IssueChanges({
  id,
  title,
  changes,
  tone,
}: {
  id: string;
  title: string;
  changes: readonly IssueChange[];
  tone: "issue" | "neutral";
}) {
  const groups = byCheck(changes);
  return (
    <section aria-labelledby={id} className="grid gap-2" data-slot="issue-changes">
      <h5 id={id} className="text-sm font-semibold">
        {title} ({changes.length})
      </h5>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        groups.map((group) => (
          <FindingGroup
            key={group.checkId}
            label={`${severityWords[group.severity]}: ${group.label}`}
            items={group.items}
            tone={tone}
            data-check={group.checkId}
          />
        ))
      )}
    </section>
  );
}

const quoted = (text: string | number | null) =>
  text === null || text === "" ? "none" : `“${text}”`;

/** Which fields of a page changed, with the old and new title, description, status and H1. */
function changeNote(page: ChangedPage): string {
  const parts = page.fields.map((field) =>
    field === "content"
      ? "text changed"
      : `${fieldWords[field]} ${quoted(page.previous[field])} → ${quoted(page[field])}`,
  );
  return parts.join("; ");
}

function DiffGroups({ headingId, diff }: { headingId: string; diff: CrawlDiff }) {
  const pages = (list: CrawlDiff["added"]) =>
    list.map((page) => ({ url: page.url, note: page.title === "" ? "(untitled)" : page.title }));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Previous crawl:{" "}
        <time dateTime={new Date(diff.previousAt).toISOString()}>
          {formatTime(diff.previousAt)}
        </time>
        . This crawl:{" "}
        <time dateTime={new Date(diff.currentAt).toISOString()}>{formatTime(diff.currentAt)}</time>.
      </p>
      <IssueChanges id={`${headingId}-new`} title="New issues" changes={diff.new} tone="issue" />
      <IssueChanges
        id={`${headingId}-fixed`}
        title="Fixed issues"
        changes={diff.fixed}
        tone="neutral"
      />
      {diff.notCompared.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Not compared, as the previous crawl was audited without them:{" "}
          {diff.notCompared.map((check) => check.label).join(", ")}.
        </p>
      )}
      <section aria-labelledby={`${headingId}-pages`} className="grid gap-2">
        <h5 id={`${headingId}-pages`} className="text-sm font-semibold">
          Page changes
        </h5>
        <FindingGroup label="Pages added" items={pages(diff.added)} tone="neutral" />
        <FindingGroup label="Pages removed" items={pages(diff.removed)} tone="neutral" />
        <FindingGroup
          label="Pages changed"
          items={diff.changed.map((page) => ({ url: page.url, note: changeNote(page) }))}
          tone="neutral"
        />
      </section>
    </div>
  );
}

/** What changed since the site's previous saved crawl, or why there is nothing to compare. */
export function ChangeView({
  headingId,
  change,
  title = "Changes since the last crawl",
}: ChangeViewProps) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="font-semibold">
        {title}
      </h4>
      {change.kind === "diff" ? (
        <DiffGroups headingId={headingId} diff={change.diff} />
      ) : change.kind === "not-comparable" ? (
        <p className="text-sm text-muted-foreground" data-slot="not-comparable">
          Not comparable: the previous saved crawl of this site could not be read (it is damaged or
          was written by another program), so this crawl was not compared with it. This crawl was
          saved, and the next one will be compared with it. What the previous record had wrong:{" "}
          {change.problem}.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{messages[change.kind]}</p>
      )}
    </section>
  );
}
