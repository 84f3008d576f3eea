import {
  batchScrapeRequestV2,
  batchScrapeRequestV2IgnoringInvalid,
} from "../../http/schemas/requests-v2.js";
import { startBatch } from "../batch.js";
import type { RouteDefinition } from "../context.js";
import { cancelJob, jobErrorList, jobStatus } from "../crawl.js";
import { v2JobFormats } from "./formats.js";

const COLLECTION = "/v2/batch/scrape";

/**
 * The v2 batch routes: v1's jobs, with v2 bodies, `/v2` links, `invalidURLs` in every start
 * answer, and no idempotency (the newest server's v2 start ignores the header). Only the cloud
 * lists a batch's errors: on a self-hosted server the route is Express's 404 page.
 */
export const v2BatchRoutes: RouteDefinition[] = [
  {
    name: "v2.batch.start",
    method: "post",
    path: COLLECTION,
    handle: (context) =>
      startBatch(context, {
        schema: batchScrapeRequestV2,
        schemaIgnoringInvalid: batchScrapeRequestV2IgnoringInvalid,
        collection: COLLECTION,
        alwaysListsInvalidUrls: true,
        honoursIdempotencyKey: false,
        scrapeFormats: v2JobFormats,
      }),
  },
  {
    name: "v2.batch.status",
    method: "get",
    path: `${COLLECTION}/:id`,
    handle: (context) => jobStatus(context, COLLECTION),
  },
  { name: "v2.batch.cancel", method: "delete", path: `${COLLECTION}/:id`, handle: cancelJob },
  {
    name: "v2.batch.errors",
    method: "get",
    path: `${COLLECTION}/:id/errors`,
    handle: jobErrorList,
    servedOn: ["cloud"],
  },
];
