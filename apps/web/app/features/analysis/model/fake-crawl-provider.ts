import type { CrawlProvider, CrawlRequest, JobReading } from "./crawl-provider";
import type { ActiveCrawl } from "./left-crawls";
import {
  CrawlCancelledError,
  CrawlFailedError,
  ProviderNotAnsweringError,
  ProviderUnavailableError,
} from "./errors";
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

/** The crawl client's status checks are 2 s apart; the fake's virtual time keeps that pace. */
const CHECK_INTERVAL_MS = 2000;

export interface ScriptedJob {
  /** The start fails with this: no job exists, so nothing is cancelled. */
  startError?: Error;
  /** What the wait reports after each status check, 2 s of virtual time apart. */
  progress?: CrawlProgress[];
  /** The job never ends: the last progress repeats every 2 s until the wait is aborted. */
  endless?: boolean;
  /**
   * How the wait ends after the progress: a result (default: one page) or an error. A
   * CrawlFailedError is a job that ended failed; any other error leaves the job running, so the
   * client's wait cancels it.
   */
  outcome?: SiteCrawlResult | Error;
  /** What the provider recorded for the job's URLs. */
  errors?: string[];
  /**
   * The provider stops answering after progress step `after` (0-based) for `checks` status
   * checks, 2 s apart, then answers again; with `giveUp`, the wait gives up instead, leaving the
   * job running (ProviderNotAnsweringError). While it does not answer, an abort cancels nothing.
   */
  outage?: { after: number; checks: number; giveUp?: boolean };
  /** What reading the job again (`readJob`) finds; default: its outcome, completed. */
  reading?: JobReading;
}

export type ProviderCall =
  | {
      method: "crawl";
      url: string;
      request: CrawlRequest;
      maxWait: number;
      apiKey: string;
      at: number;
    }
  | { method: "started"; jobId: string; at: number }
  | { method: "crawlErrors"; jobId: string }
  /** A cancel: the client's wait's for a job it abandoned, or one asked for. */
  | { method: "cancelCrawl"; jobId: string }
  | { method: "activeCrawls"; apiKey: string }
  | { method: "cancelOnExit"; jobId: string; apiKey: string }
  | { method: "readJob"; jobId: string }
  | { method: "sitemapUrls"; url: string };

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
 * A provider that plays back scripted jobs and records every call, standing in for the crawl
 * client's wait: it names the job (`onStarted`), reports each scripted status 2 s of virtual time
 * apart, and ends with the scripted outcome. An abort ends it with CrawlCancelledError and cancels
 * the job, as the client's `cancelOnAbandon` does (once the job's id exists). A start for
 * `keyTestUrl` plays `keyTest` (a completed one-page job unless told otherwise) as job `key-N`;
 * every other start plays the next of `jobs` as job `job-N`. `active` is what the provider lists
 * as running. `failWith` makes a method throw; `holdStart` keeps every start waiting until it
 * settles; `sleep` is the virtual time between status checks.
 */
