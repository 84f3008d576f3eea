import type { CrawledPage } from "./types";

/** No key in storage when a crawl starts ("API key not found" in the product's error catalogue). */
export class ApiKeyNotFoundError extends Error {
  override readonly name = "ApiKeyNotFoundError";
  constructor() {
    super("API key not found");
  }
}

interface ReasonOptions extends ErrorOptions {
  /** Why, in the provider's words, shown under the product's own text. */
  reason?: string;
}

/** The provider answered and refused the key (401, 402, 403). */
export class KeyRejectedError extends Error {
  override readonly name = "KeyRejectedError";
  /** The status and the provider's own text, e.g. "402: Insufficient credits". */
  readonly reason: string | undefined;
  constructor(message: string, options: ReasonOptions = {}) {
    super(message, options);
    this.reason = options.reason;
  }
}

/** The provider could not be reached or did not answer usefully (network, timeout, 5xx). */
export class ProviderUnavailableError extends Error {
  override readonly name: string = "ProviderUnavailableError";
}

/**
 * The provider stopped answering the crawl's status checks for `OUTAGE_PATIENCE_MS`: the tool
 * stopped waiting, and the job, which may still be running, was not cancelled.
 */
export class ProviderNotAnsweringError extends ProviderUnavailableError {
  override readonly name = "ProviderNotAnsweringError";
  readonly jobId: string;
  constructor(jobId: string, minutes: number, options: ErrorOptions = {}) {
    super(
      `The provider did not answer for ${minutes} minutes, so the tool stopped waiting. The crawl may still be running: it is listed under "Crawls left running".`,
      options,
    );
    this.jobId = jobId;
  }
}

/** The crawl ended in a state other than completed; `message` is the provider's own text. */
export class CrawlFailedError extends Error {
  override readonly name: string = "CrawlFailedError";
  readonly reason: string | undefined;
  constructor(message: string, options: ReasonOptions = {}) {
    super(message, options);
    this.reason = options.reason;
  }
}

/**
 * The crawl completed without a single page, as a crawl of a start URL the provider could not
 * fetch does; `reason` holds the errors the provider recorded for it.
 */
export class CrawlEmptyError extends CrawlFailedError {
  override readonly name = "CrawlEmptyError";
  constructor(reason: string | undefined) {
    super("Crawl job completed but no data was returned", { reason });
  }
}

/**
 * The provider's paging repeated itself before every page of a completed job was read (the
 * newest self-hosted servers ignore `skip`): `pages` holds every distinct page that arrived.
 */
export class IncompleteResultError extends Error {
  override readonly name = "IncompleteResultError";
  readonly pages: CrawledPage[];
  readonly expected: number | undefined;
  constructor(message: string, pages: CrawledPage[], expected: number | undefined) {
    super(message);
    this.pages = pages;
    this.expected = expected;
  }
}

/** The provider did not finish the job within the wait's deadline; the job was cancelled. */
export class CrawlTimedOutError extends Error {
  override readonly name = "CrawlTimedOutError";
  readonly waitedMs: number;
  constructor(waitedMs: number) {
    super(
      `The provider did not finish the crawl within ${Math.round(waitedMs / 60_000)} minutes, so it was stopped.`,
    );
    this.waitedMs = waitedMs;
  }
}

/** The user cancelled the crawl; the provider was asked to stop it. */
export class CrawlCancelledError extends Error {
  override readonly name = "CrawlCancelledError";
  constructor() {
    super("Crawl cancelled");
  }
}
