import { callSettings, type ClientContext } from "../core/context.js";
import { pagedJob } from "../jobs/kinds.js";
import type { ApiVersion } from "../jobs/routes.js";
import { streamDocuments } from "../jobs/stream.js";
import {
  RESUME_DOCUMENTS,
  type ResumeDocuments,
  WATCH_API_VERSION,
  WATCH_MAX_MESSAGE_BYTES,
  WATCH_TIMEOUTS,
  type WatchableApp,
  type WatchTimeouts,
  WEB_SOCKET_IMPL,
} from "./websocket.js";

/**
 * What a client of either API version keeps for its watchers, as non-enumerable properties: the
 * WebSocket implementation, the socket's API version, its timeouts, its largest message, and the
 * HTTP fallback (the shared job stream, at the watch's own poll interval) that finishes a watch
 * when the socket is lost.
 */
export function watcherSlots(ctx: ClientContext, version: ApiVersion): PropertyDescriptorMap {
  const resume: ResumeDocuments = (id, kind, skip, options, seen) =>
    streamDocuments(
      ctx,
      pagedJob(kind, version),
      id,
      { skip, pollInterval: options.pollInterval },
      callSettings(ctx, options),
      seen,
    );
  const timeouts: WatchTimeouts = {
    connectTimeout: ctx.config.watchConnectTimeout,
    idleTimeout: ctx.config.watchIdleTimeout,
  };
  return {
    [WEB_SOCKET_IMPL]: { value: ctx.config.WebSocket, enumerable: false },
    [RESUME_DOCUMENTS]: { value: resume, enumerable: false },
    [WATCH_TIMEOUTS]: { value: timeouts, enumerable: false },
    [WATCH_API_VERSION]: { value: version, enumerable: false },
    [WATCH_MAX_MESSAGE_BYTES]: { value: ctx.config.maxResponseBytes, enumerable: false },
  };
}

/** The watchable side of a client, for a watch the client's own wait starts. */
export function watchableApp(ctx: ClientContext, version: ApiVersion): WatchableApp {
  return Object.defineProperties(
    { apiUrl: ctx.config.apiUrl },
    {
      // Not enumerable, as on the clients: logging the object never prints the key.
      apiKey: { value: ctx.config.apiKey, enumerable: false },
      ...watcherSlots(ctx, version),
    },
  ) as WatchableApp;
}
