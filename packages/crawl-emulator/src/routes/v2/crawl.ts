import { json } from "../../http/responses.js";
import { crawlParamsPreviewRequest, crawlRequestV2 } from "../../http/schemas/requests-v2.js";
import { normaliseUrl } from "../../http/schemas/url.js";
import {
  activeCrawls,
  cancelJob,
  DEFAULT_CRAWL_LIMIT,
  jobErrorList,
  jobStatus,
  startCrawl,
} from "../crawl.js";
import { field, hasLlm, type RouteContext, type RouteDefinition } from "../context.js";
import { v2JobFormats } from "./formats.js";

const COLLECTION = "/v2/crawl";

/**
 * The options the newest server lists for a v2 crawl: the request's own over its defaults, as
 * recorded (`v2/samples/crawl-ongoing-running.json`).
 */
function listedOptions(requestOptions: Record<string, unknown>): Record<string, unknown> {
  const { scrapeOptions, ...options } = requestOptions;
  return {
    includePaths: [],
    excludePaths: [],
    limit: DEFAULT_CRAWL_LIMIT,
    allowExternalLinks: false,
    allowSubdomains: false,
    ignoreRobotsTxt: false,
    sitemap: "include",
    deduplicateSimilarURLs: true,
    ignoreQueryParameters: false,
    regexOnFullURL: false,
    ...options,
    scrapeOptions: {
      formats: [{ type: "markdown" }],
      onlyMainContent: true,
      waitFor: 0,
      mobile: false,
      skipTlsVerification: true,
      removeBase64Images: true,
      fastMode: false,
      blockAds: true,
      proxy: "auto",
      storeInCache: true,
      ...(scrapeOptions as Record<string, unknown> | undefined),
    },
  };
}

/**
 * `POST /v2/crawl/params-preview`: the crawl options a prompt would give. The cloud's LLM turns
 * the prompt into options; the emulator answers the options a crawl of the URL gets by default,
 * with a `limit` when the prompt names a number of pages. A self-hosted server has no LLM and
 * answers 400 (`v2/samples/crawl-params-preview.json`).
 */
function paramsPreview(context: RouteContext) {
  crawlParamsPreviewRequest.parse(context.body);
  if (!hasLlm(context.state)) {
    return json(400, {
      success: false,
      error: "Failed to process natural language prompt. Please try rephrasing.",
    });
  }
  const prompt = field<string>(context.body, "prompt") ?? "";
  const pages = /(\d+)\s*pages?/i.exec(prompt)?.[1];
  return json(200, {
    success: true,
    data: {
      url: normaliseUrl(field<string>(context.body, "url") ?? ""),
      includePaths: [],
      excludePaths: [],
      crawlEntireDomain: false,
      allowExternalLinks: false,
      allowSubdomains: false,
      sitemap: "include",
      ignoreQueryParameters: false,
      deduplicateSimilarURLs: true,
      limit: pages === undefined ? DEFAULT_CRAWL_LIMIT : Number(pages),
    },
  });
}

/** The v2 crawl routes: v1's jobs, with v2 bodies and `/v2` links. */
export const v2CrawlRoutes: RouteDefinition[] = [
  {
    name: "v2.crawl.start",
    method: "post",
    path: COLLECTION,
    handle: (context) =>
      startCrawl(context, {
        schema: crawlRequestV2,
        collection: COLLECTION,
        scrapeFormats: v2JobFormats,
        listedOptions,
      }),
  },
  {
    name: "v2.crawl.paramsPreview",
    method: "post",
    path: `${COLLECTION}/params-preview`,
    handle: paramsPreview,
  },
  // The newest server serves `active` as an alias of `ongoing`.
  ...["ongoing", "active"].map((alias): RouteDefinition => ({
    name: "v2.crawl.active",
    method: "get",
    path: `${COLLECTION}/${alias}`,
    handle: (context) => activeCrawls(context, true),
  })),
  {
    name: "v2.crawl.status",
    method: "get",
    path: `${COLLECTION}/:id`,
    handle: (context) => jobStatus(context, COLLECTION),
  },
  { name: "v2.crawl.cancel", method: "delete", path: `${COLLECTION}/:id`, handle: cancelJob },
  {
    name: "v2.crawl.errors",
    method: "get",
    path: `${COLLECTION}/:id/errors`,
    handle: jobErrorList,
  },
];
