import { seededUuid } from "../random.js";
import type { ScrapedDocument, ScrapeFormat } from "../sites/document.js";
import { pageUrl } from "../sites/site-layout.js";
import { locateSitePage, sitePageUrl } from "../sites/site-pages.js";
import type { SiteRegistry } from "../sites/site-registry.js";
import { renderDocument } from "../sites/synthetic-site.js";

export type CrawlStatus = "scraping" | "completed" | "failed" | "cancelled";

/**
 * A crawl or batch scrape. Nothing but its settings is stored: its progress is computed from the
 * clock and its documents are rebuilt from their index, so a 10,000-page job costs a few bytes.
 */
export interface CrawlJob {
  id: string;
  kind: "crawl" | "batch";
  createdAt: number;
  /** Crawl: the start URL (page 0 of the site). Batch: unused. */
  rootUrl: string;
  /** Batch: the URLs to scrape, in order. */
  urls: readonly string[];
  /** Pages the job will end with. */
  plannedTotal: number;
  /** Crawl with path filters: the site indices of its pages, in order. Otherwise page i is index i. */
  pageIndices: readonly number[] | undefined;
  /**
   * Pages the job left out (by path filters, or on a host nothing answers on), listed by the
   * errors endpoint from the start.
   */
  skipped: readonly { url: string; error: string }[];
  pageIntervalMs: number;
  formats: readonly ScrapeFormat[];
  jsonSchema: unknown;
  /** `scrapeOptions.onlyMainContent`: false returns whole pages; absent is the default, true. */
  onlyMainContent?: boolean;
  neverFinish: boolean;
  /** The job fails once this many pages are done, with this error. */
  failure: { afterPages: number; error: string } | undefined;
  cancelledAt: number | undefined;
  /** The key that started the job when the emulator has keys: other keys are refused it. */
  owner: string | undefined;
  /** The options the job was started with, echoed by `GET /v1/crawl/active`. */
  requestOptions: Record<string, unknown>;
}

interface CrawlProgress {
  status: CrawlStatus;
  completed: number;
  total: number;
  error: string | undefined;
}

/** Where a job stands at `now`. */
export function crawlProgress(job: CrawlJob, now: number): CrawlProgress {
  const clock = job.cancelledAt ?? now;
  const elapsed = Math.max(0, clock - job.createdAt);
  const ticks =
    job.pageIntervalMs <= 0 ? Number.POSITIVE_INFINITY : Math.floor(elapsed / job.pageIntervalMs);
  const cancelled = job.cancelledAt !== undefined;

  if (job.failure && ticks > job.failure.afterPages) {
    const done = job.failure.afterPages;
    return {
      status: cancelled ? "cancelled" : "failed",
      completed: done,
      total: done,
      error: job.failure.error,
    };
  }
  const completed = Math.min(job.plannedTotal, ticks);
  const finished = completed >= job.plannedTotal;
  // A crawl discovers links as it goes, so its total runs ahead of what is done; a batch knows its total.
  const total =
    finished || job.kind === "batch"
      ? job.plannedTotal
      : Math.min(job.plannedTotal, 2 * completed + 1);
  let status: CrawlStatus = finished && !job.neverFinish ? "completed" : "scraping";
  if (cancelled) status = "cancelled";
  return { status, completed, total, error: undefined };
}

/** URL of the job's `index`-th page. */
function jobPageUrl(job: CrawlJob, index: number): string {
  return job.kind === "batch"
    ? (job.urls[index] ?? job.rootUrl)
    : pageUrl(job.rootUrl, siteIndex(job, index));
}

function siteIndex(job: CrawlJob, index: number): number {
  return job.pageIndices?.[index] ?? index;
}

/** Rebuilds the job's `index`-th document (the same every time it is asked for). */
export function jobDocument(job: CrawlJob, index: number, sites: SiteRegistry): ScrapedDocument {
  const batchUrl = job.kind === "batch" ? jobPageUrl(job, index) : undefined;
  const resolved = sites.resolve(batchUrl ?? job.rootUrl);
  const location =
    batchUrl === undefined
      ? { index: siteIndex(job, index) }
      : locateSitePage(batchUrl, resolved.site);
  const url = batchUrl ?? sitePageUrl(job.rootUrl, location.index, resolved.site);
  return renderDocument({
    url,
    index: location.index,
    // A page links to what the site has, however many pages the crawl was limited to.
    sitePages: resolved.site.pages,
    site: resolved.site,
    formats: job.formats,
    jsonSchema: job.jsonSchema,
    scrapeId: seededUuid(`${job.id}|${index}`),
    withCredits: true,
    ...(job.onlyMainContent === undefined ? {} : { onlyMainContent: job.onlyMainContent }),
  });
}

/** Errors of the job, as `GET /v1/crawl/{id}/errors` lists them. */
export function jobErrors(
  job: CrawlJob,
  now: number,
): { id: string; timestamp: string; url: string; error: string }[] {
  const skipped = job.skipped.map((entry, position) => ({
    id: seededUuid(`${job.id}|skipped|${position}`),
    timestamp: new Date(job.createdAt).toISOString(),
    ...entry,
  }));
  const progress = crawlProgress(job, now);
  if (progress.status !== "failed" || !job.failure) return skipped;
  const failedIndex = job.failure.afterPages;
  return [
    ...skipped,
    {
      id: seededUuid(`${job.id}|error`),
      timestamp: new Date(
        job.createdAt + (failedIndex + 1) * Math.max(job.pageIntervalMs, 0),
      ).toISOString(),
      url: jobPageUrl(job, failedIndex),
      error: job.failure.error,
    },
  ];
}
