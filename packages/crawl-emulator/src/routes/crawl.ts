import { randomUUID } from "node:crypto";
import {
  json,
  JSON_CONTENT_TYPE,
  jobNotFound,
  storeFull,
  unexpectedError,
} from "../http/responses.js";
import { crawlRequest } from "../http/schemas/requests.js";
import { normaliseUrl } from "../http/schemas/url.js";
import { filterPages } from "../jobs/path-filters.js";
import { crawlProgress, jobErrors, type CrawlJob } from "../jobs/crawl-job.js";
import { BROKEN_NEXT_PARAM, buildStatusPage, encodeStatusPage } from "../jobs/status-page.js";
import type { ScrapeFormat } from "../sites/document.js";
import { UNREACHABLE_ERROR, type ResolvedSite } from "../sites/site-registry.js";
import { field, hasLlm, type RouteContext, type RouteDefinition } from "./context.js";
import { resolveWebhook } from "../jobs/webhook-targets.js";
import { drawJobFaults, idempotencyRefusal } from "./job-faults.js";
import { FORBIDDEN, ownerOf, ownsJob, teamIdOf } from "./ownership.js";
import { activityOf } from "./activity.js";
import { onlyMainContentOf } from "./scrape.js";

export const DEFAULT_CRAWL_LIMIT = 10_000;

/**
 * Documents a running job has counted in `completed` that the newest self-hosted server cannot
 * read yet (its results are stored after the count moves): measured, the status read
 * `completed: 2` with one document.
 */
const UNREADABLE_WHILE_RUNNING = 1;

/** The self-hosted server's answer to a crawl `prompt`: it has no LLM to turn it into options. */
const PROMPT_WITHOUT_LLM = json(400, {
  success: false,
  error:
    "Failed to process natural language prompt. Please try rephrasing or use explicit crawler options.",
});

