// Browser and edge entry: nothing Node-only, and no axios, is reachable from here. The clients run on
// their default runtime (core/runtime.ts): requests over fetch, the watchers on the global WebSocket.
import { FirecrawlAppBase } from "./client.js";
import type { FirecrawlAppConfig } from "./core/config.js";
import { FirecrawlClient } from "./v2-browser.js";
import type { FirecrawlClientInput } from "./v2/types.js";
import { lazyV1Client } from "./v1-under-v2.js";

/** The v1 client (`@mendable/firecrawl-js` 1.x's `FirecrawlApp`). */
export class FirecrawlApp extends FirecrawlAppBase {
  constructor(config: FirecrawlAppConfig = {}) {
    super(config);
  }
}

/** The v2 client with the v1 client under `.v1`, built on first use with the same options. */
export class Firecrawl extends FirecrawlClient {
  // A private field, so that neither JSON nor inspection shows the options it holds (the key).
  readonly #v1: () => FirecrawlApp;

  constructor(input: FirecrawlClientInput = {}) {
    super(input);
    this.#v1 = lazyV1Client(input, (config) => new FirecrawlApp(config));
  }

  get v1(): FirecrawlApp {
    return this.#v1();
  }
}

export { FirecrawlApp as FirecrawlAppV1, FirecrawlClient };
export default Firecrawl;
export * from "./public.js";
export * from "./v2/public.js";
