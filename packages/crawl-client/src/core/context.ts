import type { Clock } from "./clock.js";
import type {
  OutagePatience,
  PageCap,
  RequestOptions,
  ResolvedConfig,
  WaitOptions,
} from "./config.js";
import { checkNumbers, DEFAULT_MAX_WAIT_MS, requestOptionsSchema } from "./config.js";
import { ValidationError } from "./errors.js";
import { HttpClient } from "./http.js";

/** What every resource function needs: the transport, the clock and the resolved configuration. */
export interface ClientContext {
  http: HttpClient;
  clock: Clock;
  config: ResolvedConfig;
}

/** The transport and settings one client (of either API version) runs on. */
export function createContext(resolved: ResolvedConfig): ClientContext {
  const http = new HttpClient({
    apiUrl: resolved.apiUrl,
    apiKey: resolved.apiKey,
    timeout: resolved.timeout,
    maxRetries: resolved.maxRetries,
    clock: resolved.clock,
    random: resolved.random,
    maxResponseBytes: resolved.maxResponseBytes,
    adapter: resolved.adapter,
    transport: resolved.transport,
  });
  return { http, clock: resolved.clock, config: resolved };
}

/** Per-call settings merged over the client's, validated before any request. */
export interface CallSettings {
  signal: AbortSignal | undefined;
  timeout: number | undefined;
  maxRetries: number;
  /** The caller's or the client's `maxWait`, else the default. */
  maxWait: number;
  /**
   * Neither the call nor the client set `maxWait`: a crawl or batch wait then counts `maxWait` from
   * the job's last progress (see `progressed`), up to the job's lifetime.
   */
  maxWaitFromProgress: boolean;
  retryUnsafe: boolean;
  /** The caller's caps of a read that gathers every page (see `PaginationGuard`). */
  pageCap: PageCap | undefined;
  /** A wait's patience through an outage (`WaitOptions.outage`); undefined for other calls. */
  outage: OutagePatience | undefined;
}

export function callSettings(
  ctx: ClientContext,
  options: RequestOptions | WaitOptions | undefined,
): CallSettings {
  // Most calls pass no options: nothing to check, and no parse on every request.
  if (options !== undefined) checkNumbers({ ...options }, requestOptionsSchema);
  const maxWait = options?.maxWait ?? ctx.config.maxWait;
  return {
    signal: options?.signal,
    timeout: options?.timeout,
    maxRetries: options?.maxRetries ?? ctx.config.maxRetries,
    maxWait: maxWait ?? DEFAULT_MAX_WAIT_MS,
    maxWaitFromProgress: maxWait === undefined,
    retryUnsafe: options?.retryUnsafe ?? ctx.config.retryUnsafe,
    pageCap: options?.pageCap ?? ctx.config.pageCap,
    outage:
      options !== undefined && "outage" in options ? checkedOutage(options.outage) : undefined,
  };
}

/** The caller's outage patience, its numbers checked before any request. */
function checkedOutage(outage: OutagePatience | undefined): OutagePatience | undefined {
  if (outage === undefined) return undefined;
  const { patienceMs, maxDelayMs } = outage;
  if (!Number.isFinite(patienceMs) || patienceMs < 0)
    throw new ValidationError("outage.patienceMs must be a number of ms, 0 or more", "outage");
  if (maxDelayMs !== undefined && (!Number.isFinite(maxDelayMs) || maxDelayMs <= 0))
    throw new ValidationError("outage.maxDelayMs must be a positive number of ms", "outage");
  return outage;
}

/** The caps of a read that follows links: the call's `pageCap`, else the client's (see `PaginationGuard`). */
export function pageCapOf(ctx: ClientContext, options: RequestOptions | undefined): PageCap {
  return options?.pageCap ?? ctx.config.pageCap ?? {};
}

/** The API's extra time on top of a timeout the request itself carries. */
const TIMEOUT_MARGIN_MS = 5_000;

/** Client timeout of a request whose body may carry the server-side `timeout`: that plus 5 s. */
export function requestTimeout(settings: CallSettings, bodyTimeout: unknown): number | undefined {
  if (settings.timeout !== undefined) return settings.timeout;
  return typeof bodyTimeout === "number" && bodyTimeout > 0
    ? bodyTimeout + TIMEOUT_MARGIN_MS
    : undefined;
}
