import type { RequestOptions } from "../core/config.js";

/** The slice of the WHATWG WebSocket API the watcher uses; `ws` and browsers both provide it. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (
  url: string,
  protocols?: string | string[],
) => WebSocketLike;

/** Where a client keeps the WebSocket implementation its watchers use. */
export const WEB_SOCKET_IMPL = Symbol.for("@keystone/crawl-client/WebSocket");

/** Where a client keeps the HTTP fallback its watchers use when the socket is lost. */
export const RESUME_DOCUMENTS = Symbol.for("@keystone/crawl-client/resumeDocuments");

export type WatchedJobKind = "crawl" | "batch";

/**
 * The job's documents over HTTP, from the `skip`-th on, until the job ends; `options.signal` is the
 * watcher's own, so that closing the watcher stops the requests and the polling at once.
 */
export type ResumeDocuments = (
  id: string,
  kind: WatchedJobKind,
  skip: number,
  options: RequestOptions,
) => AsyncIterable<unknown>;

export interface WatchableApp {
  apiUrl: string;
  apiKey: string;
  [WEB_SOCKET_IMPL]?: WebSocketConstructor | undefined;
  [RESUME_DOCUMENTS]?: ResumeDocuments | undefined;
}