/** A path-filter list, already checked by the schema to hold valid regular expressions. */
function patternsOf(context: RouteContext, key: string): RegExp[] {
  return (field<string[]>(context.body, key) ?? []).map((pattern) => new RegExp(pattern));
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

/** What differs between the crawl starts of the two API versions: the body's schema and shapes. */
export interface CrawlDialect {
  schema: { parse(body: unknown): unknown };
  /** The job's path, `/v1/crawl` or `/v2/crawl`, for the `url` of the answer. */
  collection: string;
  /** The scrape formats and JSON schema of the body's `scrapeOptions`, in the v1 terms. */
  scrapeFormats(scrapeOptions: Record<string, unknown>): {
    formats: ScrapeFormat[];
    jsonSchema: unknown;
    onlyMainContent?: boolean;
  };
  /** The options the active list shows, from the request's own. */
  listedOptions(requestOptions: Record<string, unknown>): Record<string, unknown>;
}

const V1_CRAWL: CrawlDialect = {
  schema: crawlRequest,
  collection: "/v1/crawl",
  scrapeFormats: (scrapeOptions) => ({
    formats: (scrapeOptions.formats as ScrapeFormat[] | undefined) ?? ["markdown"],
    jsonSchema: (scrapeOptions.jsonOptions as { schema?: unknown } | undefined)?.schema,
    ...onlyMainContentOf(scrapeOptions),
  }),
  listedOptions: (requestOptions) => requestOptions,
};

export function startCrawl(context: RouteContext, dialect: CrawlDialect = V1_CRAWL) {
  const refusal = idempotencyRefusal(context);
  if (refusal) return refusal;
  dialect.schema.parse(context.body);
  if (!hasLlm(context.state) && field(context.body, "prompt") !== undefined) {
    return PROMPT_WITHOUT_LLM;
  }
  const webhook = resolveWebhook(field(context.body, "webhook"), context.state.webhookPolicy);
  const includePaths = patternsOf(context, "includePaths");
  const excludePaths = patternsOf(context, "excludePaths");

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

  const {
    url: _url,
    origin: _origin,
    prompt: _prompt,
    ...requestOptions
  } = context.body as Record<string, unknown>;
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
    ...dialect.scrapeFormats(scrapeOptions),
    neverFinish: resolved.neverFinish || faults.neverFinish,
    failure,
    cancelledAt: undefined,
    owner: ownerOf(context),
    requestOptions: dialect.listedOptions(requestOptions),
  };
  if (!context.state.jobs.addCrawl(job, context.now, activityOf(context, "crawl", rootUrl))) {
    return storeFull();
  }
  if (webhook) context.state.webhooks.watch(job, webhook);
  return json(200, { success: true, id, url: `${context.baseUrl}${dialect.collection}/${id}` });
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
export function jobStatus(context: RouteContext, collection: string) {
  if (context.query.has(BROKEN_NEXT_PARAM)) return unexpectedError();
  const job = context.state.jobs.crawl(context.params.id ?? "", context.now);
  if (!job) return jobNotFound();
  if (!ownsJob(context, job)) return FORBIDDEN;
  const brokenNext = context.state.faults.draw(context.route, ["broken-next"]) !== undefined;
  const skip = parseCount(context.query.get("skip")) ?? 0;
  const limit = parsePositive(context.query.get("limit"));
  // The newest self-hosted server's paging defect: a later page is the first page again. While
  // its job runs, that server also counts a document in `completed` before it can be read.
  const lagging =
    context.state.deployment === "self-hosted" &&
    crawlProgress(job, context.now).status === "scraping";
  const skipIgnored =
    (skip > 0 || limit !== undefined || lagging) &&
    context.state.faults.draw(context.route, ["skip-ignored"]) !== undefined;
  const nextPastEnd = context.state.faults.draw(context.route, ["next-past-end"]) !== undefined;
  const page = buildStatusPage(job, {
    now: context.now,
    skip,
    limit,
    skipIgnored,
    unreadable: skipIgnored && lagging ? UNREADABLE_WHILE_RUNNING : 0,
    nextPastEnd,
    maxBytes: context.state.options.statusPageBytes,
    collectionUrl: `${context.baseUrl}${collection}`,
    brokenNext,
    sites: context.state.sites,
  });
  return { status: 200, contentType: JSON_CONTENT_TYPE, body: encodeStatusPage(page) };
}

/** DELETE of a crawl or batch: the real server marks it cancelled whatever its state. */
export function cancelJob(context: RouteContext) {
  const job = context.state.jobs.crawl(context.params.id ?? "", context.now);
  if (!job) return json(404, { error: "Job not found" });
  if (!ownsJob(context, job)) return FORBIDDEN;
  job.cancelledAt ??= context.now;
  return json(200, { status: "cancelled" });
}

export function jobErrorList(context: RouteContext) {
  const job = context.state.jobs.crawl(context.params.id ?? "", context.now);
  if (!job) return jobNotFound();
  if (!ownsJob(context, job)) return FORBIDDEN;
  return json(200, { errors: jobErrors(job, context.now), robotsBlocked: [] });
}

/** Running crawls of the caller; the newest server's v2 list also says when each started. */
export function activeCrawls(context: RouteContext, withCreatedAt = false) {
  const crawls = [...context.state.jobs.allCrawls(context.now)]
    .filter((job) => job.kind === "crawl" && ownsJob(context, job))
    .filter((job) => crawlProgress(job, context.now).status === "scraping")
    .map((job) => ({
      id: job.id,
      teamId: teamIdOf(job.owner),
      url: job.rootUrl,
      ...(withCreatedAt ? { created_at: new Date(job.createdAt).toISOString() } : {}),
      options: job.requestOptions,
    }));
  return json(200, { success: true, crawls });
}

export const crawlRoutes: RouteDefinition[] = [
  {
    name: "crawl.start",
    method: "post",
    path: "/v1/crawl",
    handle: (context) => startCrawl(context),
  },
  {
    name: "crawl.active",
    method: "get",
    path: "/v1/crawl/active",
    handle: (context) => activeCrawls(context),
  },
  {
    name: "crawl.status",
    method: "get",
    path: "/v1/crawl/:id",
    handle: (context) => jobStatus(context, "/v1/crawl"),
  },
  { name: "crawl.cancel", method: "delete", path: "/v1/crawl/:id", handle: cancelJob },
  { name: "crawl.errors", method: "get", path: "/v1/crawl/:id/errors", handle: jobErrorList },
];
