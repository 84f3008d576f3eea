import * as z from "zod/mini";
import { checkWithOptions } from "../../rules/check-options";
import { READABILITY_SOURCE, fleschItems } from "./flesch-items";
import { READABILITY_MIN_WORDS, VERY_DIFFICULT_BELOW } from "./readability-very-difficult";

/** Flesch reading ease under which text is difficult (Screaming Frog's band, 30 to 50). */
export const DIFFICULT_BELOW = 50;

export const readabilityDifficult = checkWithOptions({
  id: "readability-difficult",
  category: "readability",
  severity: "notice",
  why: "Text at this level suits readers with a degree; most visitors to a service page read more easily.",
  how: "Shorten the longest sentences and swap long words for plain ones where the meaning allows.",
  source: READABILITY_SOURCE,
  options: {
    schema: z.strictObject({
      from: z.number().check(z.minimum(0), z.maximum(100)),
      below: z.number().check(z.minimum(0), z.maximum(100)),
      minWords: z.int().check(z.minimum(1)),
    }),
    defaults: {
      from: VERY_DIFFICULT_BELOW,
      below: DIFFICULT_BELOW,
      minWords: READABILITY_MIN_WORDS,
    },
    describe: ({ from, below, minWords }) => ({
      label: `Difficult to read (Flesch reading ease ${from} to ${below})`,
      threshold: `Flesch reading ease from ${from} to under ${below}, English pages of ${minWords} words or more`,
    }),
  },
  run: (site, options) => fleschItems(site, options, "difficult"),
});
