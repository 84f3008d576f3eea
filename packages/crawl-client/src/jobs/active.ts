// The team's running crawls, `GET /{version}/crawl/active`: one answer on both API versions.
import * as z from "zod/mini";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { parseAnswer } from "../core/validate.js";
import { optionalString } from "../schemas/fields.js";
import type { ApiVersion } from "./routes.js";

export interface ActiveCrawl {
  id: string;
  teamId: string;
  url: string;
  /** The options the crawl was started with (`limit`, `scrapeOptions`…), as the server keeps them. */
  options?: Record<string, unknown> | null;
}

export interface ActiveCrawlsResponse {
  success: boolean;
  crawls: ActiveCrawl[];
}

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

/** The crawls still running for the key's team (the open-source server also calls it `ongoing`). */
export async function getActiveCrawls(
  ctx: ClientContext,
  version: ApiVersion,
  requestOptions?: RequestOptions,
): Promise<ActiveCrawlsResponse> {
  const settings = callSettings(ctx, requestOptions);
  const action = "get active crawls";
  const answer = await ctx.http.request({
    method: "GET",
    url: `/${version}/crawl/active`,
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
