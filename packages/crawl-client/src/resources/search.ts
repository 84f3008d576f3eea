import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../core/context.js";
import { ValidationError } from "../core/errors.js";
import { ORIGIN } from "../core/version.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import { SCRAPE_SCHEMA_OPTIONS } from "../schemas/scrape.js";
import {
  SEARCH_DEFAULTS,
  searchAnswerSchema,
  type SearchParams,
  searchParamsSchema,
  type SearchResponse,
} from "../schemas/search.js";
import { parseAnswer, validateInput } from "../core/validate.js";
import type { FirecrawlDocument } from "../schemas/document.js";

const ACTION = "search";

export async function search(
  ctx: ClientContext,
  query: string,
  params: SearchParams = {},
  options?: RequestOptions,
): Promise<SearchResponse> {
  if (typeof query !== "string" || query.trim() === "") {
    throw new ValidationError("Invalid query: must be a non-empty string", "query");
  }
  validateInput(searchParamsSchema, params, "params");
  const settings = callSettings(ctx, options);
  const timeout = params.timeout ?? SEARCH_DEFAULTS.timeout;
  const body = {
    query,
    limit: params.limit ?? SEARCH_DEFAULTS.limit,
    tbs: params.tbs,
    filter: params.filter,
    lang: params.lang ?? SEARCH_DEFAULTS.lang,
    country: params.country ?? SEARCH_DEFAULTS.country,
    location: params.location,
    origin: ORIGIN,
    timeout,
    scrapeOptions: params.scrapeOptions
      ? withJsonSchemas(params.scrapeOptions, SCRAPE_SCHEMA_OPTIONS, "params.scrapeOptions.")
      : { formats: [] },
  };
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v1/search",
    action: ACTION,
    body,
    timeout: requestTimeout(settings, timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  const parsed = parseAnswer(searchAnswerSchema, answer, ACTION);
  return {
    ...parsed,
    success: true,
    data: parsed.data as FirecrawlDocument<undefined>[],
  } as SearchResponse;
}
