import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { answeredPages, pageItems, plural } from "../helpers";

/** Words of content-area text under which a page is low on content (Screaming Frog's default). */
export const MIN_CONTENT_WORDS = 200;

export const lowContent = checkWithOptions({
  id: "low-content",
  category: "content",
  severity: "notice",
  why: "A page with little text of its own gives visitors and search engines little to go on.",
  how: "Add what visitors come for (prices, steps, answers), or merge the page into a fuller one.",
  source: "html: words outside nav, header, footer and aside (markdown without html)",
  options: {
    schema: z.strictObject({ min: z.int().check(z.minimum(1)) }),
    defaults: { min: MIN_CONTENT_WORDS },
    describe: ({ min }) => ({ label: `Page under ${min} words`, threshold: `${min} words` }),
  },
  run: (site, { min }) =>
    pageItems(answeredPages(site), ({ content }) =>
      content.words < min ? plural(content.words, "word") : undefined,
    ),
});
