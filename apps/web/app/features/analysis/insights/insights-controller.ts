import type { AnalysedSite } from "~/site.config";
import { type CrawlDiff, diffCrawls } from "@keystone/site-audit/compare";
import { type CrawlRecord, toCrawlRecord } from "../history/crawl-record";
import { HistoryBlockedError } from "../history/history-blocked";
import { announceHistoryChange } from "../history/history-changes";
import type { HistoryStore } from "../history/history-store";
import type { ReadCrawlRecord } from "../history/read-crawl-record";
import { RecordTooLargeError } from "../history/retention";
import type { SiteCrawlResult, SiteId } from "../model/types";
import type { CrawlAnalysis } from "@keystone/site-audit/vocabulary";

/** Where the crawl history stands in this browser. */
export type HistoryStatus =
  | "opening"
  | "ready"
  | "unavailable"
  | "full"
  /** A tab of an older version of the tool holds the database: history waits until it closes. */
  | "blocked";

/** What is known so far of a change against the site's previous crawl. */
export type ChangeStatus =
  | { kind: "pending" }
  | { kind: "first" }
  | { kind: "diff"; diff: CrawlDiff }
  /**
   * The previous saved crawl is not one the diff can read (damaged, or written by something else):
   * this crawl was saved, and the next one is compared with it.
   */
  | { kind: "not-comparable"; problem: string }
  | { kind: "cleared" }
  | { kind: "unavailable" }
  /** Over the history's size cap by itself: neither saved nor compared. */
  | { kind: "too-large" };

export type SiteInsight =
  | { kind: "analysing" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; crawledAt: number; analysis: CrawlAnalysis; change: ChangeStatus };

export interface InsightsState {
  history: HistoryStatus;
  /** The history was cleared and nothing was saved since. */
  cleared: boolean;
  sites: Partial<Record<SiteId, SiteInsight>>;
}

export interface InsightsDeps {
  analyse: (result: SiteCrawlResult, site: AnalysedSite) => Promise<CrawlAnalysis>;
  openHistory: () => Promise<HistoryStore>;
  now: () => number;
}

interface Observed {
  analysis: Promise<CrawlAnalysis>;
  /** Settles once the analysis is on screen and filed (or has failed). */
  filed: Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "QuotaExceededError";
}

/**
 * The analysis of each finished crawl and its history, without React: analyse a result once, save
 * it, compare it with the site's previous crawl. The history opens when the first result arrives;
 * if it cannot, findings still appear and only the comparison with earlier crawls is missing.
 */
export function createInsightsController(deps: InsightsDeps) {
  let state: InsightsState = { history: "opening", cleared: false, sites: {} };
  const listeners = new Set<() => void>();
  const observed = new WeakMap<SiteCrawlResult, Observed>();
  let history: Promise<HistoryStore | null> | undefined;

  function update(next: InsightsState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function setSite(siteId: SiteId, insight: SiteInsight) {
    update({ ...state, sites: { ...state.sites, [siteId]: insight } });
  }

  function openHistory(): Promise<HistoryStore | null> {
    history ??= deps.openHistory().then(
      (store) => {
        update({ ...state, history: "ready" });
        return store;
      },
      (error: unknown) => {
        update({
          ...state,
          history: error instanceof HistoryBlockedError ? "blocked" : "unavailable",
        });
        return null;
      },
    );
    return history;
  }

  /**
   * Saves a crawl and compares it with the one saved before it. Only a failing store changes the
   * history's status: a previous record the diff cannot read leaves this crawl saved, not compared.
   */
  async function fileCrawl(store: HistoryStore, record: CrawlRecord): Promise<ChangeStatus> {
    let previous: ReadCrawlRecord | undefined;
    try {
      previous = await store.latest(record.siteId);
      await store.save(record);
    } catch (error) {
      if (error instanceof RecordTooLargeError) return { kind: "too-large" };
      update({ ...state, history: isQuotaError(error) ? "full" : "unavailable" });
      return { kind: "unavailable" };
    }
    update({ ...state, cleared: false });
    // The History section and the trend list the crawl just filed.
    announceHistoryChange(record.siteId);
    if (!previous) return { kind: "first" };
    if (!previous.ok) return { kind: "not-comparable", problem: previous.problem };
    try {
      return { kind: "diff", diff: diffCrawls(previous.record, record) };
    } catch (error) {
      // The record passed its check; a diff that still fails is no fault of the storage either.
      return { kind: "not-comparable", problem: messageOf(error) };
    }
  }

  async function compare(siteId: SiteId, crawledAt: number, analysis: CrawlAnalysis) {
    const store = await openHistory();
    const change: ChangeStatus = store
      ? await fileCrawl(store, toCrawlRecord(siteId, crawledAt, analysis))
      : { kind: "unavailable" };
    const current = state.sites[siteId];
    if (current?.kind === "ready" && current.crawledAt === crawledAt) {
      setSite(siteId, { ...current, change });
    }
  }

  /** Waits for a result's analysis, then shows it and files it in the history. */
  async function show(siteId: SiteId, crawledAt: number, pending: Promise<CrawlAnalysis>) {
    let analysis: CrawlAnalysis;
    try {
      analysis = await pending;
    } catch (error) {
      setSite(siteId, { kind: "failed", message: messageOf(error) });
      return;
    }
    setSite(siteId, { kind: "ready", crawledAt, analysis, change: { kind: "pending" } });
    await compare(siteId, crawledAt, analysis);
  }

  /** A result's analysis and its filing, started once however many ask for it. */
  function started(site: AnalysedSite, result: SiteCrawlResult): Observed {
    let entry = observed.get(result);
    if (!entry) {
      const crawledAt = deps.now();
      setSite(site.id, { kind: "analysing" });
      const analysis = deps.analyse(result, site);
      entry = { analysis, filed: show(site.id, crawledAt, analysis) };
      observed.set(result, entry);
    }
    return entry;
  }

  /** Deletes every saved crawl; what is on screen stays, without its comparison. */
  async function clearHistory(): Promise<void> {
    const store = await openHistory();
    if (!store) return;
    try {
      await store.clear();
    } catch {
      update({ ...state, history: "unavailable" });
      return;
    }
    const sites: InsightsState["sites"] = {};
    for (const [siteId, insight] of Object.entries(state.sites)) {
      sites[siteId as SiteId] =
        insight.kind === "ready" ? { ...insight, change: { kind: "cleared" } } : insight;
    }
    update({ history: "ready", cleared: true, sites });
    announceHistoryChange();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Analyses a site's finished crawl once, then files it in the history. */
    observe: (site: AnalysedSite, result: SiteCrawlResult): Promise<void> =>
      started(site, result).filed,
    /**
     * The analysis of a result, shared with the findings on screen (the findings CSV waits on it
     * rather than starting a second worker); it rejects when the analysis failed or timed out.
     */
    analysisOf: (site: AnalysedSite, result: SiteCrawlResult): Promise<CrawlAnalysis> =>
      started(site, result).analysis,
    clearHistory,
  };
}

export type InsightsController = ReturnType<typeof createInsightsController>;
