// What a client's configuration says about its watchers' socket. It lives in core, beside the
// configuration that sets it, so that the watcher depends on core and never the other way round.

/** The slice of the WHATWG WebSocket API the watcher uses; `ws` and browsers both provide it. */
export interface WebSocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/**
 * `options` are `ws`'s: a message over `maxPayload` bytes closes the socket (code 1009) before it
 * is held whole. Browsers' WebSocket ignores them; the watcher then drops such a message itself.
 */
export type WebSocketConstructor = new (
  url: string,
  protocols?: string | string[],
  options?: { maxPayload?: number },
) => WebSocketLike;

export interface WatchTimeouts {
  /** ms the socket may take to open. */
  connectTimeout: number;
  /** ms the socket may stay silent. */
  idleTimeout: number;
}

/**
 * 30 s to open; 2 minutes of silence (the provider's socket reports at least every few seconds
 * while a crawl runs). After either, the watcher finishes over HTTP.
 */
export const DEFAULT_WATCH_TIMEOUTS: WatchTimeouts = {
  connectTimeout: 30_000,
  idleTimeout: 120_000,
};
