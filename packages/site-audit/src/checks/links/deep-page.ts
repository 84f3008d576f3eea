import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { pageItems, plural } from "../helpers";

/** Clicks from the start URL beyond which a page counts as deep (Screaming Frog's default: above 3). */
export const MAX_CLICK_DEPTH = 3;

export const deepPage = checkWithOptions({
  id: "deep-page",
  category: "links",
  severity: "notice",
  why: "The further a page is from the start, the fewer visitors find it and the less search engines value it.",
  how: "Link to the page from a page nearer the start, such as a section page or the menu.",
  source: "html: <a href> between crawled pages, breadth first from the start URL",
  options: {
    schema: z.strictObject({ max: z.int().check(z.minimum(1)) }),
    defaults: { max: MAX_CLICK_DEPTH },
    describe: ({ max }) => ({
      label: `Page ${max + 1} or more clicks from the start URL, or not reached from it`,
      threshold: `more than ${max} clicks`,
    }),
  },
  run: (site, { max }) =>
    pageItems(site.pages, (page) => {
      const depth = site.depth.get(page.key);
      // Without the start page among the crawled pages, no depth is known.
      if (depth === undefined && site.depth.size === 0) return undefined;
      if (depth === undefined)
        return "not reached from the start URL by links between crawled pages";
      return depth > max ? plural(depth, "click") : undefined;
    }),
});
