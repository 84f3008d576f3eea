import { randomUUID } from "node:crypto";
import { json } from "../http/responses.js";
import { batchScrapeRequest, batchScrapeRequestIgnoringInvalid } from "../http/schemas/requests.js";
import { normaliseUrl, urlSchema } from "../http/schemas/url.js";
import type { CrawlJob } from "../jobs/crawl-job.js";
import type { ScrapeFormat } from "../sites/document.js";
import { UNREACHABLE_ERROR } from "../sites/site-registry.js";
import { field, type RouteContext, type RouteDefinition } from "./context.js";
import { cancelJob, jobErrorList, jobStatus } from "./crawl.js";
import { parseWebhook } from "../jobs/webhooks.js";
import { drawJobFaults, idempotencyRefusal } from "./job-faults.js";
import { ownerOf } from "./ownership.js";

/** Valid URLs, normalised, and with `ignoreInvalidURLs` the others, which the batch leaves out. */
function sortUrls(urls: readonly string[]): { valid: string[]; invalid: string[] } {
  const sorted = { valid: [] as string[], invalid: [] as string[] };
  for (const url of urls) {
    if (urlSchema.safeParse(url).success) sorted.valid.push(normaliseUrl(url));
    else sorted.invalid.push(url);
  }
  return sorted;
}

function startBatch(context: RouteContext) {
  const refusal = idempotencyRefusal(context);
  if (refusal) return refusal;
  // Like the real server, the schema that checks every URL applies unless invalid ones are ignored.
  const ignoreInvalid = field<boolean>(context.body, "ignoreInvalidURLs") === true;
  const schema = ignoreInvalid ? batchScrapeRequestIgnoringInvalid : batchScrapeRequest;
  const urls = sortUrls(schema.parse(context.body).urls);

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
  context.state.jobs.addCrawl(job, context.now);
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
  { name: "batch.start", method: "post", path: "/v1/batch/scrape", handle: startBatch },
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
