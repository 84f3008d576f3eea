// The v2 surface shared by the Node and browser entries.
export type * from "./types.js";
export { Watcher } from "./watcher.js";
export type { WatcherEvents, WatcherOptions } from "./watcher.js";
export { ResearchClient } from "./research-client.js";
export type * from "./shapes/agents.js";
export type * from "./shapes/developer.js";
export type * from "./shapes/feedback.js";
export type * from "./shapes/monitor.js";
export type * from "./shapes/parse.js";
export type * from "./shapes/research.js";
export type * from "./shapes/sessions.js";
export type * from "./shapes/support.js";
export type * from "./shapes/team.js";
export type * from "./shapes/tools.js";
