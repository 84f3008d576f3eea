// What the v2-only entries export beside the client class: errors, v2 types, the watcher, options.
export * from "../public-errors.js";
export * from "./public.js";
export type { Clock } from "../core/clock.js";
export type {
  FirecrawlAppConfig,
  JobProgress,
  JobWaitControls,
  ProgressListener,
  RequestOptions,
} from "../core/config.js";
export type { HttpAdapter } from "../core/transport.js";
export { VERSION } from "../core/version.js";
export type { DocumentStreamOptions } from "../jobs/stream.js";
