// Node entry: Node 20 has no global WebSocket, so the watcher uses `ws` here.
import WebSocket from "ws";
import { FirecrawlAppBase } from "./client.js";
import type { FirecrawlAppConfig } from "./core/config.js";
import type { WebSocketConstructor } from "./watcher/websocket.js";

export class FirecrawlApp extends FirecrawlAppBase {
  constructor(config: FirecrawlAppConfig = {}) {
    // ws implements the WHATWG API the watcher needs; its event types are only nominally different.
    super(config, WebSocket as unknown as WebSocketConstructor);
  }
}

export default FirecrawlApp;
export * from "./public.js";
