import { InvalidResponseError } from "./errors.js";

export type PagedJobKind = "crawl" | "batch";

export function statusPath(kind: PagedJobKind, id: string): string {
  return kind === "crawl"
    ? `/v1/crawl/${encodeURIComponent(id)}`
    : `/v1/batch/scrape/${encodeURIComponent(id)}`;
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
): string {
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
  const expected = `${prefix}${statusPath(kind, id)}`;
  if (url.origin === api.origin && url.pathname === expected) return url.toString();
  const jobRoute = statusPath(kind, id);
  if (url.pathname.endsWith(jobRoute)) return `${apiUrl}${jobRoute}${url.search}`;
  throw new InvalidResponseError(
    `Refusing to follow a next link that is not this job's status route on the API origin: ${url.origin}${url.pathname}`,
    200,
  );
}
