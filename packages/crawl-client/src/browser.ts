// Browser and edge entry: nothing Node-only is reachable from here; the watcher uses the global WebSocket.
import { FirecrawlAppBase } from "./client.js";
import type { FirecrawlAppConfig } from "./core/config.js";

export class FirecrawlApp extends FirecrawlAppBase {
  constructor(config: FirecrawlAppConfig = {}) {
    super(config);
  }
}

export default FirecrawlApp;
export * from "./public.js";
