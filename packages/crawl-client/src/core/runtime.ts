// What an entry gives the clients built from it: the HTTP transport, and the watchers' WebSocket
// when the client's options name none. The browser entries use the default below, so that nothing
// of axios or `ws` is in a browser bundle; the Node entries pass theirs (src/node-runtime.ts).
import { ValidationError } from "./errors.js";
import { fetchTransport } from "./fetch-transport.js";
import type { WebSocketConstructor } from "./socket.js";
import type { TransportFactory } from "./transport.js";

export interface Runtime {
  transport: TransportFactory;
  /** Default: the global `WebSocket`. */
  WebSocket?: WebSocketConstructor;
}

/**
 * Browsers and edge runtimes: `fetch`, and the global WebSocket. `adapter` may only name fetch:
 * XMLHttpRequest can hold neither maxResponseBytes nor a refused redirect, and an adapter
 * function is one of axios's, which this build does not carry.
 */
export const FETCH_RUNTIME: Runtime = {
  transport: (options) => {
    if (options.adapter !== undefined && options.adapter !== "fetch") {
      throw new ValidationError(
        `Invalid adapter: this build sends requests over fetch only (the browser and edge build), ` +
          `so that maxResponseBytes holds and redirects are refused; ` +
          `${typeof options.adapter === "function" ? "an adapter function" : `"${options.adapter}"`} ` +
          "needs the Node build.",
        "adapter",
      );
    }
    return fetchTransport(options);
  },
};
