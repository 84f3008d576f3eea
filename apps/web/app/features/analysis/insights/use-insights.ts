import { useSyncExternalStore } from "react";
import type { InsightsState } from "./insights-controller";
import { insightsSession } from "./insights-session";

export function useInsights(): InsightsState {
  return useSyncExternalStore(
    insightsSession.subscribe,
    insightsSession.getState,
    insightsSession.getState,
  );
}
