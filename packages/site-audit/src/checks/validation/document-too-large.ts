import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { documentItems } from "../document-pages";
import { formatBytes, sizeInWords } from "../format-bytes";

/** Googlebot reads the first 15 MB of an HTML file and indexes nothing after it. */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

export const documentTooLarge = checkWithOptions({
  id: "document-too-large",
  category: "validation",
  severity: "warning",
  why: "Googlebot reads the first 15 MB of a page's HTML and stops: links, text and structured data after that are never seen.",
  how: "Move inline data, images (data: URLs), styles and scripts out of the HTML, and split very long pages.",
  source: "rawHtml: size in UTF-8 bytes (the document as served, head and inline scripts included)",
  needs: "full-document",
  options: {
    schema: z.strictObject({ maxBytes: z.int().check(z.minimum(1)) }),
    defaults: { maxBytes: MAX_DOCUMENT_BYTES },
    describe: ({ maxBytes }) => ({
      label: `Document over ${sizeInWords(maxBytes)} (Googlebot stops reading)`,
      threshold: `${sizeInWords(maxBytes)} (${maxBytes.toLocaleString("en-US")} bytes)`,
    }),
  },
  run: (site, { maxBytes }) =>
    documentItems(site, ({ bytes }) => (bytes > maxBytes ? formatBytes(bytes) : undefined)),
});
