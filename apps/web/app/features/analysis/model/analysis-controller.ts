import type { AnalysedSite } from "~/site.config";
import {
  type AnalysisEvent,
  type AnalysisState,
  type ResultError,
  analysisReducer,
  initialAnalysisState,
  isBusy,
  isCrawling,
} from "./analysis-state";
import { CRAWL_ALL_PAUSE_MS, KEY_CHECK_DEADLINE_MS, KEY_TEST_LIMIT } from "./constants";
import type { CrawlSetup } from "./crawl-options";
import type { CreateCrawlProvider } from "./crawl-provider";
import {
  ApiKeyNotFoundError,
  CrawlCancelledError,
  CrawlEmptyError,
  CrawlFailedError,
  CrawlTimedOutError,
  KeyRejectedError,
  ProviderUnavailableError,
} from "./errors";
import type { ApiKeyStore } from "./key-storage";
import { type LeftCrawl, RECHECK_MS, matchLeftCrawls } from "./left-crawls";
import { messages } from "./messages";
import { createOutageHandling } from "./outage-handling";
import type { PendingStarts } from "./pending-starts";
import { runCrawl, runJob } from "./run-crawl";
import { createRunningJobs } from "./running-jobs";
import type { Sleep } from "./sleep";
import type { SiteId } from "./types";

export interface Notice {
  variant: "success" | "destructive" | "default";
  title: string;
  description: string;
  /** A second line under the product's text: the provider's reason, or what happens next. */
  detail?: string;
}

/** Calls `onExpire` after `ms` unless the returned function is called first. */
export type StartTimer = (ms: number, onExpire: () => void) => () => void;

const realTimer: StartTimer = (ms, onExpire) => {
  const timer = setTimeout(onExpire, ms);
  return () => clearTimeout(timer);
};

export interface AnalysisControllerDeps {
  sites: readonly AnalysedSite[];
  keyTestUrl: string;
  createProvider: CreateCrawlProvider;
  keyStore: ApiKeyStore;
  /** The pause between the sites of "Crawl all". */
  sleep: Sleep;
  notify: (notice: Notice) => void;
  /**
   * The key check's deadline and the next look for crawls left running; `setTimeout` unless a
   * test drives it.
   */
  startTimer?: StartTimer;
  /** The starts this tab sent and has not seen end, kept across its page loads. */
  pendingStarts: PendingStarts;
  /** The time, for the start records; `Date.now` unless a test drives it. */
  now?: () => number;
  /** The switches and custom queries, read as each site's crawl starts. */
  crawlSetup?: () => CrawlSetup;
}

type CrawlOutcome = "done" | "failed" | "no-key" | "cancelled";

function notice(variant: Notice["variant"], title: string, description: string, detail?: string) {
  return { variant, title, description, ...(detail ? { detail } : {}) } satisfies Notice;
}
const success = (description: string, detail?: string) =>
  notice("success", "Success", description, detail);
const failure = (description: string, detail?: string) =>
  notice("destructive", "Error", description, detail);
const cancelled = (description: string) => notice("default", "Cancelled", description);

/** The text of a failed crawl's toast: the provider's or client's own words, else a generic line. */
export function crawlErrorText(error: unknown, siteName: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return messages.crawlFailed(siteName);
}

/** What a site's tab says after a failed crawl. */
function resultErrorOf(error: unknown, siteName: string): ResultError {
  if (error instanceof CrawlEmptyError) {
    return { text: error.message, ...(error.reason ? { reason: error.reason } : {}) };
  }
  if (error instanceof ProviderUnavailableError) return { text: error.message };
  return { text: messages.resultFailed, reason: crawlErrorText(error, siteName) };
}

/** Why the key was not accepted, for the toast: the product's text, then the provider's reason. */
function keyCheckNotice(error: unknown, timedOut: boolean): Notice {
  if (error instanceof CrawlTimedOutError)
    return failure(
      messages.keyCheckFailed,
      messages.keyCheckTimedOut(KEY_CHECK_DEADLINE_MS / 60_000),
    );
  if (error instanceof CrawlCancelledError) {
    return timedOut
      ? failure(messages.keyCheckFailed, messages.keyCheckTimedOut(KEY_CHECK_DEADLINE_MS / 60_000))
      : cancelled(messages.keyCheckCancelled);
  }
  if (error instanceof KeyRejectedError) return failure(messages.keyInvalid, error.reason);
  // The test crawl ran and did not complete: the key did not get a working crawl.
  if (error instanceof CrawlFailedError) return failure(messages.keyInvalid, error.message);
  return failure(messages.keyCheckFailed, error instanceof Error ? error.message : undefined);
}

