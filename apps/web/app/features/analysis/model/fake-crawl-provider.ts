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
  /** Successive answers of the status check (an Error is thrown); the last one repeats. */
  progress: (CrawlProgress | Error)[];
  result?: SiteCrawlResult;
  /** What the provider recorded for the job's URLs. */
  errors?: string[];
}

export type ProviderCall =
  | { method: "startCrawl"; url: string; request: CrawlRequest; apiKey: string; at: number }
  | { method: "checkProgress"; jobId: string; at: number }
  | { method: "fetchResult"; jobId: string; at: number }
  | { method: "crawlErrors"; jobId: string }
  | { method: "cancelCrawl"; jobId: string }
  | { method: "cancelOnExit"; jobId: string; apiKey: string };

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

const completedKeyTest: ScriptedJob = {
  progress: [{ status: "completed", completed: 1, total: 1 }],
};

/**
 * A provider that plays back scripted jobs and records every call. A start for `keyTestUrl` plays
 * `keyTest` (a completed one-page job unless told otherwise) as job `key-N`; every other start
 * plays the next of `jobs` as job `job-N`. `failWith` makes a method throw (`keyTest`: the key
 * test's start); `holdStart` keeps every start waiting until it settles.
 */
export function scriptedProvider(options: {
  jobs?: ScriptedJob[];
  keyTestUrl?: string;
  keyTest?: ScriptedJob;
  now?: () => number;
  holdStart?: Promise<void>;
  failWith?: Partial<Record<ProviderCall["method"] | "keyTest", Error>>;
}) {
  const calls: ProviderCall[] = [];
  const jobs = options.jobs ?? [];
  const polls = new Map<string, number>();
  let started = 0;
  let keyTests = 0;
  const now = () => options.now?.() ?? 0;

  function jobOf(jobId: string): ScriptedJob | undefined {
    if (jobId.startsWith("key-")) return options.keyTest ?? completedKeyTest;
    return jobs[Number(jobId.slice(4))];
  }

  function create(apiKey: string): CrawlProvider {
    return {
      async startCrawl(url, request) {
        calls.push({ method: "startCrawl", url, request, apiKey, at: now() });
        await options.holdStart;
        const isKeyTest = url === options.keyTestUrl;
        const failure = isKeyTest ? options.failWith?.keyTest : options.failWith?.startCrawl;
        if (failure) throw failure;
        return isKeyTest ? `key-${keyTests++}` : `job-${started++}`;
      },
      async checkProgress(jobId) {
        calls.push({ method: "checkProgress", jobId, at: now() });
        if (options.failWith?.checkProgress) throw options.failWith.checkProgress;
        const job = jobOf(jobId);
        const count = polls.get(jobId) ?? 0;
        polls.set(jobId, count + 1);
        const progress = job?.progress[Math.min(count, job.progress.length - 1)];
        if (!progress) throw new Error(`no scripted job ${jobId}`);
        if (progress instanceof Error) throw progress;
        return progress;
      },
      async fetchResult(jobId) {
        calls.push({ method: "fetchResult", jobId, at: now() });
        if (options.failWith?.fetchResult) throw options.failWith.fetchResult;
        return jobOf(jobId)?.result ?? resultOf(1);
      },
      async crawlErrors(jobId) {
        calls.push({ method: "crawlErrors", jobId });
        if (options.failWith?.crawlErrors) throw options.failWith.crawlErrors;
        return jobOf(jobId)?.errors ?? [];
      },
      async cancelCrawl(jobId) {
        calls.push({ method: "cancelCrawl", jobId });
        if (options.failWith?.cancelCrawl) throw options.failWith.cancelCrawl;
      },
      cancelOnExit(jobId) {
        calls.push({ method: "cancelOnExit", jobId, apiKey });
      },
    };
  }

  return { create, calls };
}
