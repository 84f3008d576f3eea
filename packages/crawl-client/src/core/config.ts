import type { AxiosRequestConfig } from "axios";
import * as z from "zod/mini";
import { type Clock, systemClock } from "./clock.js";
import { FirecrawlError, ValidationError } from "./errors.js";
import { validateInput } from "../schemas/validate.js";
import type { WebSocketConstructor } from "../watcher/websocket.js";

const CLOUD_API_URL = "https://api.firecrawl.dev";
const CLOUD_HOST = "api.firecrawl.dev";

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_POLL_INTERVAL_S = 2;
const DEFAULT_MAX_WAIT_MS = 30 * 60_000;

export interface FirecrawlAppConfig {
  /** Sent as `Authorization: Bearer <key>`. Required for the cloud API; optional for a self-hosted one. */
  apiKey?: string | null;
  /** Default `https://api.firecrawl.dev`. Trailing slashes and a trailing `/v1` are removed. */
  apiUrl?: string | null;
  /** Per-request timeout in ms when the request body sets none. Default 60 000. */
  timeout?: number;
  /** Retries on connection errors, 408, 429 and 5xx. Default 2. */
  maxRetries?: number;
  /** Crawl and batch polling interval in **seconds** (as the reference's argument); never under 2. Default 2. */
  pollInterval?: number;
  /** Longest wait for a job to finish, in ms, before `DeadlineExceededError`. Default 30 minutes. */
  maxWait?: number;
  /** axios adapter, e.g. `"fetch"` on edge runtimes. Default: axios's own choice. */
  adapter?: AxiosRequestConfig["adapter"];
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
}

export interface ResolvedConfig {
  apiKey: string;
  apiUrl: string;
  timeout: number;
  maxRetries: number;
  pollInterval: number;
  maxWait: number;
  adapter: AxiosRequestConfig["adapter"] | undefined;
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
});
const configSchema = z.extend(requestOptionsSchema, {
  pollInterval: z.optional(z.number().check(z.minimum(0))),
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
  const path = url.pathname.replace(/\/+$/, "").replace(/\/v1$/, "");
  return `${url.origin}${path}`;
}

function isCloud(apiUrl: string): boolean {
  return new URL(apiUrl).hostname === CLOUD_HOST;
}

export function resolveConfig(
  config: FirecrawlAppConfig,
  defaultWebSocket?: WebSocketConstructor,
): ResolvedConfig {
  checkNumbers(config as Record<string, unknown>);
  const apiUrl = normaliseApiUrl(config.apiUrl ?? CLOUD_API_URL);
  const apiKey = typeof config.apiKey === "string" ? config.apiKey.trim() : "";
  if (apiKey === "" && isCloud(apiUrl)) throw new FirecrawlError("No API key provided", 401);
  return {
    apiKey,
    apiUrl,
    timeout: config.timeout ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
    pollInterval: config.pollInterval ?? DEFAULT_POLL_INTERVAL_S,
    maxWait: config.maxWait ?? DEFAULT_MAX_WAIT_MS,
    adapter: config.adapter,
    WebSocket: config.WebSocket ?? defaultWebSocket,
    clock: config.clock ?? systemClock,
    random: config.random ?? Math.random,
  };
}
