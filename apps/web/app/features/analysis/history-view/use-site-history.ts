import { useCallback, useEffect, useRef, useState } from "react";
import { announceHistoryChange, onHistoryChange } from "../history/history-changes";
import type { HistoryEntry } from "../history/history-entry";
import type { SiteHistoryStore } from "../history/history-store";
import type { SiteId } from "../model/types";

export type SiteHistoryState =
  | { kind: "loading" }
  | { kind: "ready"; entries: HistoryEntry[] }
  /** The browser keeps no history (private mode, storage blocked, an older tab holds it). */
  | { kind: "unavailable"; problem: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The history store, opened for one read or deletion and closed again (loaded on first use). */
async function withHistory<T>(use: (store: SiteHistoryStore) => Promise<T>) {
  const { readHistory } = await import("../history/history-store");
  return readHistory(use);
}

/**
 * The site's list as last read, shared by the trend and the History section: one read of the
 * site's records per change, not one per view. A change of the site (or of all) drops it.
 */
const lists = new Map<SiteId, Promise<HistoryEntry[] | undefined>>();
onHistoryChange((siteId) => {
  if (siteId === undefined) lists.clear();
  else lists.delete(siteId);
});

function listOf(siteId: SiteId): Promise<HistoryEntry[] | undefined> {
  let list = lists.get(siteId);
  if (list === undefined) {
    list = withHistory((store) => store.list(siteId));
    lists.set(siteId, list);
    // A failed read is not kept: the next view to ask reads again.
    const read = list;
    read.catch(() => {
      if (lists.get(siteId) === read) lists.delete(siteId);
    });
  }
  return list;
}

/**
 * A site's kept crawls, newest first, read again whenever the history changes (a crawl filed or
 * deleted, the history cleared), and the two deletions the History section offers. `onRead` hears
 * each list read, as it is set.
 */
export function useSiteHistory(siteId: SiteId, onRead?: (entries: HistoryEntry[]) => void) {
  const [state, setState] = useState<SiteHistoryState>({ kind: "loading" });
  const [revision, setRevision] = useState(0);
  const heard = useRef(onRead);
  useEffect(() => {
    heard.current = onRead;
  });

  useEffect(
    () =>
      onHistoryChange((changed) => {
        if (changed === undefined || changed === siteId) setRevision((value) => value + 1);
      }),
    [siteId],
  );

  useEffect(() => {
    let live = true;
    listOf(siteId).then(
      (entries) => {
        if (!live) return;
        setState({ kind: "ready", entries: entries ?? [] });
        heard.current?.(entries ?? []);
      },
      (error: unknown) => {
        if (live) setState({ kind: "unavailable", problem: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [siteId, revision]);

  const remove = useCallback(
    async (id: number) => {
      await withHistory((store) => store.remove(id));
      announceHistoryChange(siteId);
    },
    [siteId],
  );
  const clearSite = useCallback(async () => {
    await withHistory((store) => store.clearSite(siteId));
    announceHistoryChange(siteId);
  }, [siteId]);

  return { state, remove, clearSite };
}
