import type { Activity, SiteCrawlResult, SiteId } from "./types";

export interface AnalysisState {
  /** False until a key passed validation in this page view; never restored on reload. */
  keyAccepted: boolean;
  activity: Activity;
  results: Partial<Record<SiteId, SiteCrawlResult>>;
}

export const initialAnalysisState: AnalysisState = {
  keyAccepted: false,
  activity: { kind: "idle" },
  results: {},
};

export type AnalysisEvent =
  | { type: "validation-started" }
  | { type: "key-accepted" }
  | { type: "validation-ended" }
  | { type: "crawl-started"; siteId: SiteId }
  | { type: "crawl-progressed"; siteId: SiteId; percent: number; completed: number; total: number }
  | { type: "crawl-succeeded"; siteId: SiteId; result: SiteCrawlResult }
  | { type: "crawl-ended" }
  | { type: "pause-started"; nextSiteId: SiteId };

export function isBusy(state: AnalysisState): boolean {
  return state.activity.kind !== "idle";
}

const idle: Activity = { kind: "idle" };

export function analysisReducer(state: AnalysisState, event: AnalysisEvent): AnalysisState {
  switch (event.type) {
    case "validation-started":
      return { ...state, activity: { kind: "validating" } };
    case "key-accepted":
      return { ...state, keyAccepted: true, activity: idle };
    case "validation-ended":
    case "crawl-ended":
      return { ...state, activity: idle };
    case "crawl-started":
      return {
        ...state,
        activity: { kind: "crawling", siteId: event.siteId, progress: 0, completed: 0, total: 0 },
      };
    case "crawl-progressed":
      if (state.activity.kind !== "crawling" || state.activity.siteId !== event.siteId) {
        return state;
      }
      return {
        ...state,
        activity: {
          ...state.activity,
          progress: event.percent,
          completed: event.completed,
          total: event.total,
        },
      };
    case "crawl-succeeded":
      return { ...state, results: { ...state.results, [event.siteId]: event.result } };
    case "pause-started":
      return { ...state, activity: { kind: "pausing", nextSiteId: event.nextSiteId } };
  }
}
