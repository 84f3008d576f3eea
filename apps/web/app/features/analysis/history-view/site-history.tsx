import { ConfirmAction } from "@keystone/ui/components/confirm-action";
import { useRef, useState } from "react";
import type { AnalysedSite } from "~/site.config";
import { CRAWLS_KEPT_PER_SITE } from "../history/retention";
import { NO_CHOICE, choiceIsKept, comparing } from "./history-choice";
import { KeptAuditView } from "./kept-audit-view";
import { KeptComparisonView } from "./kept-comparison-view";
import { KeptCrawlLine } from "./kept-crawl-line";
import { historyChoiceOf, useHistoryChoice } from "./use-history-choice";
import { useSiteHistory } from "./use-site-history";

interface SiteHistoryProps {
  site: AnalysedSite;
  /** A crawl runs: deleting waits until it has been filed. */
  busy: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The History section of a site's tab: every crawl of the site kept in this browser, newest first,
 * each opened read only, any two compared, one or all deleted. What is opened or compared is kept
 * in the address with the filters, and restored once the history has been read.
 */
export default function SiteHistory({ site, busy }: SiteHistoryProps) {
  const [choice, setChoice] = useHistoryChoice(site.id);
  // The first box ticked for a comparison, until a second one is.
  const [firstTick, setFirstTick] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const readOnce = useRef(false);
  // Each time the history is read, a choice naming a crawl no longer kept (deleted here or in
  // another tab, dropped by retention, or a link from another browser) goes from the address.
  const { state, remove, clearSite } = useSiteHistory(site.id, (entries) => {
    const kept = new Set(entries.map((entry) => entry.id));
    if (!choiceIsKept(historyChoiceOf(site.id), kept)) {
      if (!readOnce.current)
        setNotice("The crawl this link names is no longer kept in this browser.");
      setChoice(NO_CHOICE);
    }
    readOnce.current = true;
  });
  const entries = state.kind === "ready" ? state.entries : [];
  const pick =
    firstTick !== null && entries.some((entry) => entry.id === firstTick) ? firstTick : null;

  const ticked =
    choice.kind === "compare" ? [choice.older, choice.newer] : pick === null ? [] : [pick];

  function tick(id: number, on: boolean) {
    if (on) {
      if (pick === null) setFirstTick(id);
      else {
        setChoice(comparing(pick, id));
        setFirstTick(null);
      }
      return;
    }
    if (choice.kind === "compare") {
      setChoice(NO_CHOICE);
      setFirstTick(id === choice.older ? choice.newer : choice.older);
    } else setFirstTick(null);
  }

  async function deleting(run: () => Promise<void>, done: string) {
    try {
      await run();
      setNotice(done);
    } catch (error) {
      setNotice(`The history could not be changed: ${messageOf(error)}`);
    }
    // The deleted line's buttons are gone: the focus returns to the section.
    heading.current?.focus();
  }

  const headingId = `${site.id}-history`;
  const opened =
    choice.kind === "open" ? entries.find((entry) => entry.id === choice.id) : undefined;
  return (
    <section aria-labelledby={headingId} data-slot="site-history" className="grid gap-3">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        History<span className="sr-only"> of {site.name}</span>
      </h4>
      <p className="text-sm text-muted-foreground">
        The crawls of {site.name} this browser keeps (the last {CRAWLS_KEPT_PER_SITE}), newest
        first. Open one to read its audit, or tick two to compare them.
      </p>
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
      {state.kind === "loading" ? (
        <p className="text-sm text-muted-foreground">Reading the history...</p>
      ) : state.kind === "unavailable" ? (
        <p className="text-sm text-muted-foreground">
          The history of this browser could not be read: {state.problem}.
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No crawl of {site.name} is kept in this browser.
        </p>
      ) : (
        <>
          <ol className="grid gap-2">
            {entries.map((entry, index) => (
              <li key={entry.id}>
                <KeptCrawlLine
                  entry={entry}
                  latest={index === 0}
                  opened={entry.id === opened?.id}
                  ticked={ticked.includes(entry.id)}
                  tickable={ticked.length < 2 && entry.read.ok}
                  busy={busy}
                  onOpen={() => {
                    setFirstTick(null);
                    setChoice({ kind: "open", id: entry.id });
                  }}
                  onTick={(on) => tick(entry.id, on)}
                  onDelete={() => void deleting(() => remove(entry.id), "Crawl deleted.")}
                />
              </li>
            ))}
          </ol>
          {pick !== null && (
            <p className="text-sm text-muted-foreground">Tick a second crawl to compare.</p>
          )}
          <ConfirmAction
            label={`Delete all crawls of ${site.name}`}
            question={`Delete every kept crawl of ${site.name}?`}
            confirmLabel="Delete all"
            cancelLabel="Keep them"
            disabled={busy}
            onConfirm={() =>
              void deleting(clearSite, `Every kept crawl of ${site.name} was deleted.`)
            }
          />
        </>
      )}
      {opened?.read.ok && (
        <KeptAuditView
          key={opened.id}
          site={site}
          id={opened.id}
          record={opened.read.record}
          onClose={() => setChoice(NO_CHOICE)}
        />
      )}
      {choice.kind === "compare" && state.kind === "ready" && (
        <KeptComparisonView
          site={site}
          entries={entries}
          older={choice.older}
          newer={choice.newer}
          onClose={() => setChoice(NO_CHOICE)}
        />
      )}
    </section>
  );
}

export { SiteHistory };
