/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
// A scraped document as the API sends it and as this client passes it on.
import * as z from "zod/mini";
import {
  type Fields,
  optionalBoolean,
  optionalNumber,
  optionalString,
  optionalStrings,
  optionalUnknown,
} from "./fields.js";
import { type ActionsResult, actionsResultFields } from "./scrape-options.js";

// Only two fields are read into a closed set; every other metadata key is kept exactly as sent.
// (Transforms: z.catch would cost 4 KiB gzipped in a browser.)
const metadataSchema = z.looseObject({
  // The reference's type names two proxies; another one the API may add reads as undefined.
  proxyUsed: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => (value === "basic" || value === "stealth" ? value : undefined)),
    ),
  ),
  cacheState: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => (value === "miss" || value === "hit" ? value : undefined)),
    ),
  ),
});

/**
 * A document's metadata, typed as `@mendable/firecrawl-js` v1 types it, so code written against it
 * compiles unchanged. The provider sends a field as an **array of strings** when the page repeats
 * its tag (two `<title>`s, two descriptions, repeated `og:*`), and may send any key as a string, an
 * array, a number or null: this client passes every value on exactly as sent and never rejects a
 * document for it, so read `title`, `description`, `language`, `keywords` and the `og*` fields as
 * `string | string[]`. Keys such as `"og:title"` and `scrapeId` are kept.
 */
export interface FirecrawlDocumentMetadata {
  title?: string;
  description?: string;
  language?: string;
  keywords?: string;
  robots?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  ogImage?: string;
  ogAudio?: string;
  ogDeterminer?: string;
  ogLocale?: string;
  ogLocaleAlternate?: string[];
  ogSiteName?: string;
  ogVideo?: string;
  sourceURL?: string;
  url?: string;
  statusCode?: number;
  error?: string;
  proxyUsed?: "basic" | "stealth";
  cacheState?: "miss" | "hit";
  cachedAt?: string;
  creditsUsed?: number;
  /** Unique per document on current servers; what de-duplicates repeated results pages. */
  scrapeId?: string;
  [key: string]: any;
}

// changeTracking's git-diff output, as parse-diff writes it.
const diffFiles = z.array(
  z.looseObject({
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    chunks: z.array(
      z.looseObject({
        content: z.string(),
        changes: z.array(
          z.looseObject({
            type: z.string(),
            normal: optionalBoolean,
            ln: optionalNumber,
            ln1: optionalNumber,
            ln2: optionalNumber,
            content: z.string(),
          }),
        ),
      }),
    ),
  }),
);

/** Documents are checked for shape but kept whole: fields this client does not know survive. */
const documentFields = {
  url: optionalString,
  markdown: optionalString,
  html: optionalString,
  rawHtml: optionalString,
  links: optionalStrings,
  extract: optionalUnknown,
  json: optionalUnknown,
  screenshot: optionalString,
  metadata: z.optional(metadataSchema),
  actions: z.optional(z.looseObject(actionsResultFields)),
  changeTracking: z.optional(
    z.looseObject({
      previousScrapeAt: z.nullable(z.string()),
      changeStatus: z.enum(["new", "same", "changed", "removed"]),
      visibility: z.enum(["visible", "hidden"]),
      diff: z.optional(
        z.looseObject({ text: z.string(), json: z.looseObject({ files: diffFiles }) }),
      ),
      json: optionalUnknown,
    }),
  ),
  title: optionalString,
  description: optionalString,
  warning: optionalString,
};
const strictDocumentSchema = z.looseObject(documentFields);

/**
 * A document as the client passes it on: checked for shape, but one odd document (a field of an
 * unexpected type) is kept as sent rather than failing the whole answer it arrived in.
 */
export const documentSchema = z.pipe(
  // Any JSON object, checked without copying it: the strict parse below makes the copy kept.
  z.custom<Record<string, unknown>>(
    (value) => typeof value === "object" && value !== null && !Array.isArray(value),
    { error: "expected object" },
  ),
  z.transform((raw) => {
    const parsed = z.safeParse(strictDocumentSchema, raw);
    return parsed.success ? parsed.data : raw;
  }),
);

/** A list of documents; entries that are not objects at all (null, a number) carry nothing and go. */
export const documentListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = z.safeParse(documentSchema, entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export type FirecrawlDocument<T = any, ActionsSchema extends ActionsResult | never = never> = Omit<
  Fields<typeof documentFields>,
  "extract" | "json" | "actions" | "metadata"
> & {
  extract?: T;
  json?: T;
  metadata?: FirecrawlDocumentMetadata;
  actions: ActionsSchema;
};

export interface ErrorResponse {
  success: false;
  error: string;
}
