export type Headers = Record<string, string>;

export interface FirecrawlErrorOptions {
  /** Response headers, when the provider answered. */
  headers?: Headers;
  /** Parsed response body (or its raw text when it was not JSON). */
  body?: unknown;
  /** The provider's request id (`x-request-id`), when it sent one. */
  requestId?: string;
  /** The provider's error code (`BAD_REQUEST`, `UNKNOWN_ERROR`…), when its body carries one. */
  code?: string;
  cause?: unknown;
}

/**
 * Every error this client throws. `statusCode` is the real HTTP status of the answer that caused it,
 * or 0 when there was no answer (network failure, timeout, abort, deadline).
 */
export class FirecrawlError extends Error {
  override readonly name: string = "FirecrawlError";
  readonly statusCode: number;
  readonly details?: unknown;
  readonly headers: Headers;
  readonly body: unknown;
  readonly requestId: string | undefined;
  /**
   * The provider's machine-readable error code (`BAD_REQUEST`, `UNKNOWN_ERROR`…), which newer servers
   * send beside `error`; undefined when the body has none. The message stays the catalogue's.
   */
  readonly code: string | undefined;

  constructor(
    message: string,
    statusCode: number,
    details?: unknown,
    options: FirecrawlErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = statusCode;
    this.details = details;
    this.headers = options.headers ?? {};
    this.body = options.body;
    this.requestId = options.requestId;
    this.code = options.code;
  }
}

/** 400: the provider rejected the request. */
export class BadRequestError extends FirecrawlError {
  override readonly name = "BadRequestError";
}

/** 401: missing or unknown API key. */
export class AuthenticationError extends FirecrawlError {
  override readonly name = "AuthenticationError";
}

/** 402: the team has run out of credits. */
export class PaymentRequiredError extends FirecrawlError {
  override readonly name = "PaymentRequiredError";
}

/** 403: the key may not do this. */
export class PermissionDeniedError extends FirecrawlError {
  override readonly name = "PermissionDeniedError";
}

/** 404: unknown or expired job, or unknown route. */
export class NotFoundError extends FirecrawlError {
  override readonly name: string = "NotFoundError";
}

/**
 * 404 from a route this server does not serve at all (an HTML "Cannot GET" page, not the API's JSON
 * answer about a job), e.g. `GET /v2/batch/scrape/{id}/errors` on self-hosted servers. Asking again
 * cannot help; `route` names it.
 */
export class RouteNotServedError extends NotFoundError {
  override readonly name = "RouteNotServedError";
  readonly route: string;

  constructor(message: string, route: string, options: FirecrawlErrorOptions = {}) {
    super(message, 404, undefined, options);
    this.route = route;
  }
}

/** 409: a conflict, typically an idempotency key that was already used. */
export class ConflictError extends FirecrawlError {
  override readonly name: string = "ConflictError";
}

/**
 * 409 on a *retried* job start: the first attempt most likely started the job but its answer was
 * lost, so the job exists and its id is unknown. Nothing was started twice.
 */
export class IdempotencyConflictError extends ConflictError {
  override readonly name = "IdempotencyConflictError";
  readonly idempotencyKey: string;

  constructor(message: string, idempotencyKey: string, options: FirecrawlErrorOptions) {
    super(message, 409, undefined, options);
    this.idempotencyKey = idempotencyKey;
  }
}

