// Node entry of the v2 client alone (`@keystone/crawl-client/v2`): nothing of the v1 client is
// reachable from here.
import { NODE_RUNTIME } from "./node-runtime.js";
import { FirecrawlClientBase } from "./v2/client.js";
import type { FirecrawlClientInput } from "./v2/types.js";

/** The v2 client (`@mendable/firecrawl-js` 4.x's `FirecrawlClient`). */
export class FirecrawlClient extends FirecrawlClientBase {
  constructor(input: FirecrawlClientInput = {}) {
    super(input, NODE_RUNTIME);
  }
}

export default FirecrawlClient;
export * from "./v2/entry-surface.js";
