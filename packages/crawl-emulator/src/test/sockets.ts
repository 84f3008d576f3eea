import WebSocket from "ws";

export interface WatchSession {
  messages: { type: string; data?: unknown; error?: string }[];
  code: number;
  reason: string;
}

/**
 * Opens the crawl WebSocket and collects every message until the socket closes; an upgrade the
 * server refuses rejects with the HTTP status it answered.
 */
export function watchCrawl(
  url: string,
  id: string,
  options: { protocols?: string[]; headers?: Record<string, string>; version?: "v1" | "v2" } = {},
): Promise<WatchSession> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${url.replace(/^http/, "ws")}/${options.version ?? "v1"}/crawl/${id}`,
      options.protocols ?? [],
      {
        headers: options.headers,
      },
    );
    const messages: WatchSession["messages"] = [];
    socket.on("message", (data) => messages.push(JSON.parse(String(data))));
    socket.on("close", (code, reason) => resolve({ messages, code, reason: reason.toString() }));
    socket.on("unexpected-response", (_request, response) => {
      reject(new Error(`upgrade refused with ${response.statusCode}`));
      socket.terminate();
    });
    socket.on("error", reject);
  });
}
