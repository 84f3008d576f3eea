import { useCallback, useSyncExternalStore } from "react";
import { type IgnoredIssues, NOTHING_IGNORED } from "@keystone/site-audit/vocabulary";
import { ignoredIssues } from "./ignored-issues";

/** The issues ignored on a site, kept up to date as they are marked and unmarked. */
export function useIgnored(siteId: string): IgnoredIssues {
  const get = useCallback(() => ignoredIssues.of(siteId), [siteId]);
  return useSyncExternalStore(ignoredIssues.subscribe, get, () => NOTHING_IGNORED);
}
