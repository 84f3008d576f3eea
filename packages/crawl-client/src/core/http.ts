import axios, { type AxiosInstance, type AxiosRequestConfig } from "axios";
import type { Clock } from "./clock.js";
import {
  abortedError,
  errorFromAnswer,
  noResponseMessage,
  type ProviderAnswer,
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
  TimeoutError,
} from "./errors.js";
import { withQuery } from "./job-urls.js";
import { MAX_RETRY_AFTER_MS, retryDelay } from "./retry.js";

/**
 * Which failures a request may be retried on.
 * - `always`: reads, and writes that cannot create anything twice (scrape, search, map, job starts
 *   guarded by an idempotency key the API enforces).
 * - `before-processing`: job starts the API does not deduplicate; retried only when the provider
 *   provably did not act (connection refused, 408, 429).
 */
type RetryMode = "always" | "before-processing";

export interface HttpRequest {
  method: "GET" | "POST" | "DELETE";
  /** A path under the API (`/v1/scrape`) or an absolute URL already checked to be on the API origin. */
  url: string;
  /** Completes the catalogue's messages: "Failed to {action}…". */
  action: string;
  body?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  idempotencyKey?: string;
  /** Sent over the client's own headers, on the API origin only. */
  headers?: Record<string, string>;
  retryMode?: RetryMode;
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
  adapter?: AxiosRequestConfig["adapter"];
}

export class HttpClient {
  private readonly axios: AxiosInstance;

  constructor(private readonly config: HttpClientConfig) {
    this.axios = axios.create({
      ...(config.adapter === undefined ? {} : { adapter: config.adapter }),
      // Answers are parsed here so that a malformed body is a typed error, not a crash later.
      responseType: "text",
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      // A redirect could carry the key to another host; the API never redirects.
      maxRedirects: 0,
      maxContentLength: Infinity,
      maxBodyLength: Infinity,
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
        if (attempt >= maxRetries || !isRetryable(error, req.retryMode ?? "always")) throw error;
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

    const controller = new AbortController();
    const onAbort = () => controller.abort();
    req.signal?.addEventListener("abort", onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);

    let answer: ProviderAnswer;
    try {
      const response = await this.axios.request<string>({
        method: req.method,
        // Set on the URL rather than as axios params, which would repeat a parameter a `next` link carries.
        url: withQuery(this.url(req.url), req.query),
        data: req.body,
        headers: this.headers(req),
        signal: controller.signal,
      });
      answer = {
        status: response.status,
        headers: flattenHeaders(response.headers),
        body: response.data,
      };
    } catch (error) {
      if (req.signal?.aborted) throw abortedError(req.action);
      // The axios error holds the request config, key included; keep only what explains the failure.
      const cause = describeTransportError(error);
      if (timedOut) {
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
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
    }

    return this.interpret(req, answer, attempt);
  }

  private interpret(req: HttpRequest, raw: ProviderAnswer, attempt: number): ProviderAnswer {
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
        { headers: answer.headers, body, requestId: requestIdOf(answer.headers) },
      );
    }
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
    return { ...this.baseHeaders(req.body !== undefined, req.idempotencyKey), ...req.headers };
  }
}

function isRetryable(error: FirecrawlError, mode: RetryMode): boolean {
  if (error instanceof AbortedError) return false;
  const status = error.statusCode;
  if (mode === "before-processing") {
    if (error instanceof TimeoutError) return false;
    if (error instanceof ConnectionError)
      return (error.cause as { code?: string } | undefined)?.code === "ECONNREFUSED";
    return status === 408 || status === 429;
  }
  if (error instanceof ConnectionError || error instanceof InvalidResponseError) return true;
  return status === 408 || status === 429 || status >= 500;
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

function describeTransportError(error: unknown): { code?: string; message: string } {
  if (typeof error === "object" && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      ...(typeof code === "string" ? { code } : {}),
      message: typeof message === "string" ? message : "Network error",
    };
  }
  return { message: String(error) };
}