export function scriptedProvider(options: {
  jobs?: ScriptedJob[];
  keyTestUrl?: string;
  keyTest?: ScriptedJob;
  now?: () => number;
  sleep?: Sleep;
  holdStart?: Promise<void>;
  active?: () => ActiveCrawl[];
  failWith?: {
    crawlErrors?: Error;
    activeCrawls?: Error;
    cancelCrawl?: Error;
    sitemapUrls?: Error;
  };
  /** The first this many cancels meet no answer (ProviderUnavailableError). */
  unansweredCancels?: number;
  /** The URLs every site's sitemap lists. */
  sitemap?: string[];
}) {
  let unansweredCancels = options.unansweredCancels ?? 0;
  const calls: ProviderCall[] = [];
  const jobs = options.jobs ?? [];
  const sleep = options.sleep ?? virtualClock().sleep;
  let started = 0;
  let keyTests = 0;
  const now = () => options.now?.() ?? 0;

  function jobOf(jobId: string): ScriptedJob | undefined {
    return jobId.startsWith("key-") ? options.keyTest : jobs[Number(jobId.slice(4))];
  }

  function create(apiKey: string): CrawlProvider {
    const cancel = (jobId: string) => calls.push({ method: "cancelCrawl", jobId });
    return {
      async crawl(url, request, wait) {
        const { signal, maxWait, onStarted, onProgress, cancelOnAbandon } = wait;
        calls.push({ method: "crawl", url, request, maxWait, apiKey, at: now() });
        if (signal.aborted) throw new CrawlCancelledError();
        const isKeyTest = url === options.keyTestUrl;
        const id = isKeyTest ? `key-${keyTests++}` : `job-${started++}`;
        const job = jobOf(id) ?? {};
        const starting = (options.holdStart ?? Promise.resolve()).then(() => {
          if (job.startError) throw job.startError;
          return id;
        });
        let onAbort = () => {};
        const aborted = new Promise<never>((_, reject) => {
          onAbort = () => reject(new CrawlCancelledError());
          signal.addEventListener("abort", onAbort, { once: true });
        });
        let jobId: string;
        try {
          jobId = await Promise.race([starting, aborted]);
        } catch (error) {
          // Cancelled while the start was in flight: the job is cancelled once its id exists.
          if (error instanceof CrawlCancelledError) void starting.then(cancel, () => undefined);
          throw error;
        } finally {
          signal.removeEventListener("abort", onAbort);
        }
        calls.push({ method: "started", jobId, at: now() });
        onStarted(jobId);
        const steps = job.progress ?? [];
        let unanswered = false;
        try {
          for (let index = 0; index < steps.length || job.endless; index++) {
            if (index > 0) await sleep(CHECK_INTERVAL_MS, signal);
            const step = steps[Math.min(index, steps.length - 1)];
            if (step) onProgress(step);
            if (job.outage?.after === index) {
              const since = now();
              unanswered = true;
              for (let check = 0; check < job.outage.checks; check++) {
                wait.onUnanswered?.(since);
                await sleep(CHECK_INTERVAL_MS, signal);
              }
              if (job.outage.giveUp) throw new ProviderNotAnsweringError(jobId, 5);
              unanswered = false;
              wait.onAnswered?.();
            }
          }
        } catch (error) {
          if (error instanceof ProviderNotAnsweringError) throw error;
          if (!unanswered && cancelOnAbandon(jobId)) cancel(jobId);
          throw new CrawlCancelledError();
        }
        const outcome = job.outcome ?? resultOf(1);
        if (outcome instanceof Error) {
          if (!(outcome instanceof CrawlFailedError) && cancelOnAbandon(jobId)) cancel(jobId);
          throw outcome;
        }
        return { jobId, result: outcome };
      },
      async crawlErrors(jobId) {
        calls.push({ method: "crawlErrors", jobId });
        if (options.failWith?.crawlErrors) throw options.failWith.crawlErrors;
        return jobOf(jobId)?.errors ?? [];
      },
      cancelOnExit(jobId) {
        calls.push({ method: "cancelOnExit", jobId, apiKey });
      },
      async activeCrawls() {
        calls.push({ method: "activeCrawls", apiKey });
        if (options.failWith?.activeCrawls) throw options.failWith.activeCrawls;
        return options.active?.() ?? [];
      },
      async cancelCrawl(jobId) {
        calls.push({ method: "cancelCrawl", jobId });
        if (unansweredCancels > 0) {
          unansweredCancels--;
          throw new ProviderUnavailableError("No response received while trying to cancel");
        }
        if (options.failWith?.cancelCrawl) throw options.failWith.cancelCrawl;
      },
      async readJob(jobId) {
        calls.push({ method: "readJob", jobId });
        const job = jobOf(jobId);
        if (job?.reading) return job.reading;
        const outcome = job?.outcome ?? resultOf(1);
        if (outcome instanceof Error) throw outcome;
        return {
          status: "completed",
          completed: outcome.completed,
          total: outcome.completed,
          result: outcome,
        };
      },
      async sitemapUrls(url) {
        calls.push({ method: "sitemapUrls", url });
        if (options.failWith?.sitemapUrls) throw options.failWith.sitemapUrls;
        return options.sitemap ?? [];
      },
    };
  }

  return { create, calls };
}
