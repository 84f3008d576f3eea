// Browser and edge entry of the v2 client alone: nothing Node-only, no axios and nothing of the v1
// client is reachable from here; requests go over fetch and the watcher uses the global WebSocket
// (the clients' default runtime, core/runtime.ts).
import { FirecrawlClientBase } from "./v2/client.js";
import type { FirecrawlClientInput } from "./v2/types.js";

/** The v2 client (`@mendable/firecrawl-js` 4.x's `FirecrawlClient`). */
export class FirecrawlClient extends FirecrawlClientBase {
  constructor(input: FirecrawlClientInput = {}) {
    super(input);
  }
}

export default FirecrawlClient;
export * from "./v2/entry-surface.js";
