import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { pageItems } from "../helpers";

/** Characters beyond which a URL is long (Screaming Frog's default). */
export const MAX_URL_CHARS = 115;

export const urlTooLong = checkWithOptions({
  id: "url-too-long",
  category: "urls",
  severity: "notice",
  why: "Long addresses are cut in search results and hard to share or read aloud.",
  how: "Shorten the path to the words that name the page.",
  source: "the page's URL as given",
  options: {
    schema: z.strictObject({ max: z.int().check(z.minimum(1)) }),
    defaults: { max: MAX_URL_CHARS },
    describe: ({ max }) => ({
      label: `URL over ${max} characters`,
      threshold: `${max} characters`,
    }),
  },
  run: (site, { max }) =>
    pageItems(site.pages, (page) =>
      page.url.length > max ? `${page.url.length} characters` : undefined,
    ),
});
