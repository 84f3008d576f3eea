import type { SiteRegistry } from "../sites/site-registry.js";
import type { ScrapedDocument } from "../sites/document.js";
import { crawlProgress, jobDocument, type CrawlJob } from "./crawl-job.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A query flag that makes a status page answer 500: how the `broken-next` fault breaks a chain. */
export const BROKEN_NEXT_PARAM = "__emulatorBrokenNext";

export interface StatusPageRequest {
  now: number;
  skip: number;
  limit: number | undefined;
  maxBytes: number;
  /** `http://host:port/v1/crawl` or `.../v1/batch/scrape`, from the request's own Host. */
  collectionUrl: string;
  brokenNext: boolean;
  sites: SiteRegistry;
}

export interface StatusPage {
  success: true;
  status: string;
  completed: number;
  total: number;
  creditsUsed: number;
  expiresAt: string;
  next?: string;
  data: ScrapedDocument[];
  error?: string;
}

/** `expiresAt` as the real server writes it: 24 h ahead, whole seconds. */
export function expiresAt(now: number): string {
  return new Date(Math.floor((now + DAY_MS) / 1000) * 1000).toISOString();
}

/**
 * One GET status page: documents from `skip`, at most `limit` of them, cut once the JSON reaches
 * `maxBytes` (always at least one). `next` is present while the job runs or data remains.
 */
export function buildStatusPage(job: CrawlJob, request: StatusPageRequest): StatusPage {
  const progress = crawlProgress(job, request.now);
  const end =
    request.limit === undefined
      ? progress.completed
      : Math.min(progress.completed, request.skip + request.limit);
  const data: ScrapedDocument[] = [];
  let bytes = 0;
  for (let index = request.skip; index < end; index++) {
    const document = jobDocument(job, index, request.sites);
    const size = Buffer.byteLength(JSON.stringify(document)) + 1;
    if (data.length > 0 && bytes + size > request.maxBytes) break;
    data.push(document);
    bytes += size;
  }
  const nextSkip = request.skip + data.length;
  const hasMore = progress.status === "scraping" || nextSkip < progress.completed;
  const page: StatusPage = {
    success: true,
    status: progress.status,
    completed: progress.completed,
    total: progress.total,
    creditsUsed: progress.total,
    expiresAt: expiresAt(request.now),
    data,
  };
  if (hasMore || request.brokenNext) {
    const limit = request.limit === undefined ? "" : `&limit=${request.limit}`;
    const broken = request.brokenNext ? `&${BROKEN_NEXT_PARAM}=1` : "";
    page.next = `${request.collectionUrl}/${job.id}?skip=${nextSkip}${limit}${broken}`;
  }
  if (progress.error !== undefined) page.error = progress.error;
  return page;
}
