import type { RequestOptions } from "../core/config.js";
import type { ClientContext } from "../core/context.js";
import { type Call, send } from "../v2/resources/send.js";

/**
 * The team's figures on v1 (`/v1/team/…`), which 4.42.0's v1 client reads: each answer as sent,
 * once checked to be a JSON object.
 */
export function readTeam<T>(
  ctx: ClientContext,
  route: string,
  action: string,
  byApiKey: boolean | undefined,
  options: RequestOptions | undefined,
): Promise<T> {
  const call: Call = {
    method: "GET",
    path: `/v1/team/${route}`,
    action,
    query: { byApiKey: byApiKey === true ? "true" : undefined },
  };
  return send<T>(ctx, call, options);
}
