/** Query strings of request URLs: built from values, set by name, read back as counts. */

/** A query parameter's value: a list is the parameter repeated. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query string of `values`, form style and exploded, as the provider's OpenAPI description has
 * every list parameter (it gives no `style`, so OpenAPI's default): a list is its parameter
 * repeated (`types=doc&types=issue`), never joined with commas. Unset values and empty items are
 * left out, as 4.42.0 leaves them out.
 */
export function queryString(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null && String(item) !== "")
        params.append(name, String(item));
  }
  return params.toString();
}

/** `url` with each defined `query` value set, replacing any the URL already carries. */
export function withQuery(
  url: string,
  query: Record<string, string | number | undefined> | undefined,
): string {
  if (query === undefined || Object.values(query).every((value) => value === undefined)) return url;
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parsed.searchParams.set(name, String(value));
  }
  return parsed.toString();
}

/** A whole-number query parameter of `url`, if it carries one. */
export function queryCount(url: string, name: string): number | undefined {
  const value = Number.parseInt(new URL(url).searchParams.get(name) ?? "", 10);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
