import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { parseAnswer } from "../../core/validate.js";
import { checkSimpleId } from "../../jobs/simple.js";
import type { Document } from "../types.js";
import { scrapeAnswerSchema, toDocument } from "./scrape.js";

const STATUS_ACTION = "get scrape status";

/**
 * GET /v2/scrape/{id}: a scrape done before, by its `metadata.scrapeId`, as the same document.
 * An id the server does not know is a `NotFoundError`.
 */
export async function getScrapeStatus(
  ctx: ClientContext,
  jobId: string,
  requestOptions?: RequestOptions,
): Promise<Document> {
  const id = checkSimpleId(jobId, "scrape");
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "GET",
    url: `/v2/scrape/${encodeURIComponent(id)}`,
    action: STATUS_ACTION,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return toDocument(parseAnswer(scrapeAnswerSchema, answer, STATUS_ACTION));
}
