import type { SiteRegistry } from "../sites/site-registry.js";
import { crawlProgress, jobDocument, type CrawlJob } from "./crawl-job.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A query flag that makes a status page answer 500: how the `broken-next` fault breaks a chain. */
export const BROKEN_NEXT_PARAM = "__emulatorBrokenNext";

interface StatusPageRequest {
  now: number;
  skip: number;
  limit: number | undefined;
  /**
   * The newest self-hosted server's defect: `skip` and `limit` are ignored, so every page is the
   * first one again, while `next` still points past what the client asked to skip.
   */
  skipIgnored: boolean;
  /** Documents counted in `completed` that cannot be read yet, the newest ones. */
  unreadable: number;
  /**
   * The newest server's `next` as measured on `/v2`: computed from a total that also counts jobs
   * that never finished, so the last page still has a `next`, and the page it names adds nothing
   * and names itself again. A client must stop on a page that adds no new document.
   */
  nextPastEnd: boolean;
  maxBytes: number;
  /** `http://host:port/v1/crawl` or `.../v1/batch/scrape`, from the request's own Host. */
  collectionUrl: string;
  brokenNext: boolean;
  sites: SiteRegistry;
}

/** A status page's fields other than `data`, in the real server's order. */
interface StatusEnvelope {
  success: true;
  status: string;
  completed: number;
  total: number;
  creditsUsed: number;
  expiresAt: string;
  next?: string;
  error?: string;
}

/**
 * A status page with its documents already encoded: they were encoded once to measure the page,
 * and are sent as they are rather than encoded a second time.
 */
interface StatusPage {
  envelope: StatusEnvelope;
  encodedDocuments: string[];
}

/** The JSON text of a status page, `data` last. */
export function encodeStatusPage(page: StatusPage): string {
  return `${JSON.stringify(page.envelope).slice(0, -1)},"data":[${page.encodedDocuments.join(",")}]}`;
}

/** `expiresAt` as the real server writes it: 24 h after the job started, whole seconds. */
export function expiresAt(createdAt: number): string {
  return new Date(Math.floor((createdAt + DAY_MS) / 1000) * 1000).toISOString();
}

/**
 * One GET status page: documents from `skip`, at most `limit` of them, cut once the JSON reaches
 * `maxBytes` (always at least one). `next` is present while the job runs or data remains.
 */
export function buildStatusPage(job: CrawlJob, request: StatusPageRequest): StatusPage {
  const progress = crawlProgress(job, request.now);
  const from = request.skipIgnored ? 0 : request.skip;
  const readable = Math.max(0, progress.completed - request.unreadable);
  const end =
    request.limit === undefined || request.skipIgnored
      ? readable
      : Math.min(readable, from + request.limit);
  const encodedDocuments: string[] = [];
  let bytes = 0;
  for (let index = from; index < end; index++) {
    const encoded = JSON.stringify(jobDocument(job, index, request.sites));
    const size = Buffer.byteLength(encoded) + 1;
    if (encodedDocuments.length > 0 && bytes + size > request.maxBytes) break;
    encodedDocuments.push(encoded);
    bytes += size;
  }
  const nextSkip = request.skip + encodedDocuments.length;
  const counted = request.nextPastEnd ? progress.completed + 1 : progress.completed;
  const hasMore = progress.status === "scraping" || nextSkip < counted;
  const envelope: StatusEnvelope = {
    success: true,
    status: progress.status,
    completed: progress.completed,
    total: progress.total,
    creditsUsed: progress.total,
    expiresAt: expiresAt(job.createdAt),
  };
  if (hasMore || request.brokenNext) {
    const limit = request.limit === undefined ? "" : `&limit=${request.limit}`;
    const broken = request.brokenNext ? `&${BROKEN_NEXT_PARAM}=1` : "";
    envelope.next = `${request.collectionUrl}/${job.id}?skip=${nextSkip}${limit}${broken}`;
  }
  if (progress.error !== undefined) envelope.error = progress.error;
  return { envelope, encodedDocuments };
}
