import type { IncomingHttpHeaders } from "node:http";
import type { Deployment } from "../deployment.js";
import type { FaultInjector } from "../faults.js";
import type { ApiResponse } from "../http/responses.js";
import type { UploadedFile } from "../http/upload.js";
import type { JobStore } from "../jobs/job-store.js";
import type { WebhookPolicy } from "../jobs/webhook-targets.js";
import type { WebhookDispatcher } from "../jobs/webhooks.js";
import type { ResolvedOptions } from "../options.js";
import type { SiteRegistry } from "../sites/site-registry.js";
import type { StatsRecorder } from "../stats.js";
import type { RouteName } from "./route-names.js";

/** The state of one running emulator, shared by its routes. */
export interface EmulatorState {
  options: ResolvedOptions;
  sites: SiteRegistry;
  faults: FaultInjector;
  stats: StatsRecorder;
  jobs: JobStore;
  webhooks: WebhookDispatcher;
  /** Which webhook targets are refused, and which are called. */
  webhookPolicy: WebhookPolicy;
  /** The deployment answered like now; the control plane and `setDeployment` change it. */
  deployment: Deployment;
  /** Each team's threat-protection policy, once it saved one (the cloud's). */
  threatPolicies: Map<string, ThreatPolicy>;
}

/** A team's threat-protection policy, as `/v2/team/threat-protection` holds it. */
export interface ThreatPolicy {
  mode: "off" | "normal";
  riskScoreThreshold: number;
  blacklist: string[];
  whitelist: string[];
  blockedTlds: string[];
  failurePolicy: "open" | "closed";
  allowRequestOverrides: boolean;
  updatedAt: number;
}

export interface RouteContext {
  state: EmulatorState;
  route: RouteName;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The file of a multipart upload, on routes that take one. */
  file: UploadedFile | undefined;
  headers: IncomingHttpHeaders;
  /** The request's bearer key, already checked against the emulator's keys. */
  apiKey: string | undefined;
  /** `http://<Host header>`, so that links in answers work on whatever address the client used. */
  baseUrl: string;
  now: number;
}

export interface RouteDefinition {
  name: RouteName;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** An Express route path; its `:name` parameters become `params`. */
  path: string;
  /**
   * The deployments that serve it, when not all: elsewhere the request falls through to
   * Express's own 404 page (`Cannot GET /v2/…`), as on a server without the route.
   */
  servedOn?: readonly Deployment[];
  /** Takes a multipart upload (read after the key and faults are checked). */
  upload?: boolean;
  handle(context: RouteContext): ApiResponse | Promise<ApiResponse>;
}

/**
 * Routes only the provider's cloud serves: on a self-hosted server each answers Express's own
 * 404 page (`Cannot POST /v2/parse`), as a server without the route does.
 */
export function cloudOnly(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.map((route): RouteDefinition => ({ ...route, servedOn: ["cloud"] }));
}

/**
 * Whether the server answering has an LLM key: the cloud always does; a self-hosted server only
 * when the emulator was started with `llm` (`--llm`). Without one, LLM features fail as recorded.
 */
export function hasLlm(state: EmulatorState): boolean {
  return state.deployment === "cloud" || state.options.llm;
}

/**
 * Reads a body field, which validation has already type-checked. A body that is no object at all
 * (`null`, a number...) has no fields: its validation issue is the answer, not a crash.
 */
export function field<T>(body: unknown, key: string): T | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return (body as Record<string, unknown>)[key] as T | undefined;
}
