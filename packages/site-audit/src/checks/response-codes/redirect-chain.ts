import type { Check } from "../../check";
import type { PageFacts } from "../../facts/types";
import { pageItems } from "../helpers";

/** Hops followed from one page: a chain longer than this is reported as it stands. */
const HOPS_FOLLOWED = 10;

/**
 * The addresses a redirect from `page` passes through, as far as the crawl knows them: its own
 * final URL, then, while that address was itself crawled and redirected, the next one. Ends at an
 * address already passed (a loop) or after `HOPS_FOLLOWED` hops.
 */
function hopsFrom(page: PageFacts, requested: ReadonlyMap<string, PageFacts>) {
  const hops = [page.key];
  const seen = new Set(hops);
  let next: string = page.finalKey;
  let loop = false;
  while (hops.length <= HOPS_FOLLOWED) {
    hops.push(next);
    if (seen.has(next)) {
      loop = true;
      break;
    }
    seen.add(next);
    const there = requested.get(next);
    if (!there || there.finalKey === there.key) break;
    next = there.finalKey;
  }
  return { hops, loop };
}

export const redirectChain: Check = {
  id: "redirect-chain",
  label: "Redirect chain (a redirect to an address that redirects again)",
  category: "response-codes",
  severity: "warning",
  why: "Every extra hop delays the page, and search engines stop following after a few; a loop never ends.",
  how: "Point the first redirect, and the links to it, straight at the final address.",
  source:
    "metadata.sourceURL and metadata.url: a final URL that another crawled page was requested at",
  run: (site) => {
    // By the address each page was requested at only: a final URL is where a hop ends.
    const requested = new Map<string, PageFacts>();
    for (const page of site.pages) if (!requested.has(page.key)) requested.set(page.key, page);
    return pageItems(site.pages, (page) => {
      if (page.finalKey === page.key) return undefined;
      const { hops, loop } = hopsFrom(page, requested);
      if (!loop && hops.length < 3) return undefined;
      const path = hops.join(" → ");
      return loop ? `redirect loop: ${path}` : `${hops.length - 1} redirects: ${path}`;
    });
  },
};
