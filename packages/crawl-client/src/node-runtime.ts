// What the Node entries give their clients: axios on Node's `http` (or the adapter the client
// names; `"fetch"` is the client's own fetch transport, as in browsers), and `ws` for the
// watchers, since Node 20 has no global WebSocket.
import { axiosTransport } from "./core/axios-transport.js";
import { fetchTransport } from "./core/fetch-transport.js";
import type { Runtime } from "./core/runtime.js";
import { NodeWebSocket } from "./node-websocket.js";

export const NODE_RUNTIME: Runtime = {
  transport: (options) =>
    options.adapter === "fetch" ? fetchTransport(options) : axiosTransport(options),
  WebSocket: NodeWebSocket,
};
