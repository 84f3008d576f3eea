import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { READABILITY_SOURCE, fleschItems } from "./flesch-items";

/** Flesch reading ease under which text is very difficult (college graduates; Screaming Frog's band). */
export const VERY_DIFFICULT_BELOW = 30;
/** Prose words under which a score says little about a page. */
export const READABILITY_MIN_WORDS = 50;

export const readabilityVeryDifficult = checkWithOptions({
  id: "readability-very-difficult",
  category: "readability",
  severity: "warning",
  why: "Text this hard (long sentences of long words) is read to the end by few visitors, and search engines favour pages people understand.",
  how: "Split long sentences, prefer short everyday words, and put one idea in each sentence.",
  source: READABILITY_SOURCE,
  options: {
    schema: z.strictObject({
      below: z.number().check(z.minimum(0), z.maximum(100)),
      minWords: z.int().check(z.minimum(1)),
    }),
    defaults: { below: VERY_DIFFICULT_BELOW, minWords: READABILITY_MIN_WORDS },
    describe: ({ below, minWords }) => ({
      label: `Very difficult to read (Flesch reading ease under ${below})`,
      threshold: `Flesch reading ease under ${below}, English pages of ${minWords} words or more`,
    }),
  },
  run: (site, { below, minWords }) =>
    fleschItems(site, { from: -Infinity, below, minWords }, "very difficult"),
});
