import type { CrawlOptions, PaginationConfig, ScrapeOptions } from "../types.js";

/**
 * Monitors: scheduled scrapes, crawls or searches whose checks report what changed between runs
 * (`/v2/monitor`). Requests and results as 4.42.0's; a check's pages and a monitor's checks can
 * also be read with `for await`, one page in memory.
 */

/** On create or update, exactly one of `cron` or `text` ("every 30 minutes"); reads carry `cron`. */
export interface MonitorSchedule {
  cron?: string;
  text?: string;
  timezone?: string;
}

export interface MonitorEmailNotification {
  enabled?: boolean;
  recipients?: string[];
  includeDiffs?: boolean;
}

/** Whether an email recipient has confirmed monitor notifications (team members need not). */
export interface MonitorEmailRecipientSubscription {
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  source: "team" | "opt_in" | "legacy";
  confirmationEmailSent?: boolean;
}

export interface MonitorNotification {
  email?: MonitorEmailNotification;
}

export interface MonitorWebhookConfig {
  url: string;
  headers?: Record<string, string>;
  metadata?: Record<string, string>;
  events?: string[];
}

export interface MonitorScrapeTarget {
  id?: string;
  type: "scrape";
  urls: string[];
  scrapeOptions?: ScrapeOptions;
}

export interface MonitorCrawlTarget {
  id?: string;
  type: "crawl";
  url: string;
  crawlOptions?: CrawlOptions;
  scrapeOptions?: ScrapeOptions;
}

export interface MonitorSearchTarget {
  id?: string;
  type: "search";
  queries: string[];
  searchWindow?: "5m" | "15m" | "1h" | "6h" | "24h" | "7d";
  includeDomains?: string[];
  excludeDomains?: string[];
  maxResults?: number;
}

export type MonitorTarget = MonitorScrapeTarget | MonitorCrawlTarget | MonitorSearchTarget;

export interface CreateMonitorRequest {
  name: string;
  schedule: MonitorSchedule;
  webhook?: MonitorWebhookConfig;
  notification?: MonitorNotification;
  targets: MonitorTarget[];
  retentionDays?: number;
  /** What a meaningful change is, for the judge; required with a search target. */
  goal?: string;
  judgeEnabled?: boolean;
}

export interface UpdateMonitorRequest {
  name?: string;
  status?: "active" | "paused";
  schedule?: MonitorSchedule;
  webhook?: MonitorWebhookConfig | null;
  notification?: MonitorNotification | null;
  targets?: MonitorTarget[];
  retentionDays?: number;
  goal?: string | null;
  judgeEnabled?: boolean;
}

export interface MonitorSummary {
  totalPages: number;
  same: number;
  changed: number;
  new: number;
  removed: number;
  error: number;
}

export interface Monitor {
  id: string;
  name: string;
  status: "active" | "paused" | "deleted";
  schedule: MonitorSchedule;
  nextRunAt?: string | null;
  lastRunAt?: string | null;
  currentCheckId?: string | null;
  targets: MonitorTarget[];
  webhook?: MonitorWebhookConfig | null;
  notification?: MonitorNotification | null;
  emailRecipientSubscriptions?: MonitorEmailRecipientSubscription[];
  retentionDays: number;
  estimatedCreditsPerMonth?: number | null;
  lastCheckSummary?: MonitorSummary | null;
  goal?: string | null;
  judgeEnabled?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MonitorPageJudgment {
  meaningful: boolean;
  confidence: "high" | "medium" | "low";
  reason: string;
  meaningfulChanges: {
    type: "added" | "removed" | "changed";
    before: string | null;
    after: string | null;
    reason: string;
  }[];
}

export interface MonitorScrapeTargetResult {
  targetId: string;
  type: "scrape";
  expectedJobs?: string[];
}

export interface MonitorCrawlTargetResult {
  targetId: string;
  type: "crawl";
  crawlId?: string;
}

export interface MonitorSearchTargetResult {
  targetId: string;
  type: "search";
  searchCompleted?: boolean;
  resultCount?: number;
  matches?: number;
  summary?: string;
  judgeDegraded?: boolean;
  degradedReason?: string | null;
  searchCredits?: number;
  judgeCredits?: number;
  resultsJudged?: number;
}

export type MonitorTargetResult =
  MonitorScrapeTargetResult | MonitorCrawlTargetResult | MonitorSearchTargetResult;

export interface MonitorCheck {
  id: string;
  monitorId: string;
  status:
    | "queued"
    | "running"
    | "completed"
    | "failed"
    | "partial"
    | "skipped_overlap"
    | "skipped_no_credits";
  trigger: "scheduled" | "manual";
  scheduledFor?: string | null;
  startedAt?: string | null;
  finishedAt?: string | null;
  estimatedCredits?: number | null;
  reservedCredits?: number | null;
  actualCredits?: number | null;
  billingStatus: "not_applicable" | "reserved" | "confirmed" | "released" | "failed";
  summary: MonitorSummary;
  targetResults?: MonitorTargetResult[];
  notificationStatus?: unknown;
  error?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Per-field `{ previous, current }` of a monitor that extracts JSON. */
export interface MonitorJsonFieldDiff {
  [field: string]: { previous: unknown; current: unknown };
}

/** A changed page's diff: `text` (git-diff) and/or `json` (a parseDiff AST or per-field diff). */
export interface MonitorPageDiff {
  text?: string;
  json?: MonitorJsonFieldDiff | { files: unknown[] };
}

export interface MonitorPageSnapshot {
  json?: Record<string, unknown>;
}

export interface MonitorCheckPage {
  id: string;
  targetId: string;
  url: string;
  status: "same" | "new" | "changed" | "removed" | "error";
  previousScrapeId?: string | null;
  currentScrapeId?: string | null;
  statusCode?: number | null;
  error?: string | null;
  metadata?: unknown;
  diff?: MonitorPageDiff | null;
  snapshot?: MonitorPageSnapshot | null;
  judgment?: MonitorPageJudgment | null;
  createdAt: string;
}

export interface MonitorCheckDetail extends MonitorCheck {
  pages: MonitorCheckPage[];
  next?: string | null;
}

export interface ListMonitorsOptions {
  limit?: number;
  offset?: number;
}

export interface ListMonitorChecksOptions extends ListMonitorsOptions {
  /** Only checks in this status (the API's filter; 4.42.0 does not send it). */
  status?: Exclude<MonitorCheck["status"], "skipped_no_credits">;
}

/** Which page results of a check to read, and (as `PaginationConfig`) how many pages to gather. */
export type GetMonitorCheckOptions = PaginationConfig & {
  limit?: number;
  skip?: number;
  status?: MonitorCheckPage["status"];
};
