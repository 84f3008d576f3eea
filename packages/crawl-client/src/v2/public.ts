// The v2 surface shared by the Node and browser entries.
export type * from "./types.js";
export { Watcher } from "./watcher.js";
export type { WatcherEvents, WatcherOptions } from "./watcher.js";
