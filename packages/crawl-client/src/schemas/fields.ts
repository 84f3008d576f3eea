// zod/mini rather than zod: the same checks at about a fifth of the browser bundle (see README).
// The small field schemas every request and answer schema is built from.
import * as z from "zod/mini";

/** The output of an object schema with these fields, the unknown fields a loose one keeps aside. */
export type Fields<Shape extends z.core.$ZodShape> = z.output<z.ZodMiniObject<Shape>>;

export const optionalString = z.optional(z.string());
export const optionalBoolean = z.optional(z.boolean());
export const optionalNumber = z.optional(z.number());
export const optionalStrings = z.optional(z.array(z.string()));
export const optionalUnknown = z.optional(z.unknown());
export const optionalCount = z.optional(z.int().check(z.minimum(0)));
export const optionalPositiveInt = z.optional(z.int().check(z.minimum(1)));

/** Text that is more than whitespace: a query, a prompt, a question, code to run. */
export const nonEmptyText = z.string().check(z.trim(), z.minLength(1, "must not be empty"));

/** An id that stays one path segment when put in a URL. */
export const jobIdSchema = z.string().check(z.regex(/^[^/?#]+$/, "must be a job id"));

export const urlSchema = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

export const stringRecord = z.optional(z.record(z.string(), z.string()));
