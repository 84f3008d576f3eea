/** The team's recent activity and threat protection policy (`/v2/team/…`); not in 4.42.0. */

export type ActivityEndpoint =
  | "scrape"
  | "crawl"
  | "batch_scrape"
  | "search"
  | "extract"
  | "llmstxt"
  | "deep_research"
  | "map"
  | "agent"
  | "browser"
  | "interact";

export interface ActivityOptions {
  endpoint?: ActivityEndpoint;
  /** Jobs a page, 1 to 100 (default 50). */
  limit?: number;
  /** The previous page's `cursor`. */
  cursor?: string;
}

/** A job of the last 24 hours: read its results with the route of its endpoint. */
export interface ActivityItem {
  id?: string;
  endpoint?: ActivityEndpoint;
  api_version?: string;
  created_at?: string;
  /** The URL or query submitted. */
  target?: string | null;
  [key: string]: unknown;
}

export interface ActivityResponse {
  success?: boolean;
  data?: ActivityItem[];
  /** The next page's cursor; null on the last page. */
  cursor?: string | null;
  has_more?: boolean;
  [key: string]: unknown;
}

/** The organisation's policy, as `updateThreatProtection` takes it. */
export interface ThreatProtectionPolicyUpdate {
  /** `normal` checks URLs against Google Web Risk (+2 credits a URL). */
  mode: "off" | "normal";
  riskScoreThreshold?: number;
  blacklist?: string[];
  whitelist?: string[];
  blockedTlds?: string[];
  failurePolicy?: "open" | "closed";
  /** Whether a request may carry its own `threatProtection`. */
  allowRequestOverrides?: boolean;
}

export interface ThreatProtectionPolicy extends Partial<ThreatProtectionPolicyUpdate> {
  /** Whether the organisation saved a policy (rather than the defaults). */
  configured?: boolean;
  updatedAt?: string | null;
  [key: string]: unknown;
}
