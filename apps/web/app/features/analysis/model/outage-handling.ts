import type { AnalysedSite } from "~/site.config";
import type { AnalysisEvent, AnalysisState, LeftCrawlView } from "./analysis-state";
import type { CreateCrawlProvider } from "./crawl-provider";
import { ProviderUnavailableError } from "./errors";
import { messages } from "./messages";
import type { PendingStart, PendingStarts } from "./pending-starts";
import { type CancelSettled, createResentCancels } from "./resent-cancels";
import type { JobLetGo, RunCrawlOptions } from "./run-crawl";
import type { SiteId } from "./types";

/** Calls `onExpire` after `ms` unless the returned function is called first. */
type StartTimer = (ms: number, onExpire: () => void) => () => void;

interface OutageDeps {
  sites: readonly AnalysedSite[];
  dispatch: (event: AnalysisEvent) => void;
  getState: () => AnalysisState;
  createProvider: CreateCrawlProvider;
  pendingStarts: PendingStarts;
  readKey: () => string | null;
  startTimer: StartTimer;
  /** What a left crawl of this address is called on the page. */
  nameOf: (url: string) => string;
  /** Tells the user a left crawl was cancelled after all. */
  cancelled: (name: string) => void;
  /** A result read for a left crawl: shown in its site's tab, as a crawl's. */
  succeeded: (site: AnalysedSite, result: NonNullable<AnalysisState["results"][SiteId]>) => void;
}

/**
 * What the tool does about a provider that stops answering: the crawl's tab says so while the
 * status checks keep asking; a crawl given up after the patience, or cancelled while its cancel
 * could not reach the provider, is listed under "Crawls left running"; a cancel that did not
 * reach the provider is sent again until it answers, on this visit and the next; and a crawl
 * given up can be read again ("Show its result").
 */
export function createOutageHandling(deps: OutageDeps) {
  const { dispatch } = deps;
  const cancels = createResentCancels({
    startTimer: deps.startTimer,
    onSettled: (jobId: string, outcome: CancelSettled) => {
      const crawl = deps.getState().leftCrawls.find((candidate) => candidate.jobId === jobId);
      if (outcome.status === "failed") {
        dispatch({ type: "left-crawl-changed", jobId, status: "failed", reason: outcome.reason });
        return;
      }
      dispatch({ type: "left-crawl-changed", jobId, status: "cancelled" });
      if (crawl) deps.cancelled(crawl.name);
    },
  });

  function listLetGo(url: string, letGo: JobLetGo) {
    const { cause, ...left } = letGo;
    const crawl: LeftCrawlView = {
      ...left,
      url,
      matchedBy: "id",
      cause,
      name: deps.nameOf(url),
      status: cause === "unanswered" ? "running" : "resending",
    };
    dispatch({ type: "left-crawl-added", crawl });
  }

  /** Sends again the cancels an earlier visit could not deliver, listing each until it lands. */
  function resendWantedCancels(earlier: readonly PendingStart[]): void {
    const wanted = earlier.filter((start) => start.cancelWanted && start.jobId !== undefined);
    const apiKey = wanted.length > 0 ? deps.readKey() : null;
    if (apiKey === null) return;
    const provider = deps.createProvider(apiKey);
    for (const start of wanted) {
      const jobId = start.jobId ?? "";
      listLetGo(start.url, {
        jobId,
        startId: start.id,
        startedAt: start.startedAt,
        cause: "cancel-unsent",
      });
      void cancels.send(jobId, provider, deps.pendingStarts.recordOf(start.id));
    }
  }

  return {
    /** The options of a site's crawl that follow the provider through an outage. */
    crawlOptions(site: AnalysedSite): Pick<RunCrawlOptions, "onUnanswered" | "cancels" | "onLeft"> {
      return {
        onUnanswered: (since) => dispatch({ type: "crawl-unanswered", siteId: site.id, since }),
        cancels,
        onLeft: (letGo) => listLetGo(site.url, letGo),
      };
    },
    /**
     * The earlier starts that `lookForLeftCrawls` matches: those whose cancel is sent again here
     * are handled apart, and kept.
     */
    splitEarlier(earlier: readonly PendingStart[]) {
      const resend = earlier.filter((start) => start.cancelWanted && start.jobId !== undefined);
      return { resend, match: earlier.filter((start) => !resend.includes(start)) };
    },
    resendWantedCancels,
    /**
     * A left crawl's cancel failed: when the provider was not answering, it is sent again until
     * it answers. True when it was taken on so.
     */
    resendIfUnanswered(crawl: LeftCrawlView, error: unknown, apiKey: string): boolean {
      if (!(error instanceof ProviderUnavailableError)) return false;
      dispatch({ type: "left-crawl-changed", jobId: crawl.jobId, status: "resending" });
      const record = crawl.startId === "" ? undefined : deps.pendingStarts.recordOf(crawl.startId);
      cancels.sendLater(crawl.jobId, deps.createProvider(apiKey), record);
      return true;
    },
    /**
     * "Show its result" of a left crawl of one of the sites: its job read again; once completed,
     * its pages are shown and audited in the site's tab as a crawl's, and it leaves the list.
     */
    async showResult(jobId: string): Promise<void> {
      const crawl = deps.getState().leftCrawls.find((candidate) => candidate.jobId === jobId);
      const site = deps.sites.find((candidate) => candidate.url === crawl?.url);
      const apiKey = deps.readKey();
      if (!crawl || !site || apiKey === null) return;
      try {
        const reading = await deps.createProvider(apiKey).readJob(jobId);
        if (!reading.result || reading.result.data.length === 0) {
          const reason = messages.leftCrawlNotDone(
            reading.status,
            reading.completed,
            reading.total,
          );
          dispatch({ type: "left-crawl-changed", jobId, status: crawl.status, reason });
          return;
        }
        if (crawl.startId !== "") deps.pendingStarts.forget(crawl.startId);
        dispatch({ type: "left-crawl-changed", jobId, status: "shown" });
        deps.succeeded(site, reading.result);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        dispatch({ type: "left-crawl-changed", jobId, status: crawl.status, reason });
      }
    },
    /** The page is left: nothing more is sent from it; wanted cancels stay for the next visit. */
    stop: () => cancels.stopAll(),
  };
}
