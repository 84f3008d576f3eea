import { randomUUID } from "node:crypto";
import { z } from "zod/v3";
import { json, storeFull, type ApiResponse } from "../../http/responses.js";
import {
  monitorCreateRequest,
  monitorUpdateRequest,
  SEARCH_GOAL_ISSUE,
  searchHasGoal,
  type MonitorCreateRequest,
} from "../../http/schemas/requests-v2-cloud.js";
import { validationIssue } from "../../http/schemas/validation-issue.js";
import { approximateBytes } from "../../jobs/job-store.js";
import {
  checkStatus,
  checkSummary,
  DEFAULT_CRAWL_TARGET_PAGES,
  DEFAULT_SEARCH_RESULTS,
  pageMarkdown,
  runCheck,
  type CheckPage,
  type MonitorCheckRecord,
  type MonitorRecord,
  type MonitorTarget,
  type PageState,
} from "../../jobs/monitor.js";
import {
  latestRun,
  nextRun,
  readSchedule,
  runsPerMonth,
  type MonitorSchedule,
} from "../../jobs/monitor-schedule.js";
import { resolveWebhook } from "../../jobs/webhook-targets.js";
import { seededUuid } from "../../random.js";
import { cloudOnly, type RouteContext, type RouteDefinition } from "../context.js";
import { drawJobFaults } from "../job-faults.js";
import { FORBIDDEN, ownerOf, ownsJob } from "../ownership.js";
import { webResults } from "../search.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETENTION_DAYS = 30;
const MONITOR_NOT_FOUND = json(404, { success: false, error: "Monitor not found" });
const CHECK_NOT_FOUND = json(404, { success: false, error: "Monitor check not found" });
const CHECK_RUNNING = json(409, { success: false, error: "A monitor check is already running" });
/** A diff of two large pages is given up after this long: the page then has no `diff`. */
const DIFF_TIMEOUT_MS = 200;
/** Bytes a page state costs a monitor or a check, besides its URL. */
const PAGE_STATE_BYTES = 256;

