import * as z from "zod/mini";
import { type Clock, systemClock } from "./clock.js";
import { FirecrawlError, ValidationError } from "./errors.js";
import { validateInput } from "./validate.js";
import { FETCH_RUNTIME, type Runtime } from "./runtime.js";
import { DEFAULT_WATCH_TIMEOUTS, type WebSocketConstructor } from "./socket.js";
import type { HttpAdapter, TransportFactory } from "./transport.js";

const CLOUD_API_URL = "https://api.firecrawl.dev";
const CLOUD_HOST = "api.firecrawl.dev";

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_POLL_INTERVAL_S = 2;
/** Without a `maxWait`: how long a wait goes on without progress (see `maxWait`). */
export const DEFAULT_MAX_WAIT_MS = 30 * 60_000;
/**
 * Well above the provider's own 10 MiB status pages, well below what would strain a process; the
 * watcher's socket takes messages up to the same size (`ws` would take 100 MiB, a browser any).
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export interface FirecrawlAppConfig {
  /** Sent as `Authorization: Bearer <key>`. Required for the cloud API; optional for a self-hosted one. */
  apiKey?: string | null;
  /** Default `https://api.firecrawl.dev`. Trailing slashes and a trailing `/v1` are removed. */
  apiUrl?: string | null;
  /** Per-request timeout in ms when the request body sets none. Default 60 000. */
  timeout?: number;
  /**
   * Retries of one request. Reads (status checks, errors, cancel) are retried on connection
   * errors, 408, 429 and 5xx; requests that may start paid work only where the provider cannot
   * have accepted them (see `retryUnsafe`). Default 2.
   */
  maxRetries?: number;
  /**
   * Also retry scrape, search, map, extract, deep research, llms.txt and key-less crawl and batch
   * starts after a timeout, a connection lost once the request was sent, 408 or a 5xx other than
   * 503. The provider may already be doing the work, so a retry can be billed twice. Default false.
   */
  retryUnsafe?: boolean;
  /**
   * Largest answer read, in bytes; a larger one ends with `ResponseTooLargeError` instead of
   * filling memory. Also the largest message the watcher's socket takes (`ws`'s `maxPayload`):
   * a larger one closes the socket, and the watch finishes over HTTP, a page at a time. Default
   * 64 MiB (the provider's status pages stop at 10 MiB; its socket's first message holds every
   * document so far).
   */
  maxResponseBytes?: number;
  /**
   * Send the API key over plain `http://` to a host other than loopback. Default false: the
   * constructor refuses, since anyone on the way could read the key.
   */
  allowInsecureKey?: boolean;
  /** ms the watcher's socket may take to open before the watcher finishes over HTTP. Default 30 000. */
  watchConnectTimeout?: number;
  /** ms the watcher's socket may stay silent before the watcher finishes over HTTP. Default 120 000. */
  watchIdleTimeout?: number;
  /** Crawl and batch polling interval in **seconds** (as the reference's argument); never under 2. Default 2. */
  pollInterval?: number;
  /**
   * Longest wait for a job to finish, in ms, before `DeadlineExceededError`. Without one, a crawl
   * or batch is waited for as long as it makes progress: the wait ends once 30 minutes pass with no
   * new document and no rise in its count (or at the provider's 24-hour job lifetime), so a long
   * crawl that keeps scraping is followed to its end; an extract or agent job, 30 minutes.
   */
  maxWait?: number;
  /**
   * The client's default caps of every read that follows a list's pages (see
   * `RequestOptions.pageCap`); a call's own `pageCap` replaces it. Default 10,000 pages after the
   * first and 100,000 items.
   */
  pageCap?: PageCap;
  /**
   * The HTTP transport. Default: axios on Node's `http` in the Node build; `fetch` in the browser
   * and edge build, which takes no other. `"fetch"` is the client's own fetch transport in both.
   */
  adapter?: HttpAdapter;
  /** WebSocket implementation for `CrawlWatcher`. Default: `ws` on Node, the global one elsewhere. */
  WebSocket?: WebSocketConstructor;
  /** Time source; tests inject a fake one so that polling and backoff run instantly. */
  clock?: Clock;
  /** Random source of the retry jitter, in [0, 1). */
  random?: () => number;
}