/** 429: too many requests. `retryAfterMs` comes from the `Retry-After` header when present. */
export class RateLimitError extends FirecrawlError {
  override readonly name = "RateLimitError";
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    details: unknown,
    options: FirecrawlErrorOptions & { retryAfterMs?: number },
  ) {
    super(message, 429, details, options);
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** 5xx: the provider failed. */
export class ServerError extends FirecrawlError {
  override readonly name = "ServerError";
}

/** No answer: the connection failed or was reset. */
export class ConnectionError extends FirecrawlError {
  override readonly name: string = "ConnectionError";
}

/** No answer within the request timeout. */
export class TimeoutError extends ConnectionError {
  override readonly name = "TimeoutError";
}

/**
 * An answer larger than `maxResponseBytes`: it was cut off rather than held in memory. Nothing
 * retries it, since the same request would get the same answer.
 */
export class ResponseTooLargeError extends FirecrawlError {
  override readonly name = "ResponseTooLargeError";
  readonly maxResponseBytes: number;

  constructor(message: string, maxResponseBytes: number) {
    super(message, 0);
    this.maxResponseBytes = maxResponseBytes;
  }
}

/**
 * The server answered with a redirect, which this client never follows: the API does not
 * redirect, and a redirect could carry the key to another host. Most often `apiUrl` names an
 * address the API has moved from (or `http://` for an `https://` one). `statusCode` is the
 * redirect's status and `location` its target, or 0 and undefined in a browser, which hides both.
 */
export class RedirectRefusedError extends FirecrawlError {
  override readonly name = "RedirectRefusedError";
  readonly location: string | undefined;

  constructor(
    message: string,
    statusCode: number,
    location: string | undefined,
    options: FirecrawlErrorOptions,
  ) {
    super(message, statusCode, undefined, options);
    this.location = location;
  }
}

/** The caller's `AbortSignal` fired. */
export class AbortedError extends FirecrawlError {
  override readonly name = "AbortedError";
}

/** A 2xx answer that is not valid JSON or lacks a field the client needs. */
export class InvalidResponseError extends FirecrawlError {
  override readonly name: string = "InvalidResponseError";
}

/** Bad input, caught before any request was sent. `field` names the offending field. */
export class ValidationError extends FirecrawlError {
  override readonly name = "ValidationError";
  readonly field: string;

  constructor(message: string, field: string, details?: unknown) {
    super(message, 400, details);
    this.field = field;
  }
}

/** The job ended in a state other than `completed` (failed, cancelled, unknown). */
export class JobFailedError extends FirecrawlError {
  override readonly name = "JobFailedError";
  readonly jobId: string;
  readonly status: string | undefined;

  constructor(
    message: string,
    job: { jobId: string; status: string | undefined; statusCode: number },
    options: FirecrawlErrorOptions = {},
  ) {
    super(message, job.statusCode, undefined, options);
    this.jobId = job.jobId;
    this.status = job.status;
  }
}

/** A wait for a job ran past its deadline (`maxWait`). The job itself may still be running. */
export class DeadlineExceededError extends FirecrawlError {
  override readonly name = "DeadlineExceededError";
  readonly jobId: string;
  readonly waitedMs: number;
  readonly lastStatus: string | undefined;

  constructor(
    message: string,
    job: { jobId: string; waitedMs: number; lastStatus: string | undefined },
  ) {
    super(message, 0);
    this.jobId = job.jobId;
    this.waitedMs = job.waitedMs;
    this.lastStatus = job.lastStatus;
  }
}

/**
 * A results page (`next` link) could not be fetched after retries. Everything gathered before it is
 * in `partialData`; resume with `checkCrawlStatus(id, false, nextUrl)`.
 */
export class PaginationError<Doc = unknown> extends FirecrawlError {
  override readonly name = "PaginationError";
  readonly nextUrl: string;
  readonly partialData: Doc[];

  constructor(
    message: string,
    page: { nextUrl: string; partialData: Doc[]; cause: FirecrawlError },
  ) {
    super(message, page.cause.statusCode, page.cause.details, {
      headers: page.cause.headers,
      body: page.cause.body,
      requestId: page.cause.requestId,
      cause: page.cause,
    });
    this.nextUrl = page.nextUrl;
    this.partialData = page.partialData;
  }
}

/**
 * The server's paging did not advance: a results page repeated documents already returned (a
 * self-hosted Firecrawl server since August 2025 ignores `skip` and `limit`, so every page is the
 * first one again), and fewer distinct documents came back than the job reports. `partialData`
 * holds every distinct document received, each once; `received` counts them and `expected` is the
 * job's own count (`completed`, or `total`), when it gave one.
 */
export class PaginationStalledError<Doc = unknown> extends FirecrawlError {
  override readonly name = "PaginationStalledError";
  readonly jobId: string;
  readonly partialData: Doc[];
  readonly received: number;
  readonly expected: number | undefined;

  /** `body` is the job's last status read (without documents): its status, counts and credits. */
  constructor(
    message: string,
    job: { jobId: string; partialData: Doc[]; received: number; expected: number | undefined },
    options: FirecrawlErrorOptions = {},
  ) {
    super(message, 200, undefined, options);
    this.jobId = job.jobId;
    this.partialData = job.partialData;
    this.received = job.received;
    this.expected = job.expected;
  }
}

/**
 * A paged list led back to a page already read: a `next` link or cursor seen before in this list
 * (A → B → A). Reading on would repeat the same items forever, so the list ends here; every item
 * before the repeat was delivered once. `repeated` is the link or cursor.
 */
export class PaginationLoopError extends InvalidResponseError {
  override readonly name = "PaginationLoopError";
  readonly repeated: string;

  constructor(message: string, repeated: string) {
    super(message, 200);
    this.repeated = repeated;
  }
}

/**
 * A read that follows a list's pages reached its cap before the list ended: a method that gathers
 * the whole list into memory (`getMonitorCheck`, `getCrawlStatus`, `checkCrawlStatus(id, true)`…)
 * or a `for await` pager (`crawlDocuments`, `monitorCheckPages`, `activity`…). `limit` says which
 * (`"pages"` followed after the first, or `"items"` gathered or yielded) and `max` its value.
 * `partialData` holds what a gathering method gathered, each item once (a pager has yielded its
 * items already, and leaves it empty). Raise the cap with the call's or the client's `pageCap`.
 */
export class PaginationLimitError<Item = unknown> extends FirecrawlError {
  override readonly name = "PaginationLimitError";
  readonly limit: "pages" | "items";
  readonly max: number;
  readonly partialData: Item[];

  constructor(
    message: string,
    reached: { limit: "pages" | "items"; max: number; partialData: Item[] },
  ) {
    super(message, 200);
    this.limit = reached.limit;
    this.max = reached.max;
    this.partialData = reached.partialData;
  }
}
