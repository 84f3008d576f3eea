import * as z from "zod/mini";
import type { RequestOptions } from "../../core/config.js";
import { callSettings, type ClientContext } from "../../core/context.js";
import { ORIGIN } from "../../core/version.js";
import { optionalString, urlSchema } from "../../schemas/fields.js";
import { parseAnswer, validateInput } from "../../core/validate.js";
import type { ActiveCrawlsResponse } from "../types.js";

// The crawl routes beside a job's own: the team's running crawls, and the options a prompt means.

const activeCrawlsSchema = z.looseObject({
  crawls: z.array(
    z.looseObject({
      id: z.string(),
      teamId: optionalString,
      team_id: optionalString,
      url: z.string(),
    }),
  ),
});

/** GET /v2/crawl/active (the open-source server also calls it /v2/crawl/ongoing). */
export async function getActiveCrawls(
  ctx: ClientContext,
  requestOptions?: RequestOptions,
): Promise<ActiveCrawlsResponse> {
  const settings = callSettings(ctx, requestOptions);
  const action = "get active crawls";
  const answer = await ctx.http.request({
    method: "GET",
    url: "/v2/crawl/active",
    action,
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  const { crawls } = parseAnswer(activeCrawlsSchema, answer, action);
  return {
    success: true,
    crawls: crawls.map(({ team_id, teamId, options, ...crawl }) => ({
      ...crawl,
      teamId: teamId ?? team_id ?? "",
      ...(options === undefined ? {} : { options: options as Record<string, unknown> | null }),
    })),
  };
}

const previewSchema = z.looseObject({ data: z.optional(z.record(z.string(), z.unknown())) });

/** POST /v2/crawl/params-preview: the crawl options a natural-language prompt stands for. */
export async function crawlParamsPreview(
  ctx: ClientContext,
  url: string,
  prompt: string,
  requestOptions?: RequestOptions,
): Promise<Record<string, unknown>> {
  validateInput(urlSchema, url, "url");
  validateInput(z.string().check(z.trim(), z.minLength(1, "must not be empty")), prompt, "prompt");
  const settings = callSettings(ctx, requestOptions);
  const action = "preview crawl parameters";
  const answer = await ctx.http.request({
    method: "POST",
    url: "/v2/crawl/params-preview",
    action,
    body: { url, prompt, origin: ORIGIN },
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    retryUnsafe: settings.retryUnsafe,
    signal: settings.signal,
  });
  return parseAnswer(previewSchema, answer, action).data ?? {};
}
