/**
 * The cloud's monitors: a set of targets (URLs to scrape, a site to crawl, queries to search)
 * checked on a schedule or on demand. A check reads the synthetic sites as they are at that
 * moment, so a site's `revision` (or any override) changed between two checks shows as pages
 * `changed`, `new` or `removed`; a site that fails shows as `error`. What a check found is kept as
 * one digest per page, so later reads rebuild its pages and diffs without holding documents.
 */
import { hashString, seededUuid } from "../random.js";
import { locatePage, pageUrl } from "../sites/site-layout.js";
import type { SiteOptions } from "../sites/site-options.js";
import type { SiteRegistry } from "../sites/site-registry.js";
import { renderDocument } from "../sites/synthetic-site.js";
import type { MonitorSchedule } from "./monitor-schedule.js";

export type MonitorTarget =
  | { id: string; type: "scrape"; urls: string[]; scrapeOptions?: unknown }
  | {
      id: string;
      type: "crawl";
      url: string;
      crawlOptions?: { limit?: number } & Record<string, unknown>;
      scrapeOptions?: unknown;
    }
  | {
      id: string;
      type: "search";
      queries: string[];
      searchWindow?: string;
      maxResults?: number;
      includeDomains?: string[];
      excludeDomains?: string[];
    };

export interface MonitorRecord {
  id: string;
  owner: string | undefined;
  name: string;
  status: "active" | "paused";
  schedule: MonitorSchedule;
  targets: MonitorTarget[];
  webhook: unknown;
  notification:
    { email?: { enabled?: boolean; recipients?: string[]; includeDiffs?: boolean } } | undefined;
  retentionDays: number;
  goal: string | null;
  judgeEnabled: boolean;
  createdAt: number;
  updatedAt: number;
  /** When the schedule next fires; scheduled checks are made when a monitor is next read. */
  nextRunAt: number | undefined;
  lastRunAt: number | undefined;
  lastCheckId: string | undefined;
  /** Digest of every page the last check found, by URL: what the next check compares with. */
  lastPages: ReadonlyMap<string, PageState>;
}

/** What a check found of one page. */
export interface PageState {
  targetId: string;
  /** Hash of the page's markdown; undefined for a page that failed. */
  digest: number | undefined;
  statusCode: number | null;
  error: string | null;
  /** The site as it was read, to rebuild the page's markdown for a diff. */
  site: SiteOptions;
  scrapeId: string;
  /** A search result rather than a page of a site. */
  searchResult: boolean;
}

export type PageStatus = "same" | "new" | "changed" | "removed" | "error";

export interface CheckPage {
  url: string;
  status: PageStatus;
  current: PageState | undefined;
  previous: PageState | undefined;
}

export interface MonitorCheckRecord {
  id: string;
  monitorId: string;
  owner: string | undefined;
  trigger: "scheduled" | "manual";
  createdAt: number;
  /** The check runs this long, one page interval per page. */
  durationMs: number;
  /** A `never-finish` fault keeps it running. */
  neverFinish: boolean;
  /** A `job-fail` fault ends it failed, with this error. */
  failure: string | undefined;
  pages: CheckPage[];
  targetResults: Record<string, unknown>[];
  /** Credits of the pages and search results it read. */
  credits: number;
  judgeEnabled: boolean;
  goal: string | null;
}

/** Pages a crawl target reads when its `crawlOptions` set no `limit`. */
export const DEFAULT_CRAWL_TARGET_PAGES = 10;
/** Pages one check reads at most, whatever its targets ask. */
const MAX_CHECK_PAGES = 1_000;
/** Results a search target reads when its `maxResults` is not set. */
export const DEFAULT_SEARCH_RESULTS = 10;

export function checkStatus(
  check: MonitorCheckRecord,
  now: number,
): "running" | "completed" | "failed" {
  if (check.neverFinish || now - check.createdAt < check.durationMs) return "running";
  return check.failure === undefined ? "completed" : "failed";
}

function render(url: string, site: SiteOptions, scrapeId: string) {
  return renderDocument({
    url,
    index: locatePage(url).index,
    sitePages: site.pages,
    site,
    formats: ["markdown"],
    scrapeId,
  });
}

/** The markdown a page had when a check read it, rebuilt from the site as it was then. */
export function pageMarkdown(url: string, state: PageState): string {
  return render(url, state.site, state.scrapeId).markdown ?? "";
}

function readPage(url: string, targetId: string, sites: SiteRegistry, scrapeId: string): PageState {
  const resolved = sites.resolve(url);
  const failure = resolved.unreachable ? "All scraping engines failed!" : resolved.fail;
  const base = { targetId, site: resolved.site, scrapeId, searchResult: false };
  if (failure !== undefined)
    return { ...base, digest: undefined, statusCode: null, error: failure };
  const document = render(url, resolved.site, scrapeId);
  return {
    ...base,
    digest: hashString(document.markdown ?? ""),
    statusCode: document.metadata.statusCode,
    error: null,
  };
}

