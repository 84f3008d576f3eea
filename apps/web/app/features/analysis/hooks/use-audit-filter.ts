import { useSyncExternalStore } from "react";
import {
  type AuditFilter,
  NO_FILTER,
  parseAuditFilter,
  withAuditFilter,
} from "../model/audit-filter";

/**
 * The audit filter, kept in the page's query so that a link shows the same view. This page has no
 * router, so the query is read once, when the first view asks, and written with `replaceState`:
 * each tick would otherwise be a step of the Back button.
 */
let filter: AuditFilter | undefined;
const listeners = new Set<() => void>();

function current(): AuditFilter {
  filter ??= parseAuditFilter(window.location.search);
  return filter;
}

export function setAuditFilter(next: AuditFilter) {
  filter = next;
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    pathname + withAuditFilter(search, next) + hash,
  );
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The filter every audit view applies: each site's issues and the comparison. */
export function useAuditFilter(): AuditFilter {
  return useSyncExternalStore(subscribe, current, () => NO_FILTER);
}
