import * as z from "zod/mini";
import type { Check } from "../check";
import type { PageFacts } from "../facts/types";
import { checkWithOptions } from "../rules/check-options";
import type { CheckMeta } from "../types";
import { answeredPages, pageItems, quote } from "./helpers";

/** Whether a text may have at most (`max`) or at least (`min`) the option's characters. */
type Bound = "max" | "min";

export interface TextLengthRule<B extends Bound> extends Omit<CheckMeta, "label" | "threshold"> {
  bound: B;
  /** The option's default, in characters. */
  limit: number;
  /** The check's label for a limit: "Title over 60 characters". */
  label: (limit: number) => string;
  /** The texts of a page it measures; the first one past the bound is reported. */
  texts: (page: PageFacts) => readonly string[];
}

/**
 * One rule for every length of a page's text, as ESLint's max-len serves every kind of line: a
 * title, a description or an H1 against a bound in characters that a rules configuration may
 * change (`"title-too-long": ["notice", { "max": 65 }]`). Each use stays a check of its own, with
 * its own id, words and fix: a title too long and one too short are mended in opposite ways.
 */
export function textLengthCheck<B extends Bound>(
  rule: TextLengthRule<B>,
): Check<Record<B, number>> {
  const { bound, limit, label, texts, ...meta } = rule;
  const crosses = (length: number, at: number) => (bound === "max" ? length > at : length < at);
  return checkWithOptions<Record<B, number>>({
    ...meta,
    options: {
      // A computed key widens to `string`; the object has exactly the one key `bound`.
      schema: z.strictObject({ [bound]: z.int().check(z.minimum(1)) }) as unknown as z.ZodMiniType<
        Record<B, number>
      >,
      defaults: { [bound]: limit } as Record<B, number>,
      describe: (options) => ({
        label: label(options[bound]),
        threshold: `${options[bound]} characters`,
      }),
    },
    run: (site, options) =>
      pageItems(answeredPages(site), (page) => {
        const text = texts(page).find((each) => crosses(each.length, options[bound]));
        return text === undefined ? undefined : `${quote(text)} (${text.length} characters)`;
      }),
  });
}
