import { type Clock, TimerQueue } from "./clock.js";
import type { HttpAdapter } from "./transport.js";
import {
  abortedError,
  errorFromAnswer,
  noResponseMessage,
  type ProviderAnswer,
  providerErrorCode,
  providerErrorText,
  requestIdOf,
} from "./error-catalogue.js";
import {
  AbortedError,
  ConnectionError,
  FirecrawlError,
  type Headers,
  IdempotencyConflictError,
  InvalidResponseError,
  RateLimitError,
  RedirectRefusedError,
  ResponseTooLargeError,
  RouteNotServedError,
  TimeoutError,
} from "./errors.js";
import { withQuery } from "./query.js";
import { MAX_RETRY_AFTER_MS, retryDelay } from "./retry.js";
import {
  AnswerTooLarge,
  HiddenRedirect,
  type RequestCancelSignal,
  type Transport,
  type TransportFactory,
} from "./transport.js";

/**
 * Which failures a request may be retried on.
 * - `idempotent`: reads and cancels, and job starts guarded by the caller's idempotency key (the
 *   API enforces it): retried on connection errors, malformed answers, 408, 429 and 5xx.
 * - `unsafe`: a request that may start paid work (scrape, search, map, extract… and key-less crawl
 *   and batch starts). Retried only where the provider cannot have accepted it: no connection,
 *   a connection lost before the request was written, 429 and 503. With `retryUnsafe` also after a
 *   timeout, a connection lost later, 408 and any 5xx.
 */
type RetryMode = "idempotent" | "unsafe";

export interface HttpRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A path under the API (`/v1/scrape`) or an absolute URL already checked to be on the API origin. */
  url: string;
  /** Completes the catalogue's messages: "Failed to {action}…". */
  action: string;
  /** JSON, or a multipart form (`parse`), whose boundary the transport sets. */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | undefined>;
  idempotencyKey?: string;
  /** Sent over the client's own headers, on the API origin only. */
  headers?: Record<string, string>;
  /** Default: `unsafe` for a POST without an idempotency key, `idempotent` otherwise. */
  retryMode?: RetryMode;
  /** With `retryMode: "unsafe"`: retry where the provider may have accepted the request too. */
  retryUnsafe?: boolean;
  timeout?: number;
  maxRetries?: number;
  signal?: AbortSignal;
  /** Clock time after which no retry is scheduled. */
  deadline?: number;
  /**
   * Reads what it can from a 2xx answer that is not valid JSON (a body cut short on the way);
   * `undefined` when nothing can be trusted, which leaves it an InvalidResponseError.
   */
  salvage?: (text: string) => unknown;
  /**
   * A job status read: a 2xx body with `success: false` and a `status` describes a failed job (the
   * API marks failed deep research and extract jobs that way); it is data, not a failed request.
   */
  jobStatus?: boolean;
}

interface HttpClientConfig {
  apiUrl: string;
  apiKey: string;
  timeout: number;
  maxRetries: number;
  clock: Clock;
  random: () => number;
  maxResponseBytes: number;
  adapter?: HttpAdapter;
  /** The entry's transport (see runtime.ts), built here for `adapter` and `maxResponseBytes`. */
  transport: TransportFactory;
}

export class HttpClient {
  private readonly send: Transport;
  /** The timeouts of the requests in flight, on one timer. */
  private readonly timeouts = new TimerQueue();

  constructor(private readonly config: HttpClientConfig) {
    this.send = config.transport({
      adapter: config.adapter,
      maxResponseBytes: config.maxResponseBytes,
    });
  }

  /** Absolute URL for a path under the API. */
  url(path: string): string {
    return /^https?:\/\//i.test(path) ? path : `${this.config.apiUrl}${path}`;
  }

