import { Button } from "@keystone/ui/components/button";
import { lazy, Suspense, useEffect, useState } from "react";
import type { AnalysedSite } from "~/site.config";
import { readHistory } from "../../history/history-store";
import { rememberShownSite } from "../../hooks/use-linked-site";
import { type LastAudit, lastAudits } from "../last-audits";
import { savedAuditSummary, savedOnText } from "../saved-audit";

/** The audit's views (issues, filters, the catalogue's texts) load when an audit is opened. */
const SavedAuditView = lazy(() =>
  import("./saved-audit-view").then((module) => ({ default: module.SavedAuditView })),
);

const HEADING_ID = "last-audits-heading";

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** One site's line: when it was saved, its pages and its issues per severity, and Open. */
function SavedAuditLine({
  entry,
  onOpen,
}: {
  entry: Extract<LastAudit, { ok: true }>;
  onOpen: () => void;
}) {
  const summary = savedAuditSummary(entry.record);
  const { error, warning, notice } = summary.counts;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <p className="text-sm">
        <span className="font-medium">{entry.site.name}</span>, saved on{" "}
        <time dateTime={new Date(summary.crawledAt).toISOString()}>
          {savedOnText(summary.crawledAt)}
        </time>
        :{" "}
        {[
          counted(summary.pages, "page"),
          counted(error, "error"),
          counted(warning, "warning"),
          counted(notice, "notice"),
        ].join(", ")}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={`Open the saved audit of ${entry.site.name}`}
        onClick={onOpen}
      >
        Open
      </Button>
    </div>
  );
}

/**
 * "Last audits in this browser": each site's newest audit in the history, read only, each opened
 * without a key and without a crawl. Nothing shows where the browser has no history.
 */
export default function LastAudits({ sites }: { sites: readonly AnalysedSite[] }) {
  const [audits, setAudits] = useState<LastAudit[]>([]);
  const [openedSite, setOpenedSite] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readHistory((store) => lastAudits(store, sites))
      // Without a usable history there is simply nothing to offer: the key form is the way on.
      .catch(() => undefined)
      .then((found) => {
        if (live) setAudits(found ?? []);
      });
    return () => {
      live = false;
    };
  }, [sites]);

  if (audits.length === 0) return null;
  const opened = audits.find((entry) => entry.site.id === openedSite);
  return (
    <section aria-labelledby={HEADING_ID} data-slot="last-audits" className="grid gap-4">
      <h2 id={HEADING_ID} className="text-xl font-semibold">
        Last audits in this browser
      </h2>
      <p className="text-sm text-muted-foreground">
        Read only: the last audit of each site saved in this browser, shown without a key and
        without crawling. Set your API key above to crawl a site again.
      </p>
      <ul className="grid gap-2">
        {audits.map((entry) => (
          <li key={entry.site.id}>
            {entry.ok ? (
              <SavedAuditLine
                entry={entry}
                onOpen={() => {
                  setOpenedSite(entry.site.id);
                  rememberShownSite(entry.site.id);
                }}
              />
            ) : (
              <p className="rounded-md border p-3 text-sm">
                The last saved audit of {entry.site.name} could not be read: {entry.problem}.
              </p>
            )}
          </li>
        ))}
      </ul>
      {opened?.ok && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted-foreground">
              Opening the saved audit…
            </p>
          }
        >
          <SavedAuditView key={opened.site.id} site={opened.site} record={opened.record} />
        </Suspense>
      )}
    </section>
  );
}