/**
 * The analysis tool's behaviour without React: key validation, one crawl, crawl all, cancel and
 * leaving the page, with every outside effect (provider, storage, time, toasts) injected. The page
 * subscribes to it.
 */
export function createAnalysisController(deps: AnalysisControllerDeps) {
  let state = initialAnalysisState;
  const listeners = new Set<() => void>();
  const jobs = createRunningJobs();
  const startTimer = deps.startTimer ?? realTimer;
  const now = deps.now ?? Date.now;
  let running: AbortController | null = null;
  let lookingForLeftCrawls = false;

  function dispatch(event: AnalysisEvent) {
    state = analysisReducer(state, event);
    for (const listener of listeners) listener();
  }

  // Hoisted: readKey and leftCrawlName are function declarations below.
  const outage = createOutageHandling({
    sites: deps.sites,
    dispatch,
    getState: () => state,
    createProvider: deps.createProvider,
    pendingStarts: deps.pendingStarts,
    readKey,
    startTimer,
    nameOf: leftCrawlName,
    cancelled: (name) => deps.notify(cancelled(messages.crawlCancelled(name))),
    succeeded: (site, result) => {
      dispatch({ type: "crawl-succeeded", siteId: site.id, result });
      deps.notify(success(messages.crawlSucceeded(site.name)));
    },
  });

  function readKey(): string | null {
    try {
      return deps.keyStore.read();
    } catch {
      return null;
    }
  }

  /**
   * Runs `work` as the one busy task, cancellable through `cancel()`. `begin` marks the tool busy
   * before the work starts (a crawl marks itself, once it has a key); `end` makes it idle again.
   */
  async function exclusively(
    work: (signal: AbortSignal) => Promise<void>,
    { begin, end }: { begin?: AnalysisEvent; end: AnalysisEvent },
  ): Promise<void> {
    if (isBusy(state)) return;
    const controller = new AbortController();
    running = controller;
    if (begin) dispatch(begin);
    try {
      await work(controller.signal);
    } finally {
      if (running === controller) running = null;
      if (isBusy(state)) dispatch(end);
    }
  }

  const validation = {
    begin: { type: "validation-started" },
    end: { type: "validation-ended" },
  } as const;

  /**
   * The key is checked by a real one-page test crawl: accepted once the provider completes it,
   * even with no page (a completed crawl proves the key was accepted). The check can be cancelled
   * and stops itself after 2 minutes; either way its job is cancelled at the provider.
   */
  function validateKey(input: string): Promise<void> {
    const apiKey = input.trim();
    if (apiKey === "") {
      if (!isBusy(state)) deps.notify(failure(messages.keyInvalid));
      return Promise.resolve();
    }
    return exclusively(async (signal) => {
      const deadline = new AbortController();
      let timedOut = false;
      const stopTimer = startTimer(KEY_CHECK_DEADLINE_MS, () => {
        timedOut = true;
        deadline.abort();
      });
      try {
        await runJob({
          provider: deps.createProvider(apiKey),
          url: deps.keyTestUrl,
          request: { limit: KEY_TEST_LIMIT },
          signal: AbortSignal.any([signal, deadline.signal]),
          maxWait: KEY_CHECK_DEADLINE_MS,
          onProgress: () => undefined,
          jobs,
          pending: deps.pendingStarts,
        });
      } catch (error) {
        deps.notify(keyCheckNotice(error, timedOut));
        return;
      } finally {
        stopTimer();
      }
      const remembered = deps.keyStore.save(apiKey);
      dispatch({ type: "key-accepted", remembered });
      deps.notify(
        remembered
          ? success(messages.keyAccepted)
          : success(messages.keyAcceptedForPage, messages.keyKeptForPage),
      );
      // Starts left by an earlier visit that had no key to ask with can be looked for now.
      void lookForLeftCrawls();
    }, validation);
  }

  /** What a left crawl is called on the page: its site, the key check, or its address. */
  function leftCrawlName(url: string): string {
    if (url === deps.keyTestUrl) return messages.keyCheckCrawl;
    return deps.sites.find((site) => site.url === url)?.name ?? url;
  }

  /**
   * Asks the provider which crawls it still runs for the key, and lists those that starts this
   * tab sent on an earlier visit match (see `matchLeftCrawls`). Only when there are such starts,
   * and a saved key to ask with: the key is read for this, as for a crawl, since the question is
   * about crawls it started. While a start may yet appear in the list, it asks again every 5 s.
   * A list that cannot be read shows nothing, and the starts stay for the next visit.
   */
  async function lookForLeftCrawls(): Promise<void> {
    const { match: earlier, resend } = outage.splitEarlier(deps.pendingStarts.earlier());
    const apiKey = earlier.length > 0 && !lookingForLeftCrawls ? readKey() : null;
    if (apiKey === null) return;
    lookingForLeftCrawls = true;
    try {
      const active = await deps.createProvider(apiKey).activeCrawls();
      const earlierIds = new Set(earlier.map((start) => start.id));
      const ownJobs = deps.pendingStarts
        .all()
        .filter((start) => !earlierIds.has(start.id))
        .flatMap((start) => (start.jobId === undefined ? [] : [start.jobId]));
      const { left, kept, recheck } = matchLeftCrawls(earlier, active, now(), new Set(ownJobs));
      deps.pendingStarts.keepEarlier([...kept, ...resend]);
      const named = left.map((crawl: LeftCrawl) => ({ ...crawl, name: leftCrawlName(crawl.url) }));
      dispatch({ type: "left-crawls-found", crawls: named });
      if (recheck) startTimer(RECHECK_MS, () => void lookForLeftCrawls());
    } catch {
      // Nothing to show; the starts stay recorded for the next visit.
    } finally {
      lookingForLeftCrawls = false;
    }
  }

  /** Cancels a crawl left running, with the saved key; the list says how it went. */
  async function cancelLeftCrawl(jobId: string): Promise<void> {
    const crawl = state.leftCrawls.find((candidate) => candidate.jobId === jobId);
    if (!crawl || crawl.status === "cancelling" || crawl.status === "cancelled") return;
    const apiKey = readKey();
    if (apiKey === null) {
      const reason = new ApiKeyNotFoundError().message;
      dispatch({ type: "left-crawl-changed", jobId, status: "failed", reason });
      return;
    }
    dispatch({ type: "left-crawl-changed", jobId, status: "cancelling" });
    try {
      await deps.createProvider(apiKey).cancelCrawl(jobId);
    } catch (error) {
      if (outage.resendIfUnanswered(crawl, error, apiKey)) return;
      const reason = error instanceof Error ? error.message : String(error);
      dispatch({ type: "left-crawl-changed", jobId, status: "failed", reason });
      return;
    }
    deps.pendingStarts.forget(crawl.startId);
    dispatch({ type: "left-crawl-changed", jobId, status: "cancelled" });
    deps.notify(cancelled(messages.crawlCancelled(crawl.name)));
  }

  /** The user leaves a listed crawl running (it may be someone else's): it is no longer looked for. */
  function keepLeftCrawl(jobId: string): void {
    const crawl = state.leftCrawls.find((candidate) => candidate.jobId === jobId);
    if (!crawl || crawl.status !== "running") return;
    deps.pendingStarts.forget(crawl.startId);
    dispatch({ type: "left-crawl-changed", jobId, status: "kept" });
  }

  /**
   * The setup step's "Use saved key": the saved key, read now, goes through the same one-page test
   * crawl as a typed one. A reload never restores the accepted state without it.
   */
  function validateSavedKey(): Promise<void> {
    const apiKey = readKey();
    if (apiKey === null) {
      dispatch({ type: "saved-key-checked", saved: false });
      deps.notify(failure(new ApiKeyNotFoundError().message));
      return Promise.resolve();
    }
    return validateKey(apiKey);
  }

  async function crawlOne(
    site: AnalysedSite,
    signal: AbortSignal,
    position?: { index: number; count: number },
  ): Promise<CrawlOutcome> {
    const apiKey = readKey();
    if (apiKey === null) {
      deps.notify(failure(new ApiKeyNotFoundError().message));
      return "no-key";
    }
    dispatch({ type: "crawl-started", siteId: site.id, ...(position ? { position } : {}) });
    try {
      const result = await runCrawl({
        provider: deps.createProvider(apiKey),
        url: site.url,
        signal,
        onProgress: (update) => dispatch({ type: "crawl-progressed", siteId: site.id, ...update }),
        jobs,
        pending: deps.pendingStarts,
        ...outage.crawlOptions(site),
        ...(deps.crawlSetup ? { setup: deps.crawlSetup() } : {}),
      });
      dispatch({ type: "crawl-succeeded", siteId: site.id, result });
      deps.notify(success(messages.crawlSucceeded(site.name)));
      return "done";
    } catch (error) {
      if (error instanceof CrawlCancelledError) {
        deps.notify(cancelled(messages.crawlCancelled(site.name)));
        return "cancelled";
      }
      dispatch({ type: "crawl-failed", siteId: site.id, error: resultErrorOf(error, site.name) });
      const reason = error instanceof CrawlEmptyError ? error.reason : undefined;
      deps.notify(failure(crawlErrorText(error, site.name), reason));
      return "failed";
    }
  }

  const crawling = { end: { type: "crawl-ended" } } as const;

  function crawlSite(siteId: SiteId): Promise<void> {
    const site = deps.sites.find((candidate) => candidate.id === siteId);
    if (!site) return Promise.resolve();
    return exclusively(async (signal) => {
      await crawlOne(site, signal);
    }, crawling);
  }

  /** The three sites one after another, 2000 ms apart; a cancel or a missing key stops the run. */
  function crawlAll(): Promise<void> {
    return exclusively(async (signal) => {
      for (const [index, site] of deps.sites.entries()) {
        if (index > 0) {
          dispatch({ type: "pause-started", nextSiteId: site.id });
          try {
            await deps.sleep(CRAWL_ALL_PAUSE_MS, signal);
          } catch {
            deps.notify(cancelled(messages.crawlAllCancelled));
            return;
          }
        }
        const position = { index: index + 1, count: deps.sites.length };
        const outcome = await crawlOne(site, signal, position);
        if (outcome === "cancelled" || outcome === "no-key") return;
      }
    }, crawling);
  }

  /** Removes the saved key and returns to (or stays on) the first step; nothing may be running. */
  function forgetKey() {
    if (isBusy(state)) return;
    deps.keyStore.forget();
    dispatch({ type: "key-forgotten" });
    deps.notify(notice("default", "Key forgotten", messages.keyForgotten));
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    validateKey,
    validateSavedKey,
    /**
     * The page is open (after hydration): says whether a key is saved, looking at its presence
     * only, and looks for crawls an earlier visit of this tab left running.
     */
    opened(): Promise<void> {
      dispatch({ type: "saved-key-checked", saved: deps.keyStore.isSaved() });
      outage.resendWantedCancels(deps.pendingStarts.earlier());
      return lookForLeftCrawls();
    },
    cancelLeftCrawl,
    keepLeftCrawl,
    /** Reads a left crawl's job again and, once completed, shows its result in its site's tab. */
    showLeftResult: (jobId: string) => outage.showResult(jobId),
    crawlSite,
    crawlAll,
    forgetKey,
    /** Stops the running key check or crawl (and crawl all); its job is cancelled at the provider. */
    cancel: () => running?.abort(),
    /** Whether leaving now would throw a crawl away: the page asks first. */
    isCrawling: () => isCrawling(state),
    /**
     * The page is being left: every running job gets a cancel that outlives the page, and the
     * crawl client's wait stops.
     */
    leave() {
      jobs.cancelAllOnExit();
      outage.stop();
      running?.abort();
    },
  };
}

export type AnalysisController = ReturnType<typeof createAnalysisController>;
export type { AnalysisState };
