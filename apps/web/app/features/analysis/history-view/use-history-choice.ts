import { useCallback, useSyncExternalStore } from "react";
import type { SiteId } from "../model/types";
import {
  type HistoryChoice,
  NO_CHOICE,
  historyChoiceIn,
  historyChoiceText,
  withHistoryChoice,
} from "./history-choice";

/**
 * Each site's History choice, kept in the page's query beside the filters so that a link shows the
 * same crawl or comparison. As with the filters (`../hooks/use-audit-filter.ts`), the query is
 * read once per site and written with `replaceState`: a choice is not a step of the Back button.
 */
const choices = new Map<SiteId, HistoryChoice>();
const listeners = new Set<() => void>();

/** A site's choice as it stands, for code outside render (read from the address the first time). */
export function historyChoiceOf(siteId: SiteId): HistoryChoice {
  let choice = choices.get(siteId);
  if (choice === undefined) {
    choice = historyChoiceIn(window.location.search, siteId);
    choices.set(siteId, choice);
  }
  return choice;
}

export function setHistoryChoice(siteId: SiteId, next: HistoryChoice) {
  const before = choices.get(siteId);
  if (before && historyChoiceText(before) === historyChoiceText(next)) return;
  choices.set(siteId, next);
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    pathname + withHistoryChoice(search, siteId, next) + hash,
  );
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A site's choice and its setter; none on the server, which has no address to read. */
export function useHistoryChoice(siteId: SiteId): [HistoryChoice, (next: HistoryChoice) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => historyChoiceOf(siteId),
    () => NO_CHOICE,
  );
  const set = useCallback((next: HistoryChoice) => setHistoryChoice(siteId, next), [siteId]);
  return [choice, set];
}
