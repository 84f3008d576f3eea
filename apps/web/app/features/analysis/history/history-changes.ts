import type { SiteId } from "../model/types";

type HistoryListener = (siteId: SiteId | undefined) => void;

const listeners = new Set<HistoryListener>();

/**
 * Tells every view of the history that it changed: a crawl of `siteId` was saved or deleted, or,
 * without a site, every site's crawls went. Its own module, without the IndexedDB wrapper, so that
 * the insights controller can announce a save without loading the views.
 */
export function announceHistoryChange(siteId?: SiteId): void {
  for (const listener of listeners) listener(siteId);
}

/** Calls `listener` on each change of the history until the returned function is called. */
export function onHistoryChange(listener: HistoryListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
