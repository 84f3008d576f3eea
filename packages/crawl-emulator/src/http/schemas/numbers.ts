/** The number rules of the real server's schemas (zod 3), named for where they are used. */
import { z } from "zod/v3";

/** `z.number().int().positive().safe()`: most counts and timeouts. */
export const positiveSafeInt = () => z.number().int().positive().safe();
/** `z.number().int().nonnegative().safe()`. */
export const nonNegativeSafeInt = () => z.number().int().nonnegative().safe();
/** `z.number().positive().int()`: `maxConcurrency`. */
export const positiveInt = () => z.number().positive().int();
/** `z.number().min(min).max(max)`. */
export const between = (min: number, max: number) => z.number().min(min).max(max);
