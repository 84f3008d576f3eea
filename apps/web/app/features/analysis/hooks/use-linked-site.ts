import type { AnalysedSite } from "~/site.config";
import { parseLinkedSite, withLinkedSite } from "../model/linked-site";

/** The site the page's address names, read when a view first needs it (never prerendered). */
export function linkedSite(sites: readonly AnalysedSite[]): AnalysedSite | undefined {
  return parseLinkedSite(window.location.search, sites);
}

/**
 * Names the site the user chose to look at in the address, beside the filter, so that a copied
 * link opens on it; `replaceState`, as for the filter: a tab is not a step of Back.
 */
export function rememberShownSite(siteId: string) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    "",
    pathname + withLinkedSite(search, siteId) + hash,
  );
}
