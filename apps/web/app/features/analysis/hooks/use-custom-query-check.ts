import { useSyncExternalStore } from "react";
import { customQueryProblems } from "../model/custom-queries";
import { currentCrawlSetup } from "./use-crawl-setup";

/**
 * Whether the custom queries' problems are on screen: from the first crawl refused for them on,
 * so that a row being typed is not marked wrong before anyone asked for a crawl.
 */
let shown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Checks the custom queries as a crawl is asked for: true when the crawl may start; otherwise the
 * problems show where they are and nothing is crawled (no credit is spent on a question that
 * cannot be asked).
 */
export function customQueriesReady(): boolean {
  const problems = customQueryProblems(currentCrawlSetup().custom);
  if (problems.length === 0) return true;
  shown = true;
  for (const listener of listeners) listener();
  return false;
}

/** Whether a crawl was refused for the custom queries, so their problems show. */
export function useCustomQueryProblemsShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
