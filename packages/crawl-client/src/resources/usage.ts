import * as z from "zod/mini";
import type { RequestOptions } from "../core/config.js";
import { callSettings, type ClientContext } from "../core/context.js";
import { parseAnswer } from "../core/validate.js";

/**
 * The team's figures on v1 (`/v1/team/…`), which 4.42.0's v1 client reads: each answer as sent,
 * once checked to be a JSON object.
 */
export async function readTeam<T>(
  ctx: ClientContext,
  route: string,
  action: string,
  byApiKey: boolean | undefined,
  options: RequestOptions | undefined,
): Promise<T> {
  const settings = callSettings(ctx, options);
  const answer = await ctx.http.request({
    method: "GET",
    url: `/v1/team/${route}`,
    action,
    query: { byApiKey: byApiKey === true ? "true" : undefined },
    timeout: settings.timeout,
    maxRetries: settings.maxRetries,
    signal: settings.signal,
  });
  return parseAnswer(z.looseObject({}), answer, action) as T;
}