  /** Sends the request with retries; resolves with a 2xx answer whose body is not `success: false`. */
  async request(req: HttpRequest): Promise<ProviderAnswer> {
    const maxRetries = req.maxRetries ?? this.config.maxRetries;
    const { clock } = this.config;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.attempt(req, attempt);
      } catch (error) {
        if (!(error instanceof FirecrawlError)) throw error;
        if (attempt >= maxRetries || !isRetryable(error, req)) throw error;
        const retryAfter = error instanceof RateLimitError ? error.retryAfterMs : undefined;
        const delay = retryDelay(attempt, retryAfter, this.config.random);
        const latest =
          req.deadline ?? (retryAfter === undefined ? Infinity : clock.now() + MAX_RETRY_AFTER_MS);
        if (clock.now() + delay > latest) throw error;
        try {
          await clock.sleep(delay, req.signal);
        } catch {
          throw abortedError(req.action);
        }
      }
    }
  }

  private async attempt(req: HttpRequest, attempt: number): Promise<ProviderAnswer> {
    const { clock } = this.config;
    if (req.signal?.aborted) throw abortedError(req.action);
    let timeout = req.timeout ?? this.config.timeout;
    if (req.deadline !== undefined)
      timeout = Math.max(1, Math.min(timeout, req.deadline - clock.now()));

    const cancel = new RequestCancel();
    const onAbort = () => cancel.abort(false);
    req.signal?.addEventListener("abort", onAbort, { once: true });
    const expiry = this.timeouts.schedule(timeout, () => cancel.abort(true));

    let answer: ProviderAnswer;
    try {
      answer = await this.send({
        method: req.method,
        // Set on the URL itself, so that a parameter a `next` link carries is replaced, not repeated.
        url: withQuery(this.url(req.url), req.query),
        headers: this.headers(req),
        body: bodyOf(req),
        cancel,
      });
    } catch (error) {
      if (req.signal?.aborted) throw abortedError(req.action);
      if (error instanceof AnswerTooLarge) {
        throw new ResponseTooLargeError(
          `The answer was larger than maxResponseBytes (${this.config.maxResponseBytes} bytes) while trying to ${req.action}; ` +
            "it was not read. Raise maxResponseBytes, or for a crawl or batch read it a page at a time with a smaller limit.",
          this.config.maxResponseBytes,
        );
      }
      if (error instanceof HiddenRedirect) throw redirectRefused(req, 0, {});
      // An axios error holds the request config, key included; keep only what explains the failure.
      const cause = describeTransportError(error);
      if (cancel.timedOut) {
        throw new TimeoutError(
          `Request timed out after ${timeout} ms while trying to ${req.action}.`,
          0,
          undefined,
          {
            cause,
          },
        );
      }
      throw new ConnectionError(noResponseMessage(req.action), 0, undefined, { cause });
    } finally {
      this.timeouts.cancel(expiry);
      req.signal?.removeEventListener("abort", onAbort);
    }

    return this.interpret(req, answer, attempt);
  }

  private interpret(req: HttpRequest, raw: ProviderAnswer, attempt: number): ProviderAnswer {
    if (REDIRECT_STATUSES.has(raw.status)) throw redirectRefused(req, raw.status, raw.headers);
    const text = typeof raw.body === "string" ? raw.body : "";
    const ok = raw.status >= 200 && raw.status < 300;
    let body: unknown = text;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      const salvaged = ok ? req.salvage?.(text) : undefined;
      if (salvaged !== undefined) return { ...raw, body: salvaged };
      if (ok) {
        throw new InvalidResponseError(
          `Received an answer that is not valid JSON while trying to ${req.action} (HTTP ${raw.status}).`,
          raw.status,
          undefined,
          { headers: raw.headers, body: text, requestId: requestIdOf(raw.headers) },
        );
      }
    }
    const answer = { ...raw, body };
    const envelope = body as { success?: unknown; status?: unknown } | undefined;
    if (
      ok &&
      (envelope?.success !== false ||
        (req.jobStatus === true && typeof envelope.status === "string"))
    ) {
      return answer;
    }

    if (raw.status === 409 && attempt > 0 && req.idempotencyKey !== undefined) {
      throw new IdempotencyConflictError(
        `Failed to ${req.action}. Status code: 409. Error: ${providerErrorText(body) ?? "Conflict"}. ` +
          "An earlier attempt with the same idempotency key was most likely accepted but its answer was lost: " +
          "the job has probably started (not twice) and its id is unknown.",
        req.idempotencyKey,
        {
          headers: answer.headers,
          body,
          requestId: requestIdOf(answer.headers),
          code: providerErrorCode(body),
        },
      );
    }
    // The API answers an unknown job's 404 with a JSON object; anything else (Express's "Cannot
    // POST /v2/agent" page, an empty answer) means the server has no such route, which asking
    // again cannot change.
    if (raw.status === 404 && typeof body !== "object") throw routeNotServed(req, answer);
    throw errorFromAnswer(req.action, answer, this.config.clock.now());
  }

  /** The client's headers: JSON when there is a body, the bearer key if any, the idempotency key. */
  baseHeaders(json: boolean, idempotencyKey?: string): Record<string, string> {
    const headers: Record<string, string> = {};
    if (json) headers["Content-Type"] = "application/json";
    if (this.config.apiKey !== "") headers["Authorization"] = `Bearer ${this.config.apiKey}`;
    if (idempotencyKey !== undefined) headers["x-idempotency-key"] = idempotencyKey;
    return headers;
  }

  private headers(req: HttpRequest): Record<string, string> {
    const json = req.body !== undefined && !isForm(req.body);
    return { ...this.baseHeaders(json, req.idempotencyKey), ...req.headers };
  }
}

/**
 * How one request is cancelled, by its timeout or by the caller's signal: what axios's own adapters
 * take as `signal` (its `GenericAbortSignal`: `aborted` and `abort` listeners), without an
 * `AbortController`. A controller and its signal cost about 5 µs a request on Node 20 (measured
 * alone, 200,000 times), nearly all of what this client adds to axios's own work per request. The
 * fetch transport, which needs a real signal, asks for one (`toAbortSignal`).
 */
class RequestCancel implements RequestCancelSignal {
  aborted = false;
  /** True when the timeout, not the caller, cancelled the request. */
  timedOut = false;
  private listeners: (() => void)[] | undefined;

