import * as z from "zod/mini";
import { FACTS_KEPT } from "../../facts/types";
import { checkWithOptions } from "../../rules/check-options";
import { answeredPages, isInternal, pageItems } from "../helpers";

/** The threshold for "high internal outlinks" (Screaming Frog makes it a preference). */
export const MAX_INTERNAL_OUTLINKS = 100;

export const tooManyOutlinks = checkWithOptions({
  id: "too-many-outlinks",
  category: "links",
  severity: "notice",
  why: "A page with that many links spreads visitors' attention and its own weight thin.",
  how: "Keep the links that matter for the page; move long lists to their own pages.",
  source: "html: <a href> (the first 1,000 anchors of a page)",
  options: {
    // A page's facts keep its first FACTS_KEPT anchors: a higher bound could never be passed.
    schema: z.strictObject({ max: z.int().check(z.minimum(1), z.maximum(FACTS_KEPT - 1)) }),
    defaults: { max: MAX_INTERNAL_OUTLINKS },
    describe: ({ max }) => ({
      label: `Page with over ${max} internal links`,
      threshold: `${max} distinct internal targets`,
    }),
  },
  run: (site, { max }) =>
    pageItems(answeredPages(site), (page) => {
      const targets = new Set<string>();
      for (const link of page.links) {
        if (link.target !== null && isInternal(link.target, site)) targets.add(link.target);
      }
      return targets.size > max ? `${targets.size} internal links` : undefined;
    }),
});
