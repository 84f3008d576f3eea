import { Button } from "@keystone/ui/components/button";
import type { AnalysedSite } from "~/site.config";
import type { HistoryEntry } from "../history/history-entry";
import { ChangeView } from "../insights/components/change-view";
import { compareKept } from "./kept-crawl";
import { savedOnText } from "../saved/saved-audit";

interface KeptComparisonViewProps {
  site: AnalysedSite;
  entries: readonly HistoryEntry[];
  older: number;
  newer: number;
  onClose: () => void;
}

const dateOf = (entries: readonly HistoryEntry[], id: number) => {
  const at = entries.find((entry) => entry.id === id)?.crawledAt;
  return at === undefined ? "an undated crawl" : savedOnText(at, { seconds: true });
};

/**
 * Two kept crawls compared, the one saved first against the one saved after it: new and fixed
 * issues and the pages added, removed and changed, as the view after a crawl shows them.
 */
export function KeptComparisonView({
  site,
  entries,
  older,
  newer,
  onClose,
}: KeptComparisonViewProps) {
  const comparison = compareKept(entries, older, newer);
  const headingId = `${site.id}-history-compare`;
  const title = `Changes from ${dateOf(entries, older)} to ${dateOf(entries, newer)}`;
  // The focus stays on the box just ticked: the comparison follows the list, where it is read next.
  return (
    <div data-slot="kept-comparison" className="grid gap-3 rounded-md border p-4">
      {comparison.kind === "diff" ? (
        <ChangeView
          headingId={headingId}
          title={title}
          change={{ kind: "diff", diff: comparison.diff }}
        />
      ) : (
        <section aria-labelledby={headingId} className="grid gap-2">
          <h4 id={headingId} className="font-semibold">
            {title}
          </h4>
          <p className="text-sm text-muted-foreground">
            {comparison.kind === "missing"
              ? "One of the two crawls is no longer kept in this browser."
              : `Not comparable: one of the two crawls could not be read (${comparison.problem}).`}
          </p>
        </section>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={onClose}
      >
        Close the comparison
      </Button>
    </div>
  );
}
