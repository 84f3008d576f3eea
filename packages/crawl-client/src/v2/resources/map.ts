import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext, requestTimeout } from "../../core/context.js";
import { ORIGIN } from "../../core/version.js";
import { optionalString, urlSchema } from "../../schemas/fields.js";
import { parseAnswer, validateInput } from "../../core/validate.js";
import type { MapData, MapOptions, SearchResultWeb } from "../types.js";

const ACTION = "map";

const mapInputSchema = z.looseObject({
  sitemap: z.optional(z.enum(["only", "include", "skip"])),
  limit: z.optional(z.int().check(z.positive())),
  timeout: z.optional(z.int().check(z.positive())),
});

// v2 sends link objects; a server still answering with v1's strings is read as links without titles.
const mapAnswerSchema = z.looseObject({
  id: optionalString,
  // An answer without links (the description requires none) has none, as 4.42.0 reads it.
  links: z.optional(z.array(z.union([z.string(), z.looseObject({ url: z.string() })]))),
});

/** POST /v2/map: the site's links as `{ url, title?, description? }`. */
export async function map(
  ctx: ClientContext,
  url: string,
  options: MapOptions = {},
  requestOptions?: RequestOptions,
): Promise<MapData> {
  validateInput(urlSchema, url, "url");
  validateInput(mapInputSchema, options, "options");
  const settings = callSettings(ctx, requestOptions);
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v2/map",
    action: ACTION,
    body: { url, ...options, origin: ORIGIN },
    timeout: requestTimeout(settings, options.timeout),
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  const { id, links } = parseAnswer(mapAnswerSchema, answer, ACTION);
  return {
    ...(id === undefined ? {} : { id }),
    links: (links ?? []).map((link) =>
      typeof link === "string" ? { url: link } : (link as SearchResultWeb),
    ),
  };
}
