import { randomUUID } from "node:crypto";
import { badRequest, json } from "../http/responses.js";
import { batchScrapeShape } from "../http/request-shapes.js";
import { waitForIssues } from "../http/refinements.js";
import {
  isAborted,
  normaliseUrl,
  urlIssues,
  validateBody,
  type Issue,
} from "../http/validation.js";
import type { CrawlJob } from "../jobs/crawl-job.js";
import type { ScrapeFormat } from "../sites/document.js";
import { UNREACHABLE_ERROR } from "../sites/site-registry.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { cancelJob, jobErrorList, jobStatus } from "./crawl.js";
import { parseWebhook } from "../jobs/webhooks.js";
import { drawJobFaults, idempotencyConflict } from "./job-faults.js";
import { ownerOf } from "./ownership.js";

const ID = "(?<id>[^/]+)";

interface SortedUrls {
  valid: string[];
  invalid: string[];
  issues: Issue[];
}

function sortUrls(urls: unknown, ignoreInvalid: boolean): SortedUrls {
  if (!Array.isArray(urls)) {
    const received = urls === undefined ? "undefined" : urls === null ? "null" : typeof urls;
    return {
      valid: [],
      invalid: [],
      issues: [
        {
          code: "invalid_type",
          expected: "array",
          received,
          path: ["urls"],
          message: received === "undefined" ? "Required" : `Expected array, received ${received}`,
        },
      ],
    };
  }
  const sorted: SortedUrls = { valid: [], invalid: [], issues: [] };
  urls.forEach((url: unknown, index) => {
    const issues = urlIssues(url, ["urls", index]);
    if (issues.length === 0) sorted.valid.push(normaliseUrl(String(url)));
    else if (ignoreInvalid && typeof url === "string") sorted.invalid.push(url);
    else sorted.issues.push(...issues);
  });
  return sorted;
}

function startBatch(context: RouteContext) {
  if (idempotencyConflict(context)) {
    return json(409, { success: false, error: "Idempotency key already used" });
  }
  const shapeIssues = validateBody(context.body, batchScrapeShape);
  const ignoreInvalid = field<boolean>(context.body, "ignoreInvalidURLs") === true;
  const urls = sortUrls(field(context.body, "urls"), ignoreInvalid);
  const issues = [...urls.issues, ...shapeIssues];
  if (!isAborted(issues)) issues.push(...waitForIssues(context.body));
  if (issues.length > 0) return badRequest(issues);

  const faults = drawJobFaults(context);
  // The real server drops a URL nothing answers on from the batch and lists it in its errors.
  const isUnreachable = (url: string) => context.state.sites.resolve(url).unreachable;
  const scraped = urls.valid.filter((url) => !isUnreachable(url));
  const unreachable = urls.valid.filter(isUnreachable);
  const failingIndex = scraped.findIndex(
    (url) => context.state.sites.resolve(url).fail !== undefined,
  );
  let failure: CrawlJob["failure"];
  if (failingIndex >= 0) {
    const error = context.state.sites.resolve(scraped[failingIndex] ?? "").fail ?? "";
    failure = { afterPages: failingIndex, error };
  } else if (faults.failError !== undefined) {
    failure = { afterPages: Math.floor(scraped.length / 2), error: faults.failError };
  }
  const firstSite = scraped[0] ? context.state.sites.resolve(scraped[0]) : undefined;
  const id = randomUUID();
  const job: CrawlJob = {
    id,
    kind: "batch",
    createdAt: context.now,
    rootUrl: scraped[0] ?? "",
    urls: scraped,
    plannedTotal: scraped.length,
    pageIndices: undefined,
    skipped: unreachable.map((url) => ({ url, error: UNREACHABLE_ERROR })),
    pageIntervalMs: firstSite?.pageIntervalMs ?? context.state.options.timing.pageIntervalMs,
    formats: field<ScrapeFormat[]>(context.body, "formats") ?? ["markdown"],
    jsonSchema: field<{ schema?: unknown }>(context.body, "jsonOptions")?.schema,
    neverFinish: (firstSite?.neverFinish ?? false) || faults.neverFinish,
    failure,
    cancelledAt: undefined,
    owner: ownerOf(context),
    requestOptions: {},
  };
  context.state.jobs.addCrawl(job);
  const webhook = parseWebhook(field(context.body, "webhook"));
  if (webhook) context.state.webhooks.watch(job, webhook);
  return json(200, {
    success: true,
    id,
    url: `${context.baseUrl}/v1/batch/scrape/${id}`,
    ...(ignoreInvalid ? { invalidURLs: urls.invalid } : {}),
  });
}

export const batchRoutes: RouteDefinition[] = [
  { name: "batch.start", method: "POST", pattern: /^\/v1\/batch\/scrape$/, handle: startBatch },
  {
    name: "batch.status",
    method: "GET",
    pattern: new RegExp(`^/v1/batch/scrape/${ID}$`),
    handle: (context) => jobStatus(context, "/v1/batch/scrape"),
  },
  {
    name: "batch.cancel",
    method: "DELETE",
    pattern: new RegExp(`^/v1/batch/scrape/${ID}$`),
    handle: cancelJob,
  },
  {
    name: "batch.errors",
    method: "GET",
    pattern: new RegExp(`^/v1/batch/scrape/${ID}/errors$`),
    handle: jobErrorList,
  },
];
