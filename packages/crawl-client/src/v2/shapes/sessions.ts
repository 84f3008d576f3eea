/** Browser sessions (`/v2/browser`, and `/v2/interact` in the OpenAPI) and a scrape's own browser. */

export interface BrowserCreateOptions {
  /** Seconds the session lives (30 to 3600, default 300). */
  ttl?: number;
  /** Seconds of inactivity after which it is destroyed. */
  activityTtl?: number;
  streamWebView?: boolean;
  /** Storage kept across sessions of the same name. */
  profile?: { name: string; saveChanges?: boolean };
  integration?: string;
  origin?: string;
}

export interface BrowserExecuteOptions {
  code: string;
  /** Default "bash" on `/v2/browser`, the server's ("node") on `/v2/interact`. */
  language?: "python" | "node" | "bash";
  /** Seconds; the client waits that plus 5 s. */
  timeout?: number;
}

export interface BrowserCreateResponse {
  success: boolean;
  id?: string;
  cdpUrl?: string;
  liveViewUrl?: string;
  interactiveLiveViewUrl?: string;
  expiresAt?: string;
  error?: string;
}

export interface BrowserExecuteResponse {
  success: boolean;
  cdpUrl?: string;
  liveViewUrl?: string;
  interactiveLiveViewUrl?: string;
  output?: string;
  stdout?: string;
  result?: string;
  stderr?: string;
  exitCode?: number;
  killed?: boolean;
  truncated?: boolean;
  error?: string;
}

export interface BrowserDeleteResponse {
  success: boolean;
  status?: string;
  sessionDurationMs?: number;
  creditsBilled?: number;
  error?: string;
}

export interface BrowserSession {
  id: string;
  status: string;
  cdpUrl: string;
  liveViewUrl: string;
  interactiveLiveViewUrl?: string;
  streamWebView: boolean;
  createdAt: string;
  lastActivity: string;
}

export interface BrowserListResponse {
  success: boolean;
  sessions?: BrowserSession[];
  error?: string;
}

/** Code or a prompt (one at least) run in the browser a scrape left open. */
export interface ScrapeExecuteRequest {
  code?: string;
  prompt?: string;
  /** Default "node". */
  language?: "python" | "node" | "bash";
  /** Seconds; the client waits that plus 5 s. */
  timeout?: number;
  origin?: string;
}

export type ScrapeExecuteResponse = BrowserExecuteResponse;
export type ScrapeBrowserDeleteResponse = BrowserDeleteResponse;
