/** Query strings of request URLs: set by name, read back as counts. */

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
