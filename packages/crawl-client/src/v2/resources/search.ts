import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../../core/context.js";
import { ORIGIN } from "../../core/version.js";
import { nonEmptyText, optionalString } from "../../schemas/fields.js";
import { parseAnswer, validateInput } from "../../core/validate.js";
import type { SearchData, SearchRequest } from "../types.js";
import { scrapeOptionsBody } from "./scrape-options.js";

const ACTION = "search";

const searchInputSchema = z.looseObject({
  query: nonEmptyText,
  limit: z.optional(z.int().check(z.positive())),
  timeout: z.optional(z.int().check(z.positive())),
  sources: z.optional(z.array(z.union([z.string(), z.looseObject({ type: z.string() })]))),
});

const resultsSchema = z.optional(z.array(z.looseObject({})));
// v2 answers group results by source; a server still answering with v1's flat list is read as web results.
const searchAnswerSchema = z.looseObject({
  data: z.union([
    z.looseObject({ web: resultsSchema, news: resultsSchema, images: resultsSchema }),
    z.array(z.looseObject({})),
  ]),
  warning: optionalString,
  id: optionalString,
});

/** POST /v2/search: results grouped by source (`web`, `news`, `images`). */
export async function search(
  ctx: ClientContext,
  query: string,
  request: Omit<SearchRequest, "query"> = {},
  requestOptions?: RequestOptions,
): Promise<SearchData> {
  validateInput(searchInputSchema, { ...request, query }, "");
  const body: Record<string, unknown> = { ...request, query };
  if (request.scrapeOptions)
    body["scrapeOptions"] = scrapeOptionsBody(request.scrapeOptions, "scrapeOptions");
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v2/search",
    action: ACTION,
    body: { ...body, origin: ORIGIN },
    timeout: requestTimeout(settings, request.timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  const { data, warning, id } = parseAnswer(searchAnswerSchema, answer, ACTION);
  const grouped = (Array.isArray(data) ? { web: data } : data) as SearchData;
  // The search job's id, which `searchFeedback` names (4.42.0 leaves it out).
  return {
    ...grouped,
    ...(warning === undefined ? {} : { warning }),
    ...(id === undefined ? {} : { id }),
  };
}