/** Per-call overrides, accepted as the last argument of every method. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Per-request timeout in ms. */
  timeout?: number;
  maxRetries?: number;
  /** Longest wait for a job to finish, in ms. */
  maxWait?: number;
  /** Overrides the client's `retryUnsafe` for this call. */
  retryUnsafe?: boolean;
  /**
   * The most a read that follows a list's pages reads before it throws `PaginationLimitError`:
   * `pages` followed after the first (default 10,000) and `items` gathered or yielded (default
   * 100,000). It holds for the methods that gather a whole list into memory and for the `for await`
   * pagers alike, so that a server whose links never end cannot keep either reading for ever.
   */
  pageCap?: PageCap;
}

/** Caps of a read that follows a list's pages (see `RequestOptions.pageCap`). */
export interface PageCap {
  pages?: number;
  items?: number;
}

/** How far a crawl or batch has come, as its status answers say. */
export interface JobProgress {
  status: string;
  completed: number;
  total: number;
}

/**
 * Told after every status check of a wait, the last time with the final status. An exception it
 * throws ends the wait with that exception (the job itself keeps running: cancel it if need be).
 */
export type ProgressListener = (progress: JobProgress) => void;

/** A polled wait's status checks meeting no answer, as `OutagePatience.onUnanswered` hears it. */
export interface OutageReport {
  /** When the first unanswered check of this outage failed, on the client's clock (ms). */
  since: number;
  /** Unanswered checks in a row so far. */
  failures: number;
  /** How long until the next check, in ms. */
  retryInMs: number;
  /** The last check's error: a `ConnectionError` (or `TimeoutError`), or a 502, 503 or 504. */
  error: FirecrawlError;
}

/**
 * How a polled wait rides out an outage of the provider (see `JobWaitControls.outage`): checks
 * 2, 4, 8… s apart (with jitter, never under the poll interval), capped at `maxDelayMs`.
 */
export interface OutagePatience {
  /**
   * How long, from the first unanswered check, the wait keeps asking, in ms. Past it the wait
   * ends with the last check's error, as without `outage`.
   */
  patienceMs: number;
  /** Longest delay between two checks of an outage, in ms. Default `OUTAGE_MAX_DELAY_MS`. */
  maxDelayMs?: number;
  /** Told after every unanswered check, before the wait sleeps. */
  onUnanswered?: (report: OutageReport) => void;
  /** Told once when a check is answered again (whatever the answer) after unanswered ones. */
  onAnswered?: () => void;
}

/** How a caller who starts a crawl or batch and waits for it follows and ends the job. */
export interface JobWaitControls {
  /**
   * Told how far the job has come: after every status check, or over the crawl's WebSocket as
   * documents arrive (see `watch`); the last time with the final status.
   */
  onProgress?: ProgressListener;
  /** Told the job's id once the provider has started it, before the first status check. */
  onStarted?: (jobId: string) => void;
  /**
   * Cancel the job at the provider when the wait ends before the job did: the signal aborted,
   * the deadline passed, status checks kept failing, or a listener threw. The cancel is sent and
   * not awaited; its failure is ignored. With it, an abort while the start request is in flight
   * does not abort that request (the provider may have accepted it): the call rejects at once
   * with `AbortedError` and the job is cancelled as soon as its id arrives. A function decides
   * for a job whose id `onStarted` told, when the wait is abandoned: false where the caller has
   * sent a cancel of its own (say, a `keepalive` one as a page unloads). Default false, as the
   * reference: the job keeps running, and its id is in the error.
   */
  cancelOnAbandon?: boolean | ((jobId: string) => boolean);
  /**
   * With `onProgress`, follow a crawl over its WebSocket (each document moved once, however the
   * server pages) and finish over HTTP if the socket is lost. Default true where a WebSocket
   * implementation exists; false polls the status route. Batches are always polled: the API has
   * no batch socket.
   */
  watch?: boolean;
  /**
   * Keep polling through an outage: a status check that meets no answer (a connection error, a
   * timeout) or a 502, 503 or 504 is asked again with exponential backoff and jitter (from the
   * poll interval, doubling, capped at `maxDelayMs`) for `patienceMs` from the first one, rather
   * than three failed checks in a row ending the wait. Other failures keep the three-checks rule;
   * 400, 401, 402, 403 and the job's own failure end the wait at once as before. Applies to
   * polled status checks (`watch: false`, batches); default none.
   */
  outage?: OutagePatience;
}

/** Per-call overrides of a method that waits for a crawl or batch to finish. */
export interface WaitOptions extends RequestOptions, JobWaitControls {}

