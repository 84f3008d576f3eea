import type { CrawledPage } from "../model/types";
import type { CrawlAnalysis } from "@keystone/site-audit/vocabulary";
import type { AnalysisReply } from "./analysis.worker";
import type { AnalysisExtras, AnalysisRequest } from "./audit-options";

/**
 * How long the findings of one crawl may take in their worker before it is stopped. Every scan of
 * the crawled text is linear, so 100 pages of 50 KB take well under a second even on a slow
 * machine (`pnpm bench:findings`); a minute is only ever reached by a worker that is stuck.
 */
export const ANALYSIS_DEADLINE_MS = 60_000;

/** The worker did not answer before the deadline and was stopped. */
export class AnalysisTimedOutError extends Error {
  override readonly name = "AnalysisTimedOutError";
  constructor(deadlineMs: number) {
    super(`the analysis did not finish within ${deadlineMs / 1000} seconds, so it was stopped.`);
  }
}

/** The part of a Web Worker the analysis uses, so that a test can stand in for one. */
export type AnalysisWorker = Pick<
  Worker,
  "addEventListener" | "removeEventListener" | "postMessage" | "terminate"
>;

export interface OffThreadOptions extends AnalysisExtras {
  deadlineMs?: number;
  /** A worker of the caller's, used for this one analysis and ended after it. */
  createWorker?: () => AnalysisWorker;
}

/**
 * How long the page keeps its findings worker without an analysis to run. One worker serves a
 * visit's crawls (crawl all audits three sites in a row), so that the audit's code and its English
 * dictionary, built at the first English page (about a second of the worker's CPU), load once
 * per visit rather than once per site.
 */
export const WORKER_IDLE_MS = 5 * 60_000;

const moduleWorker = (): AnalysisWorker =>
  new Worker(new URL("./analysis.worker.ts", import.meta.url), { type: "module" });

/**
 * Runs analyses one at a time in one worker, made on the first and kept until it has been idle for
 * `idleMs`. A worker past its deadline or that fails is ended, and the next analysis gets a new
 * one: a stuck audit holds the next crawl's up for its deadline at most.
 */
export function createAnalysisRunner(createWorker = moduleWorker, idleMs = WORKER_IDLE_MS) {
  let worker: AnalysisWorker | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const close = () => {
    clearTimeout(idle);
    worker?.terminate();
    worker = undefined;
  };

  function runOne(request: AnalysisRequest, deadlineMs: number): Promise<CrawlAnalysis> {
    clearTimeout(idle);
    const current = (worker ??= createWorker());
    return new Promise<CrawlAnalysis>((resolve, reject) => {
      const finish = (keepWorker: boolean) => {
        clearTimeout(deadline);
        current.removeEventListener("message", onMessage);
        current.removeEventListener("error", onError);
        if (!keepWorker) close();
        else if (worker === current) idle = setTimeout(close, idleMs);
      };
      const onMessage = (event: MessageEvent<AnalysisReply>) => {
        finish(true);
        if (event.data.ok) resolve(event.data.analysis);
        else reject(new Error(event.data.message));
      };
      const onError = (event: Event) => {
        finish(false);
        reject(new Error((event as ErrorEvent).message || "The analysis worker failed"));
      };
      const deadline = setTimeout(() => {
        finish(false);
        reject(new AnalysisTimedOutError(deadlineMs));
      }, deadlineMs);
      current.addEventListener("message", onMessage);
      current.addEventListener("error", onError);
      current.postMessage(request);
    });
  }

  return {
    /** The analysis of `request`, after those asked before it; its deadline starts when it runs. */
    analyse(request: AnalysisRequest, deadlineMs = ANALYSIS_DEADLINE_MS): Promise<CrawlAnalysis> {
      const run = queue.then(() => runOne(request, deadlineMs));
      queue = run.catch(() => undefined);
      return run;
    },
    /** Ends the worker now (the next analysis makes a new one). */
    close,
  };
}

let pageRunner: ReturnType<typeof createAnalysisRunner> | undefined;

/**
 * Analyses a crawl in a Web Worker, so that reading every page never blocks the page, and stops the
 * worker at the deadline: the findings, the history and the findings CSV all wait on this, and none
 * of them may hang on a page that makes the analysis stall. A browser without module workers gets
 * the same analysis on the main thread.
 */
export async function analyseOffThread(
  pages: readonly CrawledPage[],
  startUrl: string,
  { deadlineMs = ANALYSIS_DEADLINE_MS, createWorker, ...extras }: OffThreadOptions = {},
): Promise<CrawlAnalysis> {
  const request: AnalysisRequest = { pages, startUrl, ...extras };
  if (!createWorker && typeof Worker === "undefined") {
    const [{ auditPages }, { auditOptionsOf }] = await Promise.all([
      import("@keystone/site-audit"),
      import("./audit-options"),
    ]);
    return auditPages(pages, auditOptionsOf(request));
  }
  if (!createWorker) return (pageRunner ??= createAnalysisRunner()).analyse(request, deadlineMs);
  const once = createAnalysisRunner(createWorker);
  try {
    return await once.analyse(request, deadlineMs);
  } finally {
    once.close();
  }
}
