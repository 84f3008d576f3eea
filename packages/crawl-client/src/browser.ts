// Browser and edge entry: nothing Node-only is reachable from here; the watchers use the global WebSocket.
import { FirecrawlAppBase } from "./client.js";
import type { FirecrawlAppConfig } from "./core/config.js";
import { FirecrawlClient } from "./v2-browser.js";
import type { FirecrawlClientInput } from "./v2/types.js";

/** The v1 client (`@mendable/firecrawl-js` 1.x's `FirecrawlApp`). */
export class FirecrawlApp extends FirecrawlAppBase {
  constructor(config: FirecrawlAppConfig = {}) {
    super(config);
  }
}

/** The v2 client with the v1 client under `.v1`, built on first use with the same options. */
export class Firecrawl extends FirecrawlClient {
  declare private v1Client: FirecrawlApp | undefined;
  declare private readonly v1Config: FirecrawlAppConfig;

  constructor(input: FirecrawlClientInput = {}) {
    super(input);
    const { timeoutMs, ...config } = typeof input === "string" ? { apiKey: input } : input;
    // Not enumerable: it holds the key.
    Object.defineProperty(this, "v1Config", {
      value: {
        ...config,
        ...(timeoutMs === undefined || config.timeout !== undefined ? {} : { timeout: timeoutMs }),
      },
      enumerable: false,
    });
  }

  get v1(): FirecrawlApp {
    this.v1Client ??= new FirecrawlApp(this.v1Config);
    return this.v1Client;
  }
}

export { FirecrawlApp as FirecrawlAppV1, FirecrawlClient };
export default Firecrawl;
export * from "./public.js";
export * from "./v2/public.js";