const CHECK_STATUSES = ["queued", "running", "completed", "failed", "partial", "skipped_overlap"];
const PAGE_STATUSES = ["same", "new", "changed", "removed", "error"] as const;

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const listQuery = z.object({
  limit: count(1, 100).optional(),
  offset: count(0, Number.MAX_SAFE_INTEGER).optional(),
});
const checksQuery = listQuery.extend({
  status: z.enum(CHECK_STATUSES as [string, ...string[]]).optional(),
});
const pagesQuery = z.object({
  limit: count(1, 100).optional(),
  skip: count(0, Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(PAGE_STATUSES).optional(),
});
const DEFAULT_PAGE_SIZE = 25;

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

function scheduleOf(body: { schedule: MonitorCreateRequest["schedule"] }): MonitorSchedule {
  const schedule = readSchedule(body.schedule);
  if ("refusal" in schedule) throw validationIssue(schedule.refusal, ["schedule", schedule.path]);
  return schedule;
}

function withIds(targets: MonitorCreateRequest["targets"]): MonitorTarget[] {
  return targets.map((target) => ({ ...target, id: target.id ?? randomUUID() }) as MonitorTarget);
}

function monitorBytes(monitor: MonitorRecord): number {
  const { name, targets, webhook, notification, goal } = monitor;
  return (
    approximateBytes({ name, targets, webhook, notification, goal }) +
    [...monitor.lastPages.keys()].reduce((sum, url) => sum + url.length + PAGE_STATE_BYTES, 0)
  );
}

/** Stores a monitor, never to be forgotten for room (it is no job); false when it does not fit. */
function storeMonitor(context: RouteContext, monitor: MonitorRecord): boolean {
  return context.state.jobs.put("monitor", monitor.id, monitor, context.now, {
    createdAt: monitor.createdAt,
    expiresAt: Number.POSITIVE_INFINITY,
    bytes: monitorBytes(monitor),
    finished: () => false,
  });
}

function checksOf(context: RouteContext, monitorId: string): MonitorCheckRecord[] {
  return context.state.jobs
    .list("check", context.now)
    .filter((check) => check.monitorId === monitorId)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The monitor's check that is still running at `at`, if any: a monitor runs one at a time. */
function runningCheck(
  context: RouteContext,
  monitorId: string,
  at: number,
): MonitorCheckRecord | undefined {
  return checksOf(context, monitorId).find((check) => checkStatus(check, at) === "running");
}

/** Runs a check now (or at the time a schedule fired), keeping what it found for the next one. */
function startCheck(
  context: RouteContext,
  monitor: MonitorRecord,
  trigger: "scheduled" | "manual",
  at: number,
): MonitorCheckRecord | ApiResponse {
  const { check, pages } = runCheck(monitor, {
    id: randomUUID(),
    trigger,
    now: at,
    pageIntervalMs: context.state.options.timing.pageIntervalMs,
    sites: context.state.sites,
    searchUrls: (query, limit) => webResults(context, query, limit, []).map((result) => result.url),
    // A check run on demand takes the job faults of its route, as a crawl start does.
    faults:
      trigger === "manual" ? drawJobFaults(context) : { neverFinish: false, failError: undefined },
  });
  const stored = context.state.jobs.put("check", check.id, check, context.now, {
    createdAt: at,
    expiresAt: at + monitor.retentionDays * DAY_MS,
    bytes:
      approximateBytes(check.targetResults) +
      check.pages.reduce((sum, page) => sum + page.url.length + 2 * PAGE_STATE_BYTES, 0),
    finished: (now) => checkStatus(check, now) !== "running",
  });
  if (!stored) return storeFull();
  const previous = { lastPages: monitor.lastPages, lastRunAt: monitor.lastRunAt };
  // What a failing check read is not what the next one compares with.
  const lastPages = check.failure === undefined ? pages : monitor.lastPages;
  Object.assign(monitor, { lastPages, lastRunAt: at, lastCheckId: check.id });
  if (!storeMonitor(context, monitor)) {
    Object.assign(monitor, previous);
    context.state.jobs.remove("check", check.id);
    return storeFull();
  }
  return check;
}

/**
 * The scheduled checks a monitor is owed: when its schedule fired since it was last read, one
 * check is made for the latest time it fired (the emulator runs nothing between requests).
 */
function catchUp(context: RouteContext, monitor: MonitorRecord): void {
  if (monitor.status !== "active" || monitor.nextRunAt === undefined) return;
  if (monitor.nextRunAt > context.now) return;
  const at = latestRun(monitor.schedule, context.now) ?? monitor.nextRunAt;
  if (!runningCheck(context, monitor.id, at)) startCheck(context, monitor, "scheduled", at);
  monitor.nextRunAt = nextRun(monitor.schedule, context.now);
}

function findMonitor(context: RouteContext): MonitorRecord | ApiResponse {
  const monitor = context.state.jobs.get("monitor", context.params.monitorId ?? "", context.now);
  if (!monitor) return MONITOR_NOT_FOUND;
  if (!ownsJob(context, monitor)) return FORBIDDEN;
  catchUp(context, monitor);
  return monitor;
}

/** Pages a target reads per check, for the monthly estimate. */
function pagesPerCheck(target: MonitorTarget): number {
  if (target.type === "scrape") return target.urls.length;
  if (target.type === "crawl") return target.crawlOptions?.limit ?? DEFAULT_CRAWL_TARGET_PAGES;
  return target.maxResults ?? DEFAULT_SEARCH_RESULTS;
}

function monitorBody(context: RouteContext, monitor: MonitorRecord) {
  const checks = checksOf(context, monitor.id);
  const running = checks.find((check) => checkStatus(check, context.now) === "running");
  const lastDone = checks.find((check) => checkStatus(check, context.now) === "completed");
  const recipients = monitor.notification?.email?.recipients ?? [];
  const pages = monitor.targets.reduce((sum, target) => sum + pagesPerCheck(target), 0);
  return {
    id: monitor.id,
    name: monitor.name,
    status: monitor.status,
    schedule: monitor.schedule,
    nextRunAt: monitor.status === "active" ? iso(monitor.nextRunAt) : null,
    lastRunAt: iso(monitor.lastRunAt),
    currentCheckId: running?.id ?? null,
    targets: monitor.targets,
    ...(monitor.webhook ? { webhook: monitor.webhook } : {}),
    ...(monitor.notification ? { notification: monitor.notification } : {}),
    ...(recipients.length > 0
      ? {
          emailRecipientSubscriptions: recipients.map((email) => ({
            email,
            status: "pending",
            source: "opt_in",
            confirmationEmailSent: true,
          })),
        }
      : {}),
    retentionDays: monitor.retentionDays,
    estimatedCreditsPerMonth: pages * runsPerMonth(monitor.schedule, context.now, 10_000),
    ...(lastDone ? { lastCheckSummary: checkSummary(lastDone.pages) } : {}),
    goal: monitor.goal,
    judgeEnabled: monitor.judgeEnabled,
    createdAt: iso(monitor.createdAt),
    updatedAt: iso(monitor.updatedAt),
  };
}

function checkBody(check: MonitorCheckRecord, now: number) {
  const status = checkStatus(check, now);
  const done = status === "completed";
  const finishedAt = status === "running" ? undefined : check.createdAt + check.durationMs;
  return {
    id: check.id,
    monitorId: check.monitorId,
    status,
    trigger: check.trigger,
    scheduledFor: check.trigger === "scheduled" ? iso(check.createdAt) : null,
    startedAt: iso(check.createdAt),
    finishedAt: iso(finishedAt),
    estimatedCredits: check.credits,
    reservedCredits: check.credits,
    actualCredits: done ? check.credits : status === "failed" ? 0 : null,
    billingStatus: done ? "confirmed" : status === "failed" ? "released" : "reserved",
    summary: checkSummary(done ? check.pages : []),
    targetResults: check.targetResults,
    notificationStatus: null,
    error: check.failure ?? null,
    createdAt: iso(check.createdAt),
    updatedAt: iso(finishedAt ?? check.createdAt),
  };
}

/** A unified diff of the page's markdown between two checks, and its parsed form. */
async function pageDiff(url: string, previous: PageState, current: PageState) {
  // Loaded on the first changed page, not with every emulator.
  const [{ createTwoFilesPatch }, { default: parseDiff }] = await Promise.all([
    import("diff"),
    import("parse-diff"),
  ]);
  const text = createTwoFilesPatch(
    url,
    url,
    pageMarkdown(url, previous),
    pageMarkdown(url, current),
    undefined,
    undefined,
    { timeout: DIFF_TIMEOUT_MS },
  );
  return text === undefined ? null : { text, json: { files: parseDiff(text) } };
}

async function pageBody(check: MonitorCheckRecord, page: CheckPage) {
  const state = page.current ?? page.previous;
  const compared =
    page.status === "changed" && page.previous && page.current
      ? { previous: page.previous, current: page.current }
      : undefined;
  return {
    id: seededUuid(`${check.id}|page|${page.url}`),
    targetId: state?.targetId ?? "",
    url: page.url,
    status: page.status,
    previousScrapeId: page.previous?.scrapeId ?? null,
    currentScrapeId: page.current?.scrapeId ?? null,
    statusCode: page.current?.statusCode ?? null,
    error: page.current?.error ?? null,
    metadata: state?.searchResult
      ? { searchStatus: page.status === "new" ? "alert" : "already_seen" }
      : null,
    diff: compared ? await pageDiff(page.url, compared.previous, compared.current) : null,
    snapshot: null,
    judgment:
      compared && check.judgeEnabled
        ? {
            meaningful: true,
            confidence: "medium",
            reason: `The page changed; judged against the goal: ${check.goal ?? ""}`,
            meaningfulChanges: [],
          }
        : null,
    createdAt: iso(check.createdAt),
  };
}

function createMonitor(context: RouteContext) {
  const body = monitorCreateRequest.parse(context.body);
  const schedule = scheduleOf(body);
  if (body.webhook) resolveWebhook(body.webhook, context.state.webhookPolicy);
  const monitor: MonitorRecord = {
    id: randomUUID(),
    owner: ownerOf(context),
    name: body.name,
    status: "active",
    schedule,
    targets: withIds(body.targets),
    webhook: body.webhook ?? undefined,
    notification: body.notification ?? undefined,
    retentionDays: body.retentionDays ?? DEFAULT_RETENTION_DAYS,
    goal: body.goal ?? null,
    // Judging is on when a goal is given and judgeEnabled is not.
    judgeEnabled: body.judgeEnabled ?? (body.goal ?? "").trim() !== "",
    createdAt: context.now,
    updatedAt: context.now,
    nextRunAt: nextRun(schedule, context.now),
    lastRunAt: undefined,
    lastCheckId: undefined,
    lastPages: new Map(),
  };
  if (!storeMonitor(context, monitor)) return storeFull();
  return json(200, { success: true, data: monitorBody(context, monitor) });
}

function listMonitors(context: RouteContext) {
  const query = listQuery.parse(Object.fromEntries(context.query));
  const offset = query.offset ?? 0;
  const monitors = context.state.jobs
    .list("monitor", context.now)
    .filter((monitor) => ownsJob(context, monitor))
    .slice(offset, offset + (query.limit ?? DEFAULT_PAGE_SIZE));
  for (const monitor of monitors) catchUp(context, monitor);
  return json(200, {
    success: true,
    data: monitors.map((monitor) => monitorBody(context, monitor)),
  });
}

function getMonitor(context: RouteContext) {
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  return json(200, { success: true, data: monitorBody(context, monitor) });
}

function updateMonitor(context: RouteContext) {
  const body = monitorUpdateRequest.parse(context.body);
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  const schedule = body.schedule ? scheduleOf({ schedule: body.schedule }) : monitor.schedule;
  if (body.webhook) resolveWebhook(body.webhook, context.state.webhookPolicy);
  const targets = body.targets ? withIds(body.targets) : monitor.targets;
  const goal = body.goal === undefined ? monitor.goal : body.goal;
  const judgeEnabled = body.judgeEnabled ?? monitor.judgeEnabled;
  // The create schema's rule, on the monitor as the update leaves it.
  if (!searchHasGoal({ targets, goal, judgeEnabled })) {
    throw validationIssue(SEARCH_GOAL_ISSUE.message, SEARCH_GOAL_ISSUE.path);
  }
  const updated: MonitorRecord = {
    ...monitor,
    name: body.name ?? monitor.name,
    status: body.status ?? monitor.status,
    schedule,
    targets,
    webhook: body.webhook === undefined ? monitor.webhook : (body.webhook ?? undefined),
    notification:
      body.notification === undefined ? monitor.notification : (body.notification ?? undefined),
    retentionDays: body.retentionDays ?? monitor.retentionDays,
    goal,
    judgeEnabled,
    updatedAt: context.now,
    nextRunAt: body.schedule ? nextRun(schedule, context.now) : monitor.nextRunAt,
  };
  if (!storeMonitor(context, updated)) return storeFull();
  return json(200, { success: true, data: monitorBody(context, updated) });
}

function deleteMonitor(context: RouteContext) {
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  context.state.jobs.remove("monitor", monitor.id);
  for (const check of checksOf(context, monitor.id)) context.state.jobs.remove("check", check.id);
  return json(200, { success: true });
}

function runMonitor(context: RouteContext) {
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  if (runningCheck(context, monitor.id, context.now)) return CHECK_RUNNING;
  const check = startCheck(context, monitor, "manual", context.now);
  if (!("monitorId" in check)) return check;
  return json(200, { success: true, id: check.id, data: checkBody(check, context.now) });
}

function listChecks(context: RouteContext) {
  const query = checksQuery.parse(Object.fromEntries(context.query));
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  const offset = query.offset ?? 0;
  const checks = checksOf(context, monitor.id)
    .map((check) => checkBody(check, context.now))
    .filter((check) => query.status === undefined || check.status === query.status)
    .slice(offset, offset + (query.limit ?? DEFAULT_PAGE_SIZE));
  return json(200, { success: true, data: checks });
}

/**
 * One check with a page of its pages (`skip`, `limit`, `status`), and `next` naming the following
 * page while more remain, both beside `data` and in it, as the OpenAPI description has it.
 */
async function getCheck(context: RouteContext) {
  const query = pagesQuery.parse(Object.fromEntries(context.query));
  const monitor = findMonitor(context);
  if (!("id" in monitor)) return monitor;
  const check = context.state.jobs.get("check", context.params.checkId ?? "", context.now);
  if (!check || check.monitorId !== monitor.id) return CHECK_NOT_FOUND;
  const done = checkStatus(check, context.now) === "completed";
  const matching = (done ? check.pages : []).filter(
    (page) => query.status === undefined || page.status === query.status,
  );
  const skip = query.skip ?? 0;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const pages = await Promise.all(
    matching.slice(skip, skip + limit).map((page) => pageBody(check, page)),
  );
  let next: string | null = null;
  if (skip + limit < matching.length) {
    const params = new URLSearchParams({ skip: String(skip + limit), limit: String(limit) });
    if (query.status !== undefined) params.set("status", query.status);
    next = `${context.baseUrl}/v2/monitor/${monitor.id}/checks/${check.id}?${params}`;
  }
  return json(200, {
    success: true,
    next,
    data: { ...checkBody(check, context.now), pages, next },
  });
}

/** Monitors are the cloud's: a self-hosted server has none of these routes. */
export const v2MonitorRoutes: RouteDefinition[] = cloudOnly([
  { name: "v2.monitor.create", method: "post", path: "/v2/monitor", handle: createMonitor },
  { name: "v2.monitor.list", method: "get", path: "/v2/monitor", handle: listMonitors },
  { name: "v2.monitor.get", method: "get", path: "/v2/monitor/:monitorId", handle: getMonitor },
  {
    name: "v2.monitor.update",
    method: "patch",
    path: "/v2/monitor/:monitorId",
    handle: updateMonitor,
  },
  {
    name: "v2.monitor.delete",
    method: "delete",
    path: "/v2/monitor/:monitorId",
    handle: deleteMonitor,
  },
  {
    name: "v2.monitor.run",
    method: "post",
    path: "/v2/monitor/:monitorId/run",
    handle: runMonitor,
  },
  {
    name: "v2.monitor.checks",
    method: "get",
    path: "/v2/monitor/:monitorId/checks",
    handle: listChecks,
  },
  {
    name: "v2.monitor.check",
    method: "get",
    path: "/v2/monitor/:monitorId/checks/:checkId",
    handle: getCheck,
  },
]);
