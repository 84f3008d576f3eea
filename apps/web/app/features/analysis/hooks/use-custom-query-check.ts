import { useSyncExternalStore } from "react";
import {
  type CustomQueryProblem,
  customQueryProblems,
  hasCustomQueries,
} from "../model/custom-queries";
import { currentCrawlSetup } from "./use-crawl-setup";

interface CheckState {
  /** A crawl was refused for the queries: their problems are on screen from then on. */
  shown: boolean;
  /** The engine's problems with the queries as they were when the crawl was refused. */
  engine: readonly CustomQueryProblem[];
}

let state: CheckState = { shown: false, engine: [] };
const listeners = new Set<() => void>();

function publish(next: CheckState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The queries changed: the engine's verdict on the old ones no longer applies. */
export function forgetEngineProblems() {
  if (state.engine.length > 0) publish({ ...state, engine: [] });
}

/**
 * Checks the custom queries as a crawl is asked for: their form here, then the engine's own parse
 * of each expression and selector (`check-custom-queries.ts`). True when the crawl may start;
 * otherwise the problems show where they are and nothing is crawled, so no credit is spent on a
 * question the audit would refuse.
 */
export async function customQueriesReady(): Promise<boolean> {
  const { custom } = currentCrawlSetup();
  if (!hasCustomQueries(custom)) return true;
  const form = customQueryProblems(custom);
  const engine =
    form.length > 0
      ? []
      : await (await import("../insights/check-custom-queries")).engineProblems(custom);
  if (form.length === 0 && engine.length === 0) {
    if (state.engine.length > 0) publish({ ...state, engine: [] });
    return true;
  }
  publish({ shown: true, engine });
  return false;
}

const serverState: CheckState = { shown: false, engine: [] };

/** Whether a crawl was refused for the custom queries, and what the engine said of them. */
export function useCustomQueryCheck(): CheckState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
