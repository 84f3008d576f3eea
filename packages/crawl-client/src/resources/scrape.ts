import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../core/context.js";
import { ORIGIN } from "../core/version.js";
import { urlSchema } from "../schemas/fields.js";
import { type Infer, type UserSchema } from "../schemas/llm.js";
import { type Action, type ActionsResult } from "../schemas/scrape-options.js";
import { withJsonSchemas } from "../schemas/json-schema.js";
import {
  SCRAPE_SCHEMA_OPTIONS,
  scrapeAnswerSchema,
  type ScrapeParams,
  scrapeParamsSchema,
  type ScrapeResponse,
} from "../schemas/scrape.js";
import { parseAnswer, validateInput } from "../core/validate.js";

const ACTION = "scrape URL";

export async function scrapeUrl<T extends UserSchema, A extends Action[] | undefined = undefined>(
  ctx: ClientContext,
  url: string,
  params: ScrapeParams<T, A> = {},
  options?: RequestOptions,
): Promise<ScrapeResponse<Infer<T>, A extends Action[] ? ActionsResult : never>> {
  validateInput(urlSchema, url, "url");
  validateInput(scrapeParamsSchema, params, "params");
  const settings = callSettings(ctx, options);
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v1/scrape",
    action: ACTION,
    body: { url, ...withJsonSchemas(params, SCRAPE_SCHEMA_OPTIONS, "params."), origin: ORIGIN },
    timeout: requestTimeout(settings, params.timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  const {
    data,
    warning,
    success: _success,
    ...rest
  } = parseAnswer(scrapeAnswerSchema, answer, ACTION);
  return {
    ...rest,
    success: true,
    ...(warning === undefined ? {} : { warning }),
    ...data,
  } as ScrapeResponse<Infer<T>, A extends Action[] ? ActionsResult : never>;
}
