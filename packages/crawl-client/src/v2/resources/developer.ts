import type { RequestOptions } from "../../core/config.js";
import type { ClientContext } from "../../core/context.js";
import { validateInput } from "../../core/validate.js";
import { nonEmptyText } from "../../schemas/fields.js";
import type { DeveloperSearchOptions, DeveloperSearchResponse } from "../shapes/developer.js";
import { type Call, send } from "./send.js";

const PATH = "/v2/search/developer";

/** The API's names for the options (stars in snake case), in 4.42.0's order, unset ones left out. */
function parameters(options: DeveloperSearchOptions) {
  const { k, passages, types, repos, sources, language, topic, license } = options;
  const named = { k, passages, types, repos, sources, language, topic, license };
  return {
    ...named,
    min_stars: options.minStars,
    max_stars: options.maxStars,
    archived: options.archived,
    fork: options.fork,
    skills: options.skills,
  };
}

function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** POST /v2/search/developer: every requested passage, citation, license and index status. */
export async function developerSearch(
  ctx: ClientContext,
  query: string,
  options: DeveloperSearchOptions = {},
  requestOptions?: RequestOptions,
): Promise<DeveloperSearchResponse> {
  validateInput(nonEmptyText, query, "query");
  const body = defined({ query, ...parameters(options) });
  const call: Call = { method: "POST", path: PATH, action: "search developer sources", body };
  return send<DeveloperSearchResponse>(ctx, call, requestOptions);
}

/** GET /v2/search/developer: the same search with its parameters in the query, lists repeated. */
export async function developerSearchGet(
  ctx: ClientContext,
  query: string,
  options: DeveloperSearchOptions = {},
  requestOptions?: RequestOptions,
): Promise<DeveloperSearchResponse> {
  validateInput(nonEmptyText, query, "query");
  const call: Call = {
    method: "GET",
    path: PATH,
    action: "search developer sources",
    query: { query, ...parameters(options) },
  };
  return send<DeveloperSearchResponse>(ctx, call, requestOptions);
}
