import { pageUrl } from "../sites/site-layout.js";

interface FilteredPages {
  indices: number[];
  skipped: { url: string; error: string }[];
}

const NOT_INCLUDED = "URL does not match required include pattern";

/**
 * Applies `includePaths`/`excludePaths` (regular expressions on the URL's path) to a synthetic
 * site, keeping at most `limit` pages. A start page left out is reported as the real server does.
 */
export function filterPages(
  rootUrl: string,
  sitePages: number,
  limit: number,
  includePaths: readonly RegExp[],
  excludePaths: readonly RegExp[],
): FilteredPages {
  const result: FilteredPages = { indices: [], skipped: [] };
  for (let index = 0; index < sitePages && result.indices.length < limit; index++) {
    const url = pageUrl(rootUrl, index);
    const path = new URL(url).pathname;
    const included =
      includePaths.length === 0 || includePaths.some((pattern) => pattern.test(path));
    const excluded = excludePaths.some((pattern) => pattern.test(path));
    if (included && !excluded) result.indices.push(index);
    else if (index === 0 && !included) result.skipped.push({ url, error: NOT_INCLUDED });
  }
  return result;
}
