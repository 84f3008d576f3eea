import type { RequestOptions } from "../core/config.js";
import type { DocumentLedger } from "../jobs/ledger.js";
import type { ApiVersion } from "../jobs/routes.js";
import type { WatchTimeouts, WebSocketConstructor } from "../core/socket.js";

export {
  DEFAULT_WATCH_TIMEOUTS,
  type WatchTimeouts,
  type WebSocketConstructor,
  type WebSocketLike,
} from "../core/socket.js";

/** Where a client keeps the WebSocket implementation its watchers use. */
export const WEB_SOCKET_IMPL = Symbol.for("@keystone/crawl-client/WebSocket");

/** Where a client keeps the HTTP fallback its watchers use when the socket is lost. */
export const RESUME_DOCUMENTS = Symbol.for("@keystone/crawl-client/resumeDocuments");

export type WatchedJobKind = "crawl" | "batch";

/** Where a client keeps the API version of its watchers' socket (`/v1/crawl/{id}` or `/v2/crawl/{id}`). */
export const WATCH_API_VERSION = Symbol.for("@keystone/crawl-client/watchApiVersion");

/** Where a client keeps its watchers' default connect and idle timeouts. */
export const WATCH_TIMEOUTS = Symbol.for("@keystone/crawl-client/watchTimeouts");

/** Where a client keeps the largest socket message its watchers take: its `maxResponseBytes`. */
export const WATCH_MAX_MESSAGE_BYTES = Symbol.for("@keystone/crawl-client/watchMaxMessageBytes");

/**
 * The job's documents over HTTP, from the `skip`-th on, until the job ends, leaving out those
 * `seen` already knows (and recording the rest there); `options.signal` is the watcher's own, so
 * that closing the watcher stops the requests and the polling at once.
 */
export type ResumeDocuments = (
  id: string,
  kind: WatchedJobKind,
  skip: number,
  options: RequestOptions & { pollInterval?: number },
  seen: DocumentLedger,
) => AsyncIterable<unknown, unknown>;

export interface WatchableApp {
  apiUrl: string;
  apiKey: string;
  [WEB_SOCKET_IMPL]?: WebSocketConstructor | undefined;
  [RESUME_DOCUMENTS]?: ResumeDocuments | undefined;
  [WATCH_TIMEOUTS]?: WatchTimeouts | undefined;
  [WATCH_API_VERSION]?: ApiVersion | undefined;
  [WATCH_MAX_MESSAGE_BYTES]?: number | undefined;
}
