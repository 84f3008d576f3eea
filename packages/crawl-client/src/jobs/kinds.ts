import type { ClientContext } from "../core/context.js";
import { ValidationError } from "../core/errors.js";
import type { ApiVersion, PagedJobKind } from "./routes.js";
import * as z from "zod/mini";
import { jobIdSchema, urlSchema } from "../schemas/fields.js";
import { validateInput } from "../core/validate.js";

/** Crawl and batch scrape, of either API version, differ only in routes, wording and server quirks. */
export interface PagedJob {
  kind: PagedJobKind;
  version: ApiVersion;
  /**
   * Whether the start route enforces `x-idempotency-key`. The open-source server's
   * `/v2/batch/scrape` ignores it, so a key there guards nothing and the start is retried only
   * where the provider cannot have accepted it.
   */
  honoursIdempotencyKey: boolean;
  /** "crawl job" / "batch scrape job" */
  label: string;
  /** "Crawl job" / "Batch scrape job", the start of the catalogue's messages. */
  title: string;
  statusAction: string;
  missingIdMessage: string;
}

export const CRAWL_JOB: PagedJob = {
  kind: "crawl",
  version: "v1",
  honoursIdempotencyKey: true,
  label: "crawl job",
  title: "Crawl job",
  statusAction: "check crawl status",
  missingIdMessage: "No crawl ID provided",
};

export const BATCH_JOB: PagedJob = {
  kind: "batch",
  version: "v1",
  honoursIdempotencyKey: true,
  label: "batch scrape job",
  title: "Batch scrape job",
  statusAction: "check batch scrape status",
  missingIdMessage: "No batch scrape ID provided",
};

export const CRAWL_JOB_V2: PagedJob = { ...CRAWL_JOB, version: "v2" };
export const BATCH_JOB_V2: PagedJob = { ...BATCH_JOB, version: "v2", honoursIdempotencyKey: false };

/** The crawl or batch of an API version. */
export function pagedJob(kind: PagedJobKind, version: ApiVersion): PagedJob {
  if (kind === "crawl") return version === "v1" ? CRAWL_JOB : CRAWL_JOB_V2;
  return version === "v1" ? BATCH_JOB : BATCH_JOB_V2;
}

/** The smallest poll interval the API tolerates for crawl and batch status, in seconds. */
const MIN_POLL_INTERVAL_S = 2;

/** A batch's URLs, checked before any request. */
export function checkUrls(urls: unknown, ignoreInvalidURLs: boolean | undefined): string[] {
  if (!Array.isArray(urls) || urls.length === 0) {
    throw new ValidationError("Invalid urls: must be a non-empty array of URLs", "urls");
  }
  // With ignoreInvalidURLs the API drops bad entries itself and lists them in `invalidURLs`.
  validateInput(ignoreInvalidURLs ? z.array(z.string()) : z.array(urlSchema), urls, "urls");
  return urls as string[];
}

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
