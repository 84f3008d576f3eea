import * as z from "zod/mini";
import { type Fields, optionalBoolean, optionalString, optionalStrings } from "./fields.js";

export const mapParamsSchema = z.object({
  search: optionalString,
  ignoreSitemap: optionalBoolean,
  includeSubdomains: optionalBoolean,
  sitemapOnly: optionalBoolean,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(30_000))),
  timeout: z.optional(z.int().check(z.positive())),
  useIndex: optionalBoolean,
  location: z.optional(z.object({ country: optionalString, languages: optionalStrings })),
});

export type MapParams = z.input<typeof mapParamsSchema>;

const mapAnswerFields = {
  success: z._default(z.literal(true), true),
  links: optionalStrings,
  error: optionalString,
};
export const mapAnswerSchema = z.looseObject(mapAnswerFields);

export type MapResponse = Fields<typeof mapAnswerFields>;
