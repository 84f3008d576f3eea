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
export type AnalysisWorker = Pick<Worker, "addEventListener" | "postMessage" | "terminate">;

export interface OffThreadOptions extends AnalysisExtras {
  deadlineMs?: number;
  createWorker?: () => AnalysisWorker;
}

const moduleWorker = (): AnalysisWorker =>
  new Worker(new URL("./analysis.worker.ts", import.meta.url), { type: "module" });

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
  const worker = (createWorker ?? moduleWorker)();
  let deadline: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<CrawlAnalysis>((resolve, reject) => {
      deadline = setTimeout(() => reject(new AnalysisTimedOutError(deadlineMs)), deadlineMs);
      worker.addEventListener("message", (event: MessageEvent<AnalysisReply>) => {
        if (event.data.ok) resolve(event.data.analysis);
        else reject(new Error(event.data.message));
      });
      worker.addEventListener("error", (event) => {
        reject(new Error(event.message || "The analysis worker failed"));
      });
      worker.postMessage(request);
    });
  } finally {
    clearTimeout(deadline);
    worker.terminate();
  }
}
