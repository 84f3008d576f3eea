import type { AnalysedSite } from "~/site.config";

const SITE_PARAM = "site";

/** The site a link names (`?site=cleaning`), among the analysed ones; anything else is ignored. */
export function parseLinkedSite(
  search: string,
  sites: readonly AnalysedSite[],
): AnalysedSite | undefined {
  const named = new URLSearchParams(search).get(SITE_PARAM);
  return sites.find((site) => site.id === named);
}

/**
 * `search` naming `siteId` as the site shown, the other parameters kept. Commas stay readable
 * (the filter's lists), as a shared link is read by people.
 */
export function withLinkedSite(search: string, siteId: string): string {
  const params = new URLSearchParams(search);
  params.set(SITE_PARAM, siteId);
  return `?${params.toString().replaceAll("%2C", ",")}`;
}
