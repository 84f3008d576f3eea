import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { pageItems } from "../helpers";
import { formatBytes, sizeInWords } from "../format-bytes";

/** How many of the largest pages are listed. */
export const LARGEST_PAGES_LISTED = 5;
/** A page smaller than this is not listed, however it ranks: a small site has no heavy pages. */
export const LARGE_PAGE_BYTES = 100 * 1024;

export const largestPages = checkWithOptions({
  id: "largest-pages",
  category: "size",
  severity: "notice",
  why: "The heaviest pages take longest to load, most of all on phones and slow networks.",
  how: "Look for inline images, styles or scripts, and repeated markup that could go.",
  source: "html: size in UTF-8 bytes (markdown when a page has no html)",
  options: {
    schema: z.strictObject({
      count: z.int().check(z.minimum(1)),
      minBytes: z.int().check(z.minimum(0)),
    }),
    defaults: { count: LARGEST_PAGES_LISTED, minBytes: LARGE_PAGE_BYTES },
    describe: ({ count, minBytes }) => ({
      label: `Among the ${count} largest pages (html over ${sizeInWords(minBytes)})`,
      threshold: `the ${count} largest, of those over ${sizeInWords(minBytes)}`,
    }),
  },
  run: (site, { count, minBytes }) => {
    const largest = new Set(
      [...site.pages]
        .filter((page) => page.bytes > minBytes)
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, count),
    );
    return pageItems(site.pages, (page) =>
      largest.has(page) ? formatBytes(page.bytes) : undefined,
    );
  },
});
