import { InvalidResponseError } from "../core/errors.js";

export type PagedJobKind = "crawl" | "batch";

/** The API version a route belongs to; v1 and v2 share every route shape this module builds. */
export type ApiVersion = "v1" | "v2";

export function statusPath(kind: PagedJobKind, id: string, version: ApiVersion = "v1"): string {
  return kind === "crawl"
    ? `/${version}/crawl/${encodeURIComponent(id)}`
    : `/${version}/batch/scrape/${encodeURIComponent(id)}`;
}

/**
 * Resolves a `next` link so that it is only ever sent to the API's own origin, where the key
 * belongs. A link on the API origin is used as is; a link that names this job's status route on
 * another origin (a self-hosted server that does not know its public address) is re-based onto
 * `apiUrl`; anything else is refused.
 */
export function resolveNextUrl(
  apiUrl: string,
  next: string,
  kind: PagedJobKind,
  id: string,
  version: ApiVersion = "v1",
): string {
  return linkOnRoute(apiUrl, next, statusPath(kind, id, version), "this job's status route");
}

/**
 * A `next` link of a paged answer, resolved as `resolveNextUrl` does: on `route` (a path under
 * the API, `what` names it in the error) at the API origin, or re-based onto it; anything else is
 * an InvalidResponseError.
 */
export function linkOnRoute(apiUrl: string, next: string, route: string, what: string): string {
  let url: URL;
  try {
    url = new URL(next, apiUrl);
  } catch {
    throw new InvalidResponseError(
      `The API sent a next link that is not a URL: ${JSON.stringify(next)}`,
      200,
    );
  }
  const api = new URL(apiUrl);
  const prefix = api.pathname.replace(/\/+$/, "");
  if (url.origin === api.origin && url.pathname === `${prefix}${route}`) return url.toString();
  if (url.pathname.endsWith(route)) return `${apiUrl}${route}${url.search}`;
  throw new InvalidResponseError(
    `Refusing to follow a next link that is not ${what} on the API origin: ${url.origin}${url.pathname}`,
    200,
  );
}