/** The URLs each target reads now, in order, at most `MAX_CHECK_PAGES` in all. */
function targetUrls(
  target: MonitorTarget,
  sites: SiteRegistry,
  searchUrls: (query: string, limit: number) => string[],
): string[] {
  if (target.type === "scrape") return target.urls;
  if (target.type === "crawl") {
    const site = sites.resolve(target.url);
    if (site.unreachable || site.fail !== undefined) return [target.url];
    const limit = target.crawlOptions?.limit ?? DEFAULT_CRAWL_TARGET_PAGES;
    return Array.from({ length: Math.min(limit, site.site.pages) }, (_, index) =>
      pageUrl(target.url, index),
    );
  }
  const limit = target.maxResults ?? DEFAULT_SEARCH_RESULTS;
  return [...new Set(target.queries.flatMap((query) => searchUrls(query, limit)))].slice(0, limit);
}

/** What a check compares a page with: `new` when it was not there, `changed` when it differs. */
function pageStatus(current: PageState, previous: PageState | undefined): PageStatus {
  if (current.digest === undefined) return "error";
  if (!previous) return "new";
  return previous.digest === current.digest ? "same" : "changed";
}

/**
 * Runs a check of a monitor now: reads every target, compares each page with what the last check
 * found, and lists the pages that are gone as `removed`. Answers the check and the page states the
 * next check will compare with.
 */
export function runCheck(
  monitor: MonitorRecord,
  options: {
    id: string;
    trigger: "scheduled" | "manual";
    now: number;
    pageIntervalMs: number;
    sites: SiteRegistry;
    searchUrls: (query: string, limit: number) => string[];
    faults: { neverFinish: boolean; failError: string | undefined };
  },
): { check: MonitorCheckRecord; pages: Map<string, PageState> } {
  const found = new Map<string, PageState>();
  const targetResults: Record<string, unknown>[] = [];
  for (const target of monitor.targets) {
    const urls = targetUrls(target, options.sites, options.searchUrls);
    const scrapeIds: string[] = [];
    for (const url of urls) {
      if (found.size >= MAX_CHECK_PAGES) break;
      const scrapeId = seededUuid(`${options.id}|${url}`);
      const state = readPage(url, target.id, options.sites, scrapeId);
      found.set(url, target.type === "search" ? { ...state, searchResult: true } : state);
      scrapeIds.push(scrapeId);
    }
    targetResults.push(targetResult(target, options.id, scrapeIds, monitor.lastPages));
  }
  const pages: CheckPage[] = [...found].map(([url, current]) => ({
    url,
    status: pageStatus(current, monitor.lastPages.get(url)),
    current,
    previous: monitor.lastPages.get(url),
  }));
  for (const [url, previous] of monitor.lastPages) {
    if (!found.has(url)) pages.push({ url, status: "removed", current: undefined, previous });
  }
  const read = pages.filter((page) => page.current !== undefined).length;
  return {
    check: {
      id: options.id,
      monitorId: monitor.id,
      owner: monitor.owner,
      trigger: options.trigger,
      createdAt: options.now,
      durationMs: read * Math.max(0, options.pageIntervalMs),
      neverFinish: options.faults.neverFinish,
      failure: options.faults.failError,
      pages,
      targetResults,
      credits: read,
      judgeEnabled: monitor.judgeEnabled,
      goal: monitor.goal,
    },
    pages: found,
  };
}

function targetResult(
  target: MonitorTarget,
  checkId: string,
  scrapeIds: string[],
  lastPages: ReadonlyMap<string, PageState>,
): Record<string, unknown> {
  if (target.type === "scrape") {
    return { targetId: target.id, type: "scrape", expectedJobs: scrapeIds };
  }
  if (target.type === "crawl") {
    return { targetId: target.id, type: "crawl", crawlId: seededUuid(`${checkId}|${target.id}`) };
  }
  const seen = [...lastPages.values()].filter((page) => page.targetId === target.id).length;
  const matches = seen === 0 ? scrapeIds.length : 0;
  return {
    targetId: target.id,
    type: "search",
    searchCompleted: true,
    resultCount: scrapeIds.length,
    matches,
    summary: matches === 0 ? "No new results" : `${matches} new results`,
    judgeDegraded: false,
    degradedReason: null,
    searchCredits: scrapeIds.length,
    judgeCredits: 0,
    resultsJudged: 0,
  };
}

/** A check's summary: how many pages it found in each state. */
export function checkSummary(pages: readonly CheckPage[]) {
  const summary = { totalPages: pages.length, same: 0, changed: 0, new: 0, removed: 0, error: 0 };
  for (const page of pages) summary[page.status] += 1;
  return summary;
}
