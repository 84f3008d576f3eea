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

export interface WatchableApp {
  apiUrl: string;
  apiKey: string;
  [WEB_SOCKET_IMPL]?: WebSocketConstructor | undefined;
}
