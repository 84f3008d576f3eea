import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { formatBytes } from "../format-bytes";

/** How many of the largest pages are listed. */
export const LARGEST_PAGES_LISTED = 5;
/** A page smaller than this is not listed, however it ranks: a small site has no heavy pages. */
export const LARGE_PAGE_BYTES = 100 * 1024;

export const largestPages: Check = {
  id: "largest-pages",
  label: `Among the ${LARGEST_PAGES_LISTED} largest pages (html over ${LARGE_PAGE_BYTES / 1024} KB)`,
  category: "size",
  severity: "notice",
  why: "The heaviest pages take longest to load, most of all on phones and slow networks.",
  how: "Look for inline images, styles or scripts, and repeated markup that could go.",
  threshold: `the ${LARGEST_PAGES_LISTED} largest, of those over ${LARGE_PAGE_BYTES / 1024} KB`,
  source: "html: size in UTF-8 bytes (markdown when a page has no html)",
  run: (site) => {
    const largest = new Set(
      [...site.pages]
        .filter((page) => page.bytes > LARGE_PAGE_BYTES)
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_PAGES_LISTED),
    );
    return pageItems(site.pages, (page) =>
      largest.has(page) ? formatBytes(page.bytes) : undefined,
    );
  },
};
