export { startEmulator } from "./emulator.js";
export type { Emulator, EmulatorFaults, EmulatorSites } from "./emulator.js";
export type { EmulatorOptions, SiteOptions, SiteOverride, TimingOptions } from "./options.js";
export {
  DEFAULT_MAX_STORED_BYTES,
  DEFAULT_MAX_STORED_DOCUMENTS,
  DEFAULT_MAX_STORED_JOBS,
  DEFAULT_SITE,
  DEFAULT_STATUS_PAGE_BYTES,
} from "./options.js";
export { DEPLOYMENTS } from "./deployment.js";
export type { Deployment } from "./deployment.js";
export { CONTROL_TOKEN_HEADER } from "./routes/control-plane.js";
export { PARSE_MAX_FILE_BYTES } from "./http/upload.js";
export { MAX_ACTIVE_SESSIONS } from "./jobs/browser-session.js";
export { FAULT_KINDS } from "./faults.js";
export type { FaultKind, FaultRule, FiredFault } from "./faults.js";
export { ROUTE_NAMES } from "./routes/route-names.js";
export type { RouteName } from "./routes/route-names.js";
export type { EmulatorStats } from "./stats.js";
export type { DocumentMetadata, ScrapedDocument, ScrapeFormat } from "./sites/document.js";
export { WS_CLOSE } from "./websocket-stream.js";
