import type { CrawlProvider, CrawlRequest } from "./crawl-provider";
import type { Sleep } from "./sleep";
import type { CrawlProgress, SiteCrawlResult } from "./types";

/** Virtual time for unit tests: `sleep` advances the clock at once instead of waiting. */
export function virtualClock() {
  let now = 0;
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason;
    sleeps.push(ms);
    now += ms;
    await Promise.resolve();
    if (signal?.aborted) throw signal.reason;
  };
  return { sleep, sleeps, now: () => now };
}

export interface ScriptedJob {
  /** Successive answers of the status check; the last one repeats. */
  progress: CrawlProgress[];
  result?: SiteCrawlResult;
}

export type ProviderCall =
  | { method: "testCrawl"; url: string; request: CrawlRequest; apiKey: string }
  | { method: "startCrawl"; url: string; request: CrawlRequest; apiKey: string; at: number }
  | { method: "checkProgress"; jobId: string }
  | { method: "fetchResult"; jobId: string }
  | { method: "cancelCrawl"; jobId: string };

export function resultOf(pages: number, status = "completed"): SiteCrawlResult {
  return {
    status,
    completed: pages,
    creditsUsed: pages,
    data: Array.from({ length: pages }, (_, index) => ({
      markdown: `# Page ${index}`,
      metadata: {
        title: `Page ${index}`,
        sourceURL: `https://site.test/${index}`,
        statusCode: 200,
      },
    })),
  };
}

/**
 * A provider that plays back scripted jobs, one per `startCrawl` in order, and records every call.
 * `failWith` makes a method throw; `testCrawlAnswer` is what the key test resolves to.
 */
export function scriptedProvider(options: {
  jobs?: ScriptedJob[];
  now?: () => number;
  testCrawlAnswer?: boolean;
  failWith?: Partial<Record<ProviderCall["method"], Error>>;
}) {
  const calls: ProviderCall[] = [];
  const jobs = options.jobs ?? [];
  const polls = new Map<string, number>();
  let started = 0;

  function create(apiKey: string): CrawlProvider {
    return {
      async testCrawl(url, request) {
        calls.push({ method: "testCrawl", url, request, apiKey });
        if (options.failWith?.testCrawl) throw options.failWith.testCrawl;
        return options.testCrawlAnswer ?? true;
      },
      async startCrawl(url, request) {
        calls.push({ method: "startCrawl", url, request, apiKey, at: options.now?.() ?? 0 });
        if (options.failWith?.startCrawl) throw options.failWith.startCrawl;
        return `job-${started++}`;
      },
      async checkProgress(jobId) {
        calls.push({ method: "checkProgress", jobId });
        if (options.failWith?.checkProgress) throw options.failWith.checkProgress;
        const job = jobs[Number(jobId.slice(4))];
        const count = polls.get(jobId) ?? 0;
        polls.set(jobId, count + 1);
        const progress = job?.progress[Math.min(count, job.progress.length - 1)];
        if (!progress) throw new Error(`no scripted job ${jobId}`);
        return progress;
      },
      async fetchResult(jobId) {
        calls.push({ method: "fetchResult", jobId });
        if (options.failWith?.fetchResult) throw options.failWith.fetchResult;
        return jobs[Number(jobId.slice(4))]?.result ?? resultOf(1);
      },
      async cancelCrawl(jobId) {
        calls.push({ method: "cancelCrawl", jobId });
        if (options.failWith?.cancelCrawl) throw options.failWith.cancelCrawl;
      },
    };
  }

  return { create, calls };
}
