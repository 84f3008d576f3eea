import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { pageItems } from "../helpers";
import { formatBytes, sizeInWords } from "../format-bytes";

/** Bytes of html beyond which a page is too large: the threshold, 1 MB. */
export const MAX_HTML_BYTES = 1024 * 1024;

export const htmlTooLarge = checkWithOptions({
  id: "html-too-large",
  category: "size",
  severity: "warning",
  why: "A megabyte of markup is slow to download and parse, and search engines may stop reading before its end.",
  how: "Move inline data, styles and scripts to files, and paginate very long lists.",
  source: "html: size in UTF-8 bytes",
  options: {
    schema: z.strictObject({ maxBytes: z.int().check(z.minimum(1)) }),
    defaults: { maxBytes: MAX_HTML_BYTES },
    describe: ({ maxBytes }) => ({
      label: `HTML over ${sizeInWords(maxBytes)}`,
      threshold: `${sizeInWords(maxBytes)} (${maxBytes.toLocaleString("en-US")} bytes)`,
    }),
  },
  run: (site, { maxBytes }) =>
    pageItems(site.pages, (page) =>
      page.hasHtml && page.bytes > maxBytes ? formatBytes(page.bytes) : undefined,
    ),
});
