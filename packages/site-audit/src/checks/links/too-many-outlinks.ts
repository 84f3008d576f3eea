import type { Check } from "../../check";
import { answeredPages, isInternal, pageItems } from "../helpers";

/** The threshold for "high internal outlinks" (Screaming Frog makes it a preference). */
export const MAX_INTERNAL_OUTLINKS = 100;

export const tooManyOutlinks: Check = {
  id: "too-many-outlinks",
  label: `Page with over ${MAX_INTERNAL_OUTLINKS} internal links`,
  category: "links",
  severity: "notice",
  why: "A page with that many links spreads visitors' attention and its own weight thin.",
  how: "Keep the links that matter for the page; move long lists to their own pages.",
  threshold: `${MAX_INTERNAL_OUTLINKS} distinct internal targets`,
  source: "html: <a href> (the first 1,000 anchors of a page)",
  run: (site) =>
    pageItems(answeredPages(site), (page) => {
      const targets = new Set<string>();
      for (const link of page.links) {
        if (link.target !== null && isInternal(link.target, site)) targets.add(link.target);
      }
      return targets.size > MAX_INTERNAL_OUTLINKS ? `${targets.size} internal links` : undefined;
    }),
};
