import type { Check } from "../../check";
import { pageItems } from "../helpers";
import { formatBytes } from "../format-bytes";

/** Bytes of html beyond which a page is too large: the threshold, 1 MB. */
export const MAX_HTML_BYTES = 1024 * 1024;

export const htmlTooLarge: Check = {
  id: "html-too-large",
  label: "HTML over 1 MB",
  category: "size",
  severity: "warning",
  why: "A megabyte of markup is slow to download and parse, and search engines may stop reading before its end.",
  how: "Move inline data, styles and scripts to files, and paginate very long lists.",
  threshold: "1 MB (1,048,576 bytes)",
  source: "html: size in UTF-8 bytes",
  run: (site) =>
    pageItems(site.pages, (page) =>
      page.hasHtml && page.bytes > MAX_HTML_BYTES ? formatBytes(page.bytes) : undefined,
    ),
};
