import { FindingGroup } from "@keystone/ui/components/finding-group";
import type { CrawlDiff } from "../../history/crawl-diff";
import { HISTORY_BYTES_CAP } from "../../history/retention";
import type { ChangeStatus } from "../insights-controller";

interface ChangeViewProps {
  headingId: string;
  change: ChangeStatus;
}

const formatTime = (ms: number) => new Date(ms).toLocaleString();

const messages: Record<Exclude<ChangeStatus["kind"], "diff">, string> = {
  pending: "Comparing with the previous crawl...",
  first: "This is the first saved crawl of this site; the next one will be compared with it.",
  cleared: "History cleared. The next crawl of this site starts it again.",
  unavailable: "No history in this browser, so there is no earlier crawl to compare with.",
  "too-large": `This crawl alone is larger than the history may grow (${HISTORY_BYTES_CAP / 1024 / 1024} MiB), so it was neither saved nor compared.`,
};

function DiffGroups({ diff }: { diff: CrawlDiff }) {
  const pages = (list: CrawlDiff["added"]) =>
    list.map((page) => ({ url: page.url, note: page.title === "" ? "(untitled)" : page.title }));
  const findings = (list: CrawlDiff["fixed"]) =>
    list.map((change) => ({ url: change.url, note: `${change.label}: ${change.note}` }));
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Previous crawl:{" "}
        <time dateTime={new Date(diff.previousAt).toISOString()}>
          {formatTime(diff.previousAt)}
        </time>
        . This crawl:{" "}
        <time dateTime={new Date(diff.currentAt).toISOString()}>{formatTime(diff.currentAt)}</time>.
      </p>
      <FindingGroup label="Pages added" items={pages(diff.added)} tone="neutral" />
      <FindingGroup label="Pages removed" items={pages(diff.removed)} tone="neutral" />
      <FindingGroup label="Pages changed" items={pages(diff.changed)} tone="neutral" />
      <FindingGroup label="Findings fixed" items={findings(diff.fixed)} tone="neutral" />
      <FindingGroup label="New findings" items={findings(diff.new)} />
    </div>
  );
}

/** What changed since the site's previous saved crawl, or why there is nothing to compare. */
export function ChangeView({ headingId, change }: ChangeViewProps) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="font-semibold">
        Changes since the last crawl
      </h4>
      {change.kind === "diff" ? (
        <DiffGroups diff={change.diff} />
      ) : (
        <p className="text-sm text-muted-foreground">{messages[change.kind]}</p>
      )}
    </section>
  );
}
