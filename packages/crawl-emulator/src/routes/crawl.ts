import { randomUUID } from "node:crypto";
import {
  badRequest,
  json,
  JSON_CONTENT_TYPE,
  jobNotFound,
  unexpectedError,
} from "../http/responses.js";
import { crawlShape } from "../http/request-shapes.js";
import { urlDepthIssues, waitForIssues } from "../http/refinements.js";
import { isAborted, normaliseUrl, validateBody, type Issue } from "../http/validation.js";
import { compilePatterns, filterPages } from "../jobs/path-filters.js";
import { crawlProgress, jobErrors, type CrawlJob } from "../jobs/crawl-job.js";
import { BROKEN_NEXT_PARAM, buildStatusPage, encodeStatusPage } from "../jobs/status-page.js";
import type { ScrapeFormat } from "../sites/document.js";
import { UNREACHABLE_ERROR, type ResolvedSite } from "../sites/site-registry.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { parseWebhook } from "../jobs/webhooks.js";
import { drawJobFaults, idempotencyConflict } from "./job-faults.js";
import { FORBIDDEN, ownerOf, ownsJob, teamIdOf } from "./ownership.js";

const DEFAULT_CRAWL_LIMIT = 10_000;
const ID = "(?<id>[^/]+)";

/** Compiles a path-filter list, adding an issue for each pattern that is not a valid regex. */
function patternsOf(context: RouteContext, key: string, issues: Issue[]): RegExp[] {
  const patterns = field<unknown>(context.body, key);
  if (!Array.isArray(patterns) || !patterns.every((pattern) => typeof pattern === "string"))
    return [];
  const compiled = compilePatterns(patterns);
  if (typeof compiled !== "number") return compiled;
  issues.push({ code: "custom", message: "Invalid regex pattern", path: [key, compiled] });
  return [];
}

interface CrawlPlan {
  total: number;
  /** Site indices of the pages, when path filters pick them; otherwise page i is index i. */
  indices: number[] | undefined;
  skipped: { url: string; error: string }[];
}

/** Which pages a crawl will return, and which it reports as left out from the start. */
function planCrawl(
  rootUrl: string,
  resolved: ResolvedSite,
  limit: number,
  includePaths: readonly RegExp[],
  excludePaths: readonly RegExp[],
): CrawlPlan {
  if (resolved.unreachable) {
    return { total: 0, indices: undefined, skipped: [{ url: rootUrl, error: UNREACHABLE_ERROR }] };
  }
  if (includePaths.length === 0 && excludePaths.length === 0) {
    return { total: Math.min(limit, resolved.site.pages), indices: undefined, skipped: [] };
  }
  const filtered = filterPages(rootUrl, resolved.site.pages, limit, includePaths, excludePaths);
  return { total: filtered.indices.length, ...filtered };
}

function startCrawl(context: RouteContext) {
  if (idempotencyConflict(context)) {
    return json(409, { success: false, error: "Idempotency key already used" });
  }
  const issues = validateBody(context.body, crawlShape);
  if (!isAborted(issues)) {
    issues.push(
      ...waitForIssues(field(context.body, "scrapeOptions")),
      ...urlDepthIssues(field(context.body, "url"), field<number>(context.body, "maxDepth")),
    );
  }
  const includePaths = patternsOf(context, "includePaths", issues);
  const excludePaths = patternsOf(context, "excludePaths", issues);
  if (issues.length > 0) return badRequest(issues);

  const rootUrl = normaliseUrl(field<string>(context.body, "url") ?? "");
  const resolved = context.state.sites.resolve(rootUrl);
  const scrapeOptions = field<Record<string, unknown>>(context.body, "scrapeOptions") ?? {};
  const limit = Math.max(
    0,
    Math.floor(field<number>(context.body, "limit") ?? DEFAULT_CRAWL_LIMIT),
  );
  const plan = planCrawl(rootUrl, resolved, limit, includePaths, excludePaths);
  const faults = drawJobFaults(context);
  const id = randomUUID();

  let failure: CrawlJob["failure"];
  if (resolved.fail !== undefined) failure = { afterPages: 0, error: resolved.fail };
  else if (faults.failError !== undefined)
    failure = { afterPages: Math.floor(plan.total / 2), error: faults.failError };

  const { url: _url, origin: _origin, ...requestOptions } = context.body as Record<string, unknown>;
  const job: CrawlJob = {
    id,
    kind: "crawl",
    createdAt: context.now,
    rootUrl,
    urls: [],
    plannedTotal: plan.total,
    pageIndices: plan.indices,
    skipped: plan.skipped,
    pageIntervalMs: resolved.pageIntervalMs,
    formats: (scrapeOptions.formats as ScrapeFormat[] | undefined) ?? ["markdown"],
    jsonSchema: (scrapeOptions.jsonOptions as { schema?: unknown } | undefined)?.schema,
    neverFinish: resolved.neverFinish || faults.neverFinish,
    failure,
    cancelledAt: undefined,
    owner: ownerOf(context),
    requestOptions,
  };
  context.state.jobs.addCrawl(job);
  const webhook = parseWebhook(field(context.body, "webhook"));
  if (webhook) context.state.webhooks.watch(job, webhook);
  return json(200, { success: true, id, url: `${context.baseUrl}/v1/crawl/${id}` });
}

