import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../core/context.js";
import { ORIGIN } from "../core/version.js";
import { urlSchema } from "../schemas/fields.js";
import {
  mapAnswerSchema,
  type MapParams,
  mapParamsSchema,
  type MapResponse,
} from "../schemas/map.js";
import { parseAnswer, validateInput } from "../core/validate.js";

const ACTION = "map";

export async function mapUrl(
  ctx: ClientContext,
  url: string,
  params: MapParams = {},
  options?: RequestOptions,
): Promise<MapResponse> {
  validateInput(urlSchema, url, "url");
  validateInput(mapParamsSchema, params, "params");
  const settings = callSettings(ctx, options);
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v1/map",
    action: ACTION,
    body: { url, ...params, origin: ORIGIN },
    timeout: requestTimeout(settings, params.timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return { ...parseAnswer(mapAnswerSchema, answer, ACTION), success: true } as MapResponse;
}
