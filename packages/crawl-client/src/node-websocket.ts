// Node 20 has no global WebSocket, so the Node entries give the watchers `ws`. It implements the
// WHATWG API the watchers need; its event types are only nominally different.
import WebSocket from "ws";
import type { WebSocketConstructor } from "./watcher/websocket.js";

export const NodeWebSocket = WebSocket as unknown as WebSocketConstructor;