function parseCount(value: string | null): number | undefined {
  if (value === null) return undefined;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** A `limit` of 0 would make `next` point at the same page forever, so it counts as no limit. */
function parsePositive(value: string | null): number | undefined {
  const number = parseCount(value);
  return number === 0 ? undefined : number;
}

/** GET status of a crawl or a batch scrape: `collection` is the path the client used. */
export function jobStatus(context: RouteContext, collection: "/v1/crawl" | "/v1/batch/scrape") {
  if (context.query.has(BROKEN_NEXT_PARAM)) return unexpectedError();
  const job = context.state.jobs.crawl(context.params.id ?? "");
  if (!job) return jobNotFound();
  if (!ownsJob(context, job)) return FORBIDDEN;
  const brokenNext = context.state.faults.draw(context.route, ["broken-next"]) !== undefined;
  const page = buildStatusPage(job, {
    now: context.now,
    skip: parseCount(context.query.get("skip")) ?? 0,
    limit: parsePositive(context.query.get("limit")),
    maxBytes: context.state.options.statusPageBytes,
    collectionUrl: `${context.baseUrl}${collection}`,
    brokenNext,
    sites: context.state.sites,
  });
  return { status: 200, contentType: JSON_CONTENT_TYPE, body: encodeStatusPage(page) };
}

/** DELETE of a crawl or batch: the real server marks it cancelled whatever its state. */
export function cancelJob(context: RouteContext) {
  const job = context.state.jobs.crawl(context.params.id ?? "");
  if (!job) return json(404, { error: "Job not found" });
  if (!ownsJob(context, job)) return FORBIDDEN;
  job.cancelledAt ??= context.now;
  return json(200, { status: "cancelled" });
}

export function jobErrorList(context: RouteContext) {
  const job = context.state.jobs.crawl(context.params.id ?? "");
  if (!job) return jobNotFound();
  if (!ownsJob(context, job)) return FORBIDDEN;
  return json(200, { errors: jobErrors(job, context.now), robotsBlocked: [] });
}

function activeCrawls(context: RouteContext) {
  const crawls = [...context.state.jobs.allCrawls()]
    .filter((job) => job.kind === "crawl" && ownsJob(context, job))
    .filter((job) => crawlProgress(job, context.now).status === "scraping")
    .map((job) => ({
      id: job.id,
      teamId: teamIdOf(job.owner),
      url: job.rootUrl,
      options: job.requestOptions,
    }));
  return json(200, { success: true, crawls });
}

export const crawlRoutes: RouteDefinition[] = [
  { name: "crawl.start", method: "POST", pattern: /^\/v1\/crawl$/, handle: startCrawl },
  { name: "crawl.active", method: "GET", pattern: /^\/v1\/crawl\/active$/, handle: activeCrawls },
  {
    name: "crawl.status",
    method: "GET",
    pattern: new RegExp(`^/v1/crawl/${ID}$`),
    handle: (context) => jobStatus(context, "/v1/crawl"),
  },
  {
    name: "crawl.cancel",
    method: "DELETE",
    pattern: new RegExp(`^/v1/crawl/${ID}$`),
    handle: cancelJob,
  },
  {
    name: "crawl.errors",
    method: "GET",
    pattern: new RegExp(`^/v1/crawl/${ID}/errors$`),
    handle: jobErrorList,
  },
];