  addEventListener(type: string, listener: () => void): void {
    if (type === "abort") (this.listeners ??= []).push(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    const index = type === "abort" ? (this.listeners?.indexOf(listener) ?? -1) : -1;
    if (index >= 0) this.listeners?.splice(index, 1);
  }

  abort(timedOut: boolean): void {
    if (this.aborted) return;
    this.aborted = true;
    this.timedOut = timedOut;
    const listeners = this.listeners ?? [];
    this.listeners = undefined;
    for (const listener of listeners) listener();
  }

  /** A real AbortSignal that follows this cancel, for a transport that needs one. */
  toAbortSignal(): AbortSignal {
    const controller = new AbortController();
    if (this.aborted) controller.abort();
    else this.addEventListener("abort", () => controller.abort());
    return controller.signal;
  }
}

// Transport failures that happen before any connection exists: the request cannot have arrived.
const NOT_CONNECTED_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** True when the provider cannot have received the request (no connection, or cut before sent). */
function neverArrived(error: ConnectionError): boolean {
  if (error instanceof TimeoutError) return false;
  const cause = error.cause as TransportFailure | undefined;
  if (cause === undefined) return false;
  return (cause.code !== undefined && NOT_CONNECTED_CODES.has(cause.code)) || cause.sent === false;
}

function isRetryable(error: FirecrawlError, req: HttpRequest): boolean {
  if (
    error instanceof AbortedError ||
    error instanceof ResponseTooLargeError ||
    error instanceof RedirectRefusedError
  )
    return false;
  const status = error.statusCode;
  const guarded = req.method !== "POST" || req.idempotencyKey !== undefined;
  const mode = req.retryMode ?? (guarded ? "idempotent" : "unsafe");
  if (mode === "unsafe" && req.retryUnsafe !== true) {
    if (error instanceof ConnectionError) return neverArrived(error);
    // A 2xx that could not be read was accepted; 429 and 503 say the provider took nothing on.
    return status === 429 || status === 503;
  }
  if (error instanceof ConnectionError || error instanceof InvalidResponseError) return true;
  return status === 408 || status === 429 || status >= 500;
}

function isForm(body: object): body is FormData {
  return typeof FormData !== "undefined" && body instanceof FormData;
}

/** JSON as text; a form as it is, for the transport to write with its own content type. */
function bodyOf(req: HttpRequest): string | FormData | undefined {
  if (req.body === undefined) return undefined;
  return isForm(req.body) ? req.body : JSON.stringify(req.body);
}

export function flattenHeaders(headers: unknown): Headers {
  const source = headers as { toJSON?: () => Record<string, unknown> } & Record<string, unknown>;
  const flat: Headers = {};
  for (const [name, value] of Object.entries(source.toJSON ? source.toJSON() : source)) {
    if (value === undefined || value === null) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return flat;
}

/** What a transport failure says, without the request config (and so without the key). */
interface TransportFailure {
  code?: string;
  message: string;
  /** false when Node's request was never fully written: the server cannot have acted on it. */
  sent?: boolean;
}

function describeTransportError(error: unknown): TransportFailure {
  if (typeof error === "object" && error !== null) {
    const { code, message, request, cause } = error as {
      code?: unknown;
      message?: unknown;
      request?: { writableFinished?: unknown };
      // Node's fetch: a TypeError "fetch failed" whose cause holds the system error's code.
      cause?: { code?: unknown } | null;
    };
    const finished = request?.writableFinished;
    const systemCode = typeof code === "string" ? code : cause?.code;
    return {
      ...(typeof systemCode === "string" ? { code: systemCode } : {}),
      message: typeof message === "string" ? message : "Network error",
      ...(typeof finished === "boolean" ? { sent: finished } : {}),
    };
  }
  return { message: String(error) };
}

/** The redirects a server may answer with; the client follows none of them. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A redirect's status and target; status 0 where the browser hides both (an opaque redirect). */
function redirectRefused(req: HttpRequest, status: number, headers: Headers): RedirectRefusedError {
  const location = headers["location"];
  const where =
    status === 0
      ? "a redirect (the browser hides its status and target)"
      : `a redirect (HTTP ${status}${location === undefined ? "" : ` to ${location}`})`;
  return new RedirectRefusedError(
    `Failed to ${req.action}: the server answered with ${where}, which this client does not ` +
      "follow: the API never redirects, and a redirect could carry the API key to another host. " +
      "Set apiUrl to the address the API itself answers on.",
    status,
    location,
    { headers, requestId: requestIdOf(headers) },
  );
}

function routeNotServed(req: HttpRequest, answer: ProviderAnswer): RouteNotServedError {
  const route = new URL(req.url, "http://route.invalid").pathname;
  return new RouteNotServedError(
    `Failed to ${req.action}: this server does not serve ${req.method} ${route} (its 404 is not ` +
      "the API's answer: a self-hosted server without this route, or a proxy in front of the API).",
    route,
    { headers: answer.headers, body: answer.body, requestId: requestIdOf(answer.headers) },
  );
}
