import { resolveConfig, type FirecrawlAppConfig, type ResolvedConfig } from "./core/config.js";
import type { ClientContext } from "./core/context.js";
import { HttpClient } from "./core/http.js";
import { VERSION } from "./core/version.js";
import type { WebSocketConstructor } from "./watcher/websocket.js";

/**
 * The Firecrawl v1 client. Method names and positional signatures follow `@mendable/firecrawl-js` v1;
 * every method also takes per-call `RequestOptions` as its last argument.
 */
export class FirecrawlAppBase {
  declare readonly apiKey: string;
  readonly apiUrl: string;
  /** This client's version, as sent in every request's `origin`. */
  readonly version: string = VERSION;
  /** @internal */
  declare protected readonly context: ClientContext;

  constructor(config: FirecrawlAppConfig = {}, defaultWebSocket?: WebSocketConstructor) {
    const resolved: ResolvedConfig = resolveConfig(config, defaultWebSocket);
    // Not enumerable, so logging or serialising the client never prints the key.
    Object.defineProperty(this, "apiKey", { value: resolved.apiKey, enumerable: false });
    this.apiUrl = resolved.apiUrl;
    const http = new HttpClient({
      apiUrl: resolved.apiUrl,
      apiKey: resolved.apiKey,
      timeout: resolved.timeout,
      maxRetries: resolved.maxRetries,
      clock: resolved.clock,
      random: resolved.random,
      adapter: resolved.adapter,
    });
    Object.defineProperty(this, "context", {
      value: { http, clock: resolved.clock, config: resolved } satisfies ClientContext,
      enumerable: false,
    });
  }
}
