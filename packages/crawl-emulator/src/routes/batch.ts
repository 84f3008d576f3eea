import { onlyMainContentOf } from "./scrape.js";
import { randomUUID } from "node:crypto";
import { json, storeFull } from "../http/responses.js";
import { batchScrapeRequest, batchScrapeRequestIgnoringInvalid } from "../http/schemas/requests.js";
import { normaliseUrl, urlSchema } from "../http/schemas/url.js";
import type { CrawlJob } from "../jobs/crawl-job.js";
import type { ScrapeFormat } from "../sites/document.js";
import { UNREACHABLE_ERROR } from "../sites/site-registry.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { cancelJob, jobErrorList, jobStatus } from "./crawl.js";
import { resolveWebhook } from "../jobs/webhook-targets.js";
import { drawJobFaults, idempotencyRefusal } from "./job-faults.js";
import { ownerOf } from "./ownership.js";
import { activityOf } from "./activity.js";

/** Valid URLs, normalised, and with `ignoreInvalidURLs` the others, which the batch leaves out. */
function sortUrls(urls: readonly string[]): { valid: string[]; invalid: string[] } {
  const sorted = { valid: [] as string[], invalid: [] as string[] };
  for (const url of urls) {
    if (urlSchema.safeParse(url).success) sorted.valid.push(normaliseUrl(url));
    else sorted.invalid.push(url);
  }
  return sorted;
}

/** What differs between the batch starts of the two API versions. */
export interface BatchDialect {
  /** The schema checking every URL, and the one that lets invalid URLs through to be ignored. */
  schema: { parse(body: unknown): { urls: string[] } };
  schemaIgnoringInvalid: { parse(body: unknown): { urls: string[] } };
  /** `/v1/batch/scrape` or `/v2/batch/scrape`, for the `url` of the answer. */
  collection: string;
  /** v2 answers `invalidURLs` always; v1 only when invalid URLs are ignored. */
  alwaysListsInvalidUrls: boolean;
  /** The newest server's v2 batch start ignores `x-idempotency-key`. */
  honoursIdempotencyKey: boolean;
  /** The scrape formats and JSON schema of the body, in the v1 terms. */
  scrapeFormats(body: Record<string, unknown>): {
    formats: ScrapeFormat[];
    jsonSchema: unknown;
    onlyMainContent?: boolean;
  };
}

const V1_BATCH: BatchDialect = {
  schema: batchScrapeRequest,
  schemaIgnoringInvalid: batchScrapeRequestIgnoringInvalid,
  collection: "/v1/batch/scrape",
  alwaysListsInvalidUrls: false,
  honoursIdempotencyKey: true,
  scrapeFormats: (body) => ({
    formats: (body.formats as ScrapeFormat[] | undefined) ?? ["markdown"],
    jsonSchema: (body.jsonOptions as { schema?: unknown } | undefined)?.schema,
    ...onlyMainContentOf(body),
  }),
};

export function startBatch(context: RouteContext, dialect: BatchDialect = V1_BATCH) {
  const refusal = dialect.honoursIdempotencyKey ? idempotencyRefusal(context) : undefined;
  if (refusal) return refusal;
  // Like the real server, the schema that checks every URL applies unless invalid ones are ignored.
  const ignoreInvalid = field<boolean>(context.body, "ignoreInvalidURLs") === true;
  const schema = ignoreInvalid ? dialect.schemaIgnoringInvalid : dialect.schema;
  const urls = sortUrls(schema.parse(context.body).urls);
  const webhook = resolveWebhook(field(context.body, "webhook"), context.state.webhookPolicy);

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
    ...dialect.scrapeFormats(context.body as Record<string, unknown>),
    neverFinish: (firstSite?.neverFinish ?? false) || faults.neverFinish,
    failure,
    cancelledAt: undefined,
    owner: ownerOf(context),
    requestOptions: {},
  };
  const activity = activityOf(context, "batch_scrape", scraped[0]);
  if (!context.state.jobs.addCrawl(job, context.now, activity)) return storeFull();
  if (webhook) context.state.webhooks.watch(job, webhook);
  return json(200, {
    success: true,
    id,
    url: `${context.baseUrl}${dialect.collection}/${id}`,
    ...(ignoreInvalid || dialect.alwaysListsInvalidUrls ? { invalidURLs: urls.invalid } : {}),
  });
}

export const batchRoutes: RouteDefinition[] = [
  {
    name: "batch.start",
    method: "post",
    path: "/v1/batch/scrape",
    handle: (context) => startBatch(context),
  },
  {
    name: "batch.status",
    method: "get",
    path: "/v1/batch/scrape/:id",
    handle: (context) => jobStatus(context, "/v1/batch/scrape"),
  },
  { name: "batch.cancel", method: "delete", path: "/v1/batch/scrape/:id", handle: cancelJob },
  {
    name: "batch.errors",
    method: "get",
    path: "/v1/batch/scrape/:id/errors",
    handle: jobErrorList,
  },
];
