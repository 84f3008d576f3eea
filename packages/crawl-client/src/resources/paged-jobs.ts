import type { ClientContext } from "../core/context.js";
import { ValidationError } from "../core/errors.js";
import type { PagedJobKind } from "../core/job-urls.js";
import { type FirecrawlDocument, jobIdSchema } from "../schemas/common.js";
import type { CrawlStatusResponse, StatusPage } from "../schemas/crawl.js";
import { validateInput } from "../schemas/validate.js";

/** Crawl and batch scrape differ only in routes and wording. */
export interface PagedJob {
  kind: PagedJobKind;
  /** "crawl job" / "batch scrape job" */
  label: string;
  /** "Crawl job" / "Batch scrape job", the start of the catalogue's messages. */
  title: string;
  statusAction: string;
  missingIdMessage: string;
}

export const CRAWL_JOB: PagedJob = {
  kind: "crawl",
  label: "crawl job",
  title: "Crawl job",
  statusAction: "check crawl status",
  missingIdMessage: "No crawl ID provided",
};

export const BATCH_JOB: PagedJob = {
  kind: "batch",
  label: "batch scrape job",
  title: "Batch scrape job",
  statusAction: "check batch scrape status",
  missingIdMessage: "No batch scrape ID provided",
};

/** The smallest poll interval the API tolerates for crawl and batch status, in seconds. */
const MIN_POLL_INTERVAL_S = 2;

export function checkJobId(job: PagedJob, id: unknown): string {
  if (typeof id !== "string" || id === "") throw new ValidationError(job.missingIdMessage, "id");
  validateInput(jobIdSchema, id, "id");
  return id;
}

export function pollIntervalMs(ctx: ClientContext, pollInterval: number | undefined): number {
  const seconds = pollInterval ?? ctx.config.pollInterval;
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new ValidationError("Invalid pollInterval: must be a number of seconds", "pollInterval");
  }
  return Math.max(seconds, MIN_POLL_INTERVAL_S) * 1000;
}

/** The reference's status shape: `expiresAt` as a Date, `data` always an array. */
export function toStatusResponse(
  page: StatusPage,
  data: FirecrawlDocument<undefined>[],
  keepNext: boolean,
): CrawlStatusResponse {
  const { next, expiresAt, ...rest } = page;
  const response = {
    ...rest,
    success: true,
    status: page.status,
    completed: page.completed ?? data.length,
    total: page.total ?? data.length,
    creditsUsed: page.creditsUsed ?? 0,
    expiresAt: expiresAt === undefined ? new Date(Number.NaN) : new Date(expiresAt),
    data,
  } as CrawlStatusResponse;
  if (keepNext && typeof next === "string" && next !== "") response.next = next;
  return response;
}
