import type { AnalysedSite } from "~/site.config";
import {
  type AnalysisEvent,
  type AnalysisState,
  analysisReducer,
  initialAnalysisState,
  isBusy,
} from "./analysis-state";
import { CRAWL_ALL_PAUSE_MS, KEY_TEST_LIMIT } from "./constants";
import type { CreateCrawlProvider } from "./crawl-provider";
import { ApiKeyNotFoundError, CrawlCancelledError, KeyRejectedError } from "./errors";
import type { ApiKeyStore } from "./key-storage";
import { messages } from "./messages";
import { runCrawl } from "./run-crawl";
import type { Sleep } from "./sleep";
import type { SiteId } from "./types";

export interface Notice {
  variant: "success" | "destructive" | "default";
  title: string;
  description: string;
}

export interface AnalysisControllerDeps {
  sites: readonly AnalysedSite[];
  keyTestUrl: string;
  createProvider: CreateCrawlProvider;
  keyStore: ApiKeyStore;
  sleep: Sleep;
  notify: (notice: Notice) => void;
}

type CrawlOutcome = "done" | "failed" | "no-key" | "cancelled";

const success = (description: string): Notice => ({
  variant: "success",
  title: "Success",
  description,
});
const failure = (description: string): Notice => ({
  variant: "destructive",
  title: "Error",
  description,
});
const cancelled = (description: string): Notice => ({
  variant: "default",
  title: "Cancelled",
  description,
});

/** The text of a failed crawl's toast: the provider's or client's own words, else a generic line. */
export function crawlErrorText(error: unknown, siteName: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return messages.crawlFailed(siteName);
}

/**
 * The analysis tool's behaviour without React: key validation, one crawl, crawl all and cancel,
 * with every outside effect (provider, storage, time, toasts) injected. The page subscribes to it.
 */
export function createAnalysisController(deps: AnalysisControllerDeps) {
  let state = initialAnalysisState;
  const listeners = new Set<() => void>();
  let running: AbortController | null = null;

  function dispatch(event: AnalysisEvent) {
    state = analysisReducer(state, event);
    for (const listener of listeners) listener();
  }

  function readKey(): string | null {
    try {
      return deps.keyStore.read();
    } catch {
      return null;
    }
  }

  async function validateKey(input: string): Promise<void> {
    if (isBusy(state)) return;
    dispatch({ type: "validation-started" });
    const apiKey = input.trim();
    try {
      const accepted =
        apiKey !== "" &&
        (await deps.createProvider(apiKey).testCrawl(deps.keyTestUrl, { limit: KEY_TEST_LIMIT }));
      if (!accepted) {
        dispatch({ type: "validation-ended" });
        deps.notify(failure(messages.keyInvalid));
        return;
      }
      deps.keyStore.save(apiKey);
      dispatch({ type: "key-accepted" });
      deps.notify(success(messages.keyAccepted));
    } catch (error) {
      dispatch({ type: "validation-ended" });
      deps.notify(
        failure(error instanceof KeyRejectedError ? messages.keyInvalid : messages.keyCheckFailed),
      );
    }
  }

  async function crawlOne(site: AnalysedSite, signal: AbortSignal): Promise<CrawlOutcome> {
    const apiKey = readKey();
    if (apiKey === null) {
      deps.notify(failure(new ApiKeyNotFoundError().message));
      return "no-key";
    }
    dispatch({ type: "crawl-started", siteId: site.id });
    try {
      const result = await runCrawl({
        provider: deps.createProvider(apiKey),
        url: site.url,
        signal,
        sleep: deps.sleep,
        onProgress: (update) => dispatch({ type: "crawl-progressed", siteId: site.id, ...update }),
      });
      dispatch({ type: "crawl-succeeded", siteId: site.id, result });
      deps.notify(success(messages.crawlSucceeded(site.name)));
      return "done";
    } catch (error) {
      if (error instanceof CrawlCancelledError) {
        deps.notify(cancelled(messages.crawlCancelled(site.name)));
        return "cancelled";
      }
      deps.notify(failure(crawlErrorText(error, site.name)));
      return "failed";
    }
  }

  /** Runs `work` as the one busy task, cancellable through `cancel()`. */
  async function exclusively(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    if (isBusy(state)) return;
    const controller = new AbortController();
    running = controller;
    try {
      await work(controller.signal);
    } finally {
      if (running === controller) running = null;
      dispatch({ type: "crawl-ended" });
    }
  }

  function crawlSite(siteId: SiteId): Promise<void> {
    const site = deps.sites.find((candidate) => candidate.id === siteId);
    if (!site) return Promise.resolve();
    return exclusively(async (signal) => {
      await crawlOne(site, signal);
    });
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
        const outcome = await crawlOne(site, signal);
        if (outcome === "cancelled" || outcome === "no-key") return;
      }
    });
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
    crawlSite,
    crawlAll,
    /** Stops the running crawl (and crawl all) and cancels the job at the provider. */
    cancel: () => running?.abort(),
  };
}

export type AnalysisController = ReturnType<typeof createAnalysisController>;
export type { AnalysisState };
