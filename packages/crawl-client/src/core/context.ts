import type { Clock } from "./clock.js";
import type { RequestOptions, ResolvedConfig } from "./config.js";
import { checkNumbers, requestOptionsSchema } from "./config.js";
import type { HttpClient } from "./http.js";

/** What every resource function needs: the transport, the clock and the resolved configuration. */
export interface ClientContext {
  http: HttpClient;
  clock: Clock;
  config: ResolvedConfig;
}

/** Per-call settings merged over the client's, validated before any request. */
export interface CallSettings {
  signal: AbortSignal | undefined;
  timeout: number | undefined;
  maxRetries: number;
  maxWait: number;
}

export function callSettings(
  ctx: ClientContext,
  options: RequestOptions | undefined,
): CallSettings {
  checkNumbers({ ...options }, requestOptionsSchema);
  return {
    signal: options?.signal,
    timeout: options?.timeout,
    maxRetries: options?.maxRetries ?? ctx.config.maxRetries,
    maxWait: options?.maxWait ?? ctx.config.maxWait,
  };
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

/** A fresh idempotency key, so that a retried job start can never start a second job. */
export function newIdempotencyKey(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (webCrypto?.randomUUID) return webCrypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (webCrypto?.getRandomValues) webCrypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
