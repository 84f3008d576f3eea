import type { LeftCrawl } from "./left-crawls";
import type { Activity, SiteCrawlResult, SiteId } from "./types";

/** Why a site's last crawl gave no result, as its tab shows it. */
export interface ResultError {
  /** "Failed to crawl website", the connection-failure text, or the empty-crawl text. */
  text: string;
  /** The provider's own words, when it gave any. */
  reason?: string;
}

/** A crawl left running by an earlier visit, as the page lists it. */
export interface LeftCrawlView extends LeftCrawl {
  /** The site's name, "the API key check", or the address. */
  name: string;
  /**
   * `kept`: the user chose to leave it running; `resending`: its cancel did not reach the provider
   * and is sent again until it answers; `shown`: its result was read and shown.
   */
  status: "running" | "cancelling" | "cancelled" | "kept" | "failed" | "resending" | "shown";
  /** Why the cancel failed, or what reading its result found. */
  reason?: string;
}

export interface AnalysisState {
  /** False until a key passed validation in this page view; never restored on reload. */
  keyAccepted: boolean;
  /** False when the browser refused to store the key: it is kept for this page only. */
  keyRemembered: boolean;
  /**
   * A key is saved in this browser (from an earlier visit, or just accepted): the setup step
   * offers to use it, after the same test crawl, or to forget it.
   */
  keySaved: boolean;
  activity: Activity;
  results: Partial<Record<SiteId, SiteCrawlResult>>;
  errors: Partial<Record<SiteId, ResultError>>;
  /** Crawls this tab started on an earlier visit that the provider still runs. */
  leftCrawls: LeftCrawlView[];
}

export const initialAnalysisState: AnalysisState = {
  keyAccepted: false,
  keyRemembered: true,
  keySaved: false,
  activity: { kind: "idle" },
  results: {},
  errors: {},
  leftCrawls: [],
};

export type AnalysisEvent =
  | { type: "validation-started" }
  | { type: "saved-key-checked"; saved: boolean }
  | { type: "key-accepted"; remembered: boolean }
  | { type: "validation-ended" }
  | { type: "key-forgotten" }
  | { type: "crawl-started"; siteId: SiteId; position?: { index: number; count: number } }
  | { type: "crawl-unanswered"; siteId: SiteId; since: number | null }
  | { type: "left-crawl-added"; crawl: LeftCrawlView }
  | { type: "crawl-progressed"; siteId: SiteId; percent: number; completed: number; total: number }
  | { type: "crawl-succeeded"; siteId: SiteId; result: SiteCrawlResult }
  | { type: "crawl-failed"; siteId: SiteId; error: ResultError }
  | { type: "crawl-ended" }
  | { type: "pause-started"; nextSiteId: SiteId }
  | { type: "left-crawls-found"; crawls: (LeftCrawl & { name: string })[] }
  | { type: "left-crawl-changed"; jobId: string; status: LeftCrawlView["status"]; reason?: string };

export function isBusy(state: AnalysisState): boolean {
  return state.activity.kind !== "idle";
}

/** A crawl, or crawl all between two sites: what leaving the page would throw away. */
export function isCrawling(state: AnalysisState): boolean {
  return state.activity.kind === "crawling" || state.activity.kind === "pausing";
}

const idle: Activity = { kind: "idle" };

function withoutError(state: AnalysisState, siteId: SiteId): AnalysisState["errors"] {
  const { [siteId]: _cleared, ...errors } = state.errors;
  return errors;
}

/**
 * The left crawls after a look at the provider's list: those still running as found (a crawl
 * already listed keeps its status), those the user acted on stay with their outcome.
 */
function withFoundCrawls(
  listed: readonly LeftCrawlView[],
  found: readonly (LeftCrawl & { name: string })[],
): LeftCrawlView[] {
  const handled = listed.filter((crawl) => crawl.status !== "running" || crawl.cause !== undefined);
  const fresh = found
    .filter((crawl) => !handled.some((other) => other.jobId === crawl.jobId))
    .map((crawl): LeftCrawlView => ({ ...crawl, status: "running" }));
  return [...handled, ...fresh].sort((a, b) => a.startedAt - b.startedAt);
}

export function analysisReducer(state: AnalysisState, event: AnalysisEvent): AnalysisState {
  switch (event.type) {
    case "validation-started":
      return { ...state, activity: { kind: "validating" } };
    case "saved-key-checked":
      // Checked as the page opens: an unchanged answer must not re-render the whole tool, which a
      // store's update does at once, in one task (a trace of the page's load showed it).
      return state.keySaved === event.saved ? state : { ...state, keySaved: event.saved };
    case "key-accepted":
      return {
        ...state,
        keyAccepted: true,
        keyRemembered: event.remembered,
        keySaved: event.remembered,
        activity: idle,
      };
    case "key-forgotten":
      return initialAnalysisState;
    case "left-crawls-found":
      return { ...state, leftCrawls: withFoundCrawls(state.leftCrawls, event.crawls) };
    case "left-crawl-added":
      return {
        ...state,
        leftCrawls: [
          ...state.leftCrawls.filter((crawl) => crawl.jobId !== event.crawl.jobId),
          event.crawl,
        ],
      };
    case "left-crawl-changed":
      return {
        ...state,
        leftCrawls: state.leftCrawls.map((crawl) => {
          if (crawl.jobId !== event.jobId) return crawl;
          // A new status says its own reason, or none: an old one would describe another state.
          const { reason: _old, ...rest } = crawl;
          return {
            ...rest,
            status: event.status,
            ...(event.reason === undefined ? {} : { reason: event.reason }),
          };
        }),
      };
    case "validation-ended":
    case "crawl-ended":
      return { ...state, activity: idle };
    case "crawl-started":
      return {
        ...state,
        activity: {
          kind: "crawling",
          siteId: event.siteId,
          progress: 0,
          completed: 0,
          total: 0,
          ...(event.position ? { position: event.position } : {}),
        },
        errors: withoutError(state, event.siteId),
      };
    case "crawl-unanswered": {
      const { activity } = state;
      if (activity.kind !== "crawling" || activity.siteId !== event.siteId) return state;
      const { unansweredSince: _gone, ...rest } = activity;
      return {
        ...state,
        activity: event.since === null ? rest : { ...rest, unansweredSince: event.since },
      };
    }
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
    case "crawl-failed":
      return { ...state, errors: { ...state.errors, [event.siteId]: event.error } };
    case "pause-started":
      return { ...state, activity: { kind: "pausing", nextSiteId: event.nextSiteId } };
  }
}
