import { Button } from "@keystone/ui/components/button";
import { ConfirmAction } from "@keystone/ui/components/confirm-action";
import type { HistoryEntry } from "../history/history-entry";
import { crawlSummary } from "./kept-crawl";
import { savedOnText } from "../saved/saved-audit";

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

interface KeptCrawlLineProps {
  entry: HistoryEntry;
  latest: boolean;
  opened: boolean;
  /** Ticked for the comparison; disabled once two others are. */
  ticked: boolean;
  tickable: boolean;
  busy: boolean;
  onOpen: () => void;
  onTick: (ticked: boolean) => void;
  onDelete: () => void;
}

/**
 * One kept crawl: when, its pages, health score and counts per severity, then Open, Compare and
 * Delete; a record that does not read says why, and can still be deleted.
 */
export function KeptCrawlLine(props: KeptCrawlLineProps) {
  const { entry, latest, opened, ticked, tickable, busy, onOpen, onTick, onDelete } = props;
  const when =
    entry.crawledAt === undefined
      ? "an undated crawl"
      : savedOnText(entry.crawledAt, { seconds: true });
  const name = `Crawl of ${when}${latest ? " (latest)" : ""}`;
  const remove = (
    <ConfirmAction
      label="Delete"
      question={`Delete the crawl of ${when}?`}
      confirmLabel="Delete crawl"
      cancelLabel="Keep it"
      disabled={busy}
      onConfirm={onDelete}
    />
  );
  if (!entry.read.ok) {
    return (
      <div role="group" aria-label={name} className="grid gap-2 rounded-md border p-3 text-sm">
        <p data-slot="kept-crawl-unreadable">
          The crawl of {when} could not be read: {entry.read.problem}.
        </p>
        {remove}
      </div>
    );
  }
  const summary = crawlSummary(entry.read.record);
  const { error, warning, notice } = summary.counts;
  return (
    <div
      role="group"
      aria-label={name}
      data-slot="kept-crawl"
      data-state={opened ? "open" : undefined}
      className="grid gap-2 rounded-md border p-3 text-sm"
    >
      <p>
        <time className="font-medium" dateTime={new Date(summary.crawledAt).toISOString()}>
          {when}
        </time>
        {latest && " (latest)"}:{" "}
        <span data-slot="kept-crawl-figures">
          {counted(summary.pages, "page")}, health score {summary.score}
          {summary.estimated && " (estimated)"}, {counted(error, "error")},{" "}
          {counted(warning, "warning")}, {counted(notice, "notice")}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={opened}
          aria-label={`Open the crawl of ${when}`}
          onClick={onOpen}
        >
          Open
        </Button>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={ticked}
            disabled={!ticked && !tickable}
            aria-label={`Compare the crawl of ${when}`}
            onChange={(event) => onTick(event.target.checked)}
          />
          Compare
        </label>
        {remove}
      </div>
    </div>
  );
}
