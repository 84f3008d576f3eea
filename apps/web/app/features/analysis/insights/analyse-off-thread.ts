import type { CrawledPage } from "../model/types";
import type { CrawlAnalysis } from "./analyse-crawl";
import type { AnalysisReply, AnalysisRequest } from "./analysis.worker";

/**
 * Analyses a crawl in a Web Worker, so that reading every page never blocks the page. A browser
 * without module workers gets the same analysis on the main thread.
 */
export async function analyseOffThread(
  pages: readonly CrawledPage[],
  startUrl: string,
): Promise<CrawlAnalysis> {
  if (typeof Worker === "undefined") {
    const { analyseCrawl } = await import("./analyse-crawl");
    return analyseCrawl(pages, startUrl);
  }
  const worker = new Worker(new URL("./analysis.worker.ts", import.meta.url), { type: "module" });
  try {
    return await new Promise<CrawlAnalysis>((resolve, reject) => {
      worker.addEventListener("message", (event: MessageEvent<AnalysisReply>) => {
        if (event.data.ok) resolve(event.data.analysis);
        else reject(new Error(event.data.message));
      });
      worker.addEventListener("error", (event) => {
        reject(new Error(event.message || "The analysis worker failed"));
      });
      worker.postMessage({ pages, startUrl } satisfies AnalysisRequest);
    });
  } finally {
    worker.terminate();
  }
}