export interface ResolvedConfig {
  apiKey: string;
  apiUrl: string;
  timeout: number;
  maxRetries: number;
  pollInterval: number;
  /** Undefined: none given (see FirecrawlAppConfig.maxWait). */
  maxWait: number | undefined;
  retryUnsafe: boolean;
  pageCap: PageCap | undefined;
  maxResponseBytes: number;
  watchConnectTimeout: number;
  watchIdleTimeout: number;
  adapter: HttpAdapter | undefined;
  transport: TransportFactory;
  WebSocket: WebSocketConstructor | undefined;
  clock: Clock;
  random: () => number;
}

const positive = z.optional(z.number().check(z.positive()));
// zod 4 numbers are finite: NaN and Infinity are refused too.
export const requestOptionsSchema = z.object({
  timeout: positive,
  maxRetries: z.optional(z.int().check(z.minimum(0), z.maximum(10))),
  maxWait: positive,
  retryUnsafe: z.optional(z.boolean()),
  pageCap: z.optional(
    z.object({
      pages: z.optional(z.int().check(z.minimum(0))),
      items: z.optional(z.int().check(z.minimum(0))),
    }),
  ),
});
const configSchema = z.extend(requestOptionsSchema, {
  pollInterval: z.optional(z.number().check(z.minimum(0))),
  maxResponseBytes: z.optional(z.int().check(z.positive())),
  allowInsecureKey: z.optional(z.boolean()),
  watchConnectTimeout: positive,
  watchIdleTimeout: positive,
});

/** Checks the numbers of a configuration or of per-call options, naming the first bad one. */
export function checkNumbers(
  input: Record<string, unknown>,
  schema: z.core.$ZodType = configSchema,
): void {
  validateInput(schema, input, "");
}

export function normaliseApiUrl(apiUrl: string): string {
  let url: URL;
  try {
    url = new URL(apiUrl.trim());
  } catch {
    throw new ValidationError(`Invalid apiUrl: ${JSON.stringify(apiUrl)} is not a URL`, "apiUrl");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ValidationError(`Invalid apiUrl: ${url.protocol} is not http or https`, "apiUrl");
  }
  if (url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    throw new ValidationError(
      "Invalid apiUrl: it may not carry credentials, a query or a fragment",
      "apiUrl",
    );
  }
  const path = url.pathname.replace(/\/+$/, "").replace(/\/v[12]$/, "");
  return `${url.origin}${path}`;
}

function isCloud(apiUrl: string): boolean {
  return new URL(apiUrl).hostname === CLOUD_HOST;
}

/** Hosts whose traffic never leaves the machine: a key sent there over http:// is not exposed. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    /^::ffff:127\./.test(host)
  );
}

/** Refuses to send a key in plaintext anywhere but loopback, unless the caller says so. */
function checkKeyTransport(apiUrl: string, apiKey: string, allowInsecureKey: boolean): void {
  const url = new URL(apiUrl);
  if (apiKey === "" || url.protocol !== "http:" || allowInsecureKey || isLoopback(url.hostname))
    return;
  throw new ValidationError(
    `Refusing to send the API key over plain http:// to ${url.host}: anyone on the way could read it. ` +
      "Use https://, leave the key out (a self-hosted server without authentication needs none), " +
      "or pass allowInsecureKey: true if the network is yours.",
    "allowInsecureKey",
  );
}

export function resolveConfig(
  config: FirecrawlAppConfig,
  runtime: Runtime = FETCH_RUNTIME,
): ResolvedConfig {
  checkNumbers(config as Record<string, unknown>);
  const apiUrl = normaliseApiUrl(config.apiUrl ?? CLOUD_API_URL);
  const apiKey = typeof config.apiKey === "string" ? config.apiKey.trim() : "";
  if (apiKey === "" && isCloud(apiUrl)) throw new FirecrawlError("No API key provided", 401);
  checkKeyTransport(apiUrl, apiKey, config.allowInsecureKey === true);
  return {
    apiKey,
    apiUrl,
    timeout: config.timeout ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    pollInterval: config.pollInterval ?? DEFAULT_POLL_INTERVAL_S,
    maxWait: config.maxWait,
    retryUnsafe: config.retryUnsafe ?? false,
    pageCap: config.pageCap,
    maxResponseBytes: config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    watchConnectTimeout: config.watchConnectTimeout ?? DEFAULT_WATCH_TIMEOUTS.connectTimeout,
    watchIdleTimeout: config.watchIdleTimeout ?? DEFAULT_WATCH_TIMEOUTS.idleTimeout,
    adapter: config.adapter,
    transport: runtime.transport,
    WebSocket: config.WebSocket ?? runtime.WebSocket,
    clock: config.clock ?? systemClock,
    random: config.random ?? Math.random,
  };
}
