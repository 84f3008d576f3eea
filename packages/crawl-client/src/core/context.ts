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
