import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { urlSchema } from "../../schemas/fields.js";
import { validateInput } from "../../core/validate.js";
import { CRAWL_JOB_V2 } from "../../jobs/kinds.js";
import { startJob } from "../../jobs/start.js";
import type { CrawlJob, CrawlOptions, CrawlResponse, WaiterControls } from "../types.js";
import { startAndWaitV2 } from "./jobs.js";
import { scrapeOptionsBody } from "./scrape-options.js";

const nullableCount = z.optional(z.nullable(z.int().check(z.minimum(0))));
const crawlOptionsSchema = z.looseObject({
  prompt: z.optional(z.nullable(z.string())),
  limit: z.optional(z.nullable(z.int().check(z.positive()))),
  maxDiscoveryDepth: nullableCount,
  delay: z.optional(z.nullable(z.number().check(z.minimum(0)))),
  maxConcurrency: z.optional(z.nullable(z.int().check(z.positive()))),
  sitemap: z.optional(z.enum(["skip", "include", "only"])),
  includePaths: z.optional(z.nullable(z.array(z.string()))),
  excludePaths: z.optional(z.nullable(z.array(z.string()))),
});

// v1 options the v2 route refuses with 400 "unrecognized_keys"; named here before any request.
const V1_ONLY_OPTIONS: Record<string, string> = {
  maxDepth: "maxDiscoveryDepth",
  ignoreSitemap: 'sitemap: "skip"',
  allowBackwardLinks: "crawlEntireDomain",
};

function crawlBody(url: string, options: CrawlOptions): Record<string, unknown> {
  validateInput(urlSchema, url, "url");
  for (const [v1, v2] of Object.entries(V1_ONLY_OPTIONS)) {
    if (v1 in options)
      throw new ValidationError(
        `Invalid options.${v1}: a v1 option; on v2 use ${v2}`,
        `options.${v1}`,
      );
  }
  validateInput(crawlOptionsSchema, options, "options");
  const body: Record<string, unknown> = { url, ...options };
  if (options.scrapeOptions)
    body["scrapeOptions"] = scrapeOptionsBody(options.scrapeOptions, "options.scrapeOptions");
  return body;
}

/**
 * POST /v2/crawl under the job-start rule. The v2 reference takes no idempotency key for crawls
 * (and the open-source server answers any key with 409 or 500), so none is sent and the start is
 * retried only where the provider cannot have accepted it.
 */
export async function startCrawl(
  ctx: ClientContext,
  url: string,
  options: CrawlOptions = {},
  requestOptions?: RequestOptions,
): Promise<CrawlResponse> {
  const body = crawlBody(url, options);
  const settings = callSettings(ctx, requestOptions);
  const { id, url: statusUrl } = await startJob(
    ctx,
    CRAWL_JOB_V2,
    "start crawl",
    body,
    undefined,
    settings.timeout,
    settings,
  );
  return { id, url: statusUrl ?? ctx.http.url(`/v2/crawl/${encodeURIComponent(id)}`) };
}

export async function crawl(
  ctx: ClientContext,
  url: string,
  options: CrawlOptions & WaiterControls = {},
  requestOptions?: RequestOptions,
): Promise<CrawlJob> {
  const { pollInterval, timeout, onProgress, onStarted, cancelOnAbandon, watch, ...crawlOptions } =
    options;
  const controls = { pollInterval, timeout, onProgress, onStarted, cancelOnAbandon, watch };
  return startAndWaitV2(ctx, CRAWL_JOB_V2, controls, requestOptions, async (signal) => {
    const started = await startCrawl(ctx, url, crawlOptions, { ...requestOptions, signal });
    return started.id;
  });
}
