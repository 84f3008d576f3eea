import type * as z from "zod/mini";
import type { Check } from "../check";

/**
 * What a check can be told by a rules configuration, as ESLint's `meta.schema` and
 * `defaultOptions`: the type of each option (a strict zod object, so that an unknown option is
 * refused), the defaults, and the check's label and threshold in words for given options. The
 * catalogue's label and threshold are those of the defaults, so the README's table cannot state a
 * threshold the check does not use.
 */
export interface CheckOptions<Options extends object> {
  schema: z.ZodMiniType<Options>;
  defaults: Options;
  describe(options: Options): { label: string; threshold: string };
}

/** A check with options, its label and threshold written by its options' `describe`. */
export function checkWithOptions<Options extends object>(
  check: Omit<Check<Options>, "label" | "threshold" | "options"> & {
    options: CheckOptions<Options>;
  },
): Check<Options> {
  return { ...check, ...check.options.describe(check.options.defaults) };
}
