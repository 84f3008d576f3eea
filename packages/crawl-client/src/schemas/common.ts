/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
// zod/mini rather than zod: the same checks at about a fifth of the browser bundle (see README).
// Callers' own schemas are classic zod ones, typed here once.
import type { z as zod } from "zod";
import * as z from "zod/mini";

/** A caller's zod schema for LLM output; zod 4.2 or later converts it to JSON Schema itself. */
export type UserSchema = zod.ZodType;
export type Infer<Schema extends UserSchema> = zod.infer<Schema>;
/** The default: no schema given, any data. */
export type AnySchema = zod.ZodAny;

/** The output of an object schema with these fields, the unknown fields a loose one keeps aside. */
export type Fields<Shape extends z.core.$ZodShape> = z.output<z.ZodMiniObject<Shape>>;

export const optionalString = z.optional(z.string());
export const optionalBoolean = z.optional(z.boolean());
export const optionalNumber = z.optional(z.number());
export const optionalStrings = z.optional(z.array(z.string()));
export const optionalUnknown = z.optional(z.unknown());
export const optionalCount = z.optional(z.int().check(z.minimum(0)));
export const optionalPositiveInt = z.optional(z.int().check(z.minimum(1)));

/** An id that stays one path segment when put in a URL. */
export const jobIdSchema = z.string().check(z.regex(/^[^/?#]+$/, "must be a job id"));

export const urlSchema = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

const formatSchema = z.enum([
  "markdown",
  "html",
  "rawHtml",
  "rawBase64",
  "content",
  "links",
  "screenshot",
  "screenshot@fullPage",
  "extract",
  "json",
  "changeTracking",
  "branding",
]);
export type Format = z.infer<typeof formatSchema>;

const stringRecord = z.optional(z.record(z.string(), z.string()));

export const crawlScrapeOptionsSchema = z.object({
  formats: z.optional(z.array(formatSchema)),
  headers: stringRecord,
  includeTags: optionalStrings,
  excludeTags: optionalStrings,
  onlyMainContent: optionalBoolean,
  waitFor: optionalCount,
  timeout: z.optional(z.int().check(z.positive())),
  location: z.optional(z.object({ country: optionalString, languages: optionalStrings })),
  mobile: optionalBoolean,
  skipTlsVerification: optionalBoolean,
  removeBase64Images: optionalBoolean,
  blockAds: optionalBoolean,
  proxy: z.optional(z.enum(["basic", "stealth", "auto", "enhanced"])),
  storeInCache: optionalBoolean,
  maxAge: optionalCount,
  parsePDF: optionalBoolean,
});
export type CrawlScrapeOptions = z.input<typeof crawlScrapeOptionsSchema>;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("wait"), milliseconds: optionalNumber, selector: optionalString }),
  z.object({ type: z.literal("click"), selector: z.string(), all: optionalBoolean }),
  z.object({ type: z.literal("screenshot"), fullPage: optionalBoolean, quality: optionalNumber }),
  z.object({ type: z.literal("write"), text: z.string() }),
  z.object({ type: z.literal("press"), key: z.string() }),
  z.object({
    type: z.literal("scroll"),
    direction: z.optional(z.enum(["up", "down"])),
    selector: optionalString,
  }),
  z.object({ type: z.literal("scrape") }),
  z.object({ type: z.literal("executeJavascript"), script: z.string() }),
]);
export type Action = z.input<typeof actionSchema>;

const actionsResultFields = {
  screenshots: z.array(z.string()),
  scrapes: z.array(z.object({ url: z.string(), html: z.string() })),
  javascriptReturns: z.array(z.object({ type: z.string(), value: z.unknown() })),
};
export type ActionsResult = Fields<typeof actionsResultFields>;

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
  z.record(z.string(), z.unknown()),
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

export type JsonSchemaObject = Record<string, unknown>;

export const llmOptionsFields = {
  prompt: optionalString,
  schema: optionalUnknown,
  systemPrompt: optionalString,
};

/** Options of the LLM formats; `schema` is a zod 4 schema or a JSON Schema object. */
export type LLMOptions<Schema extends UserSchema = any> = Omit<
  z.input<z.ZodMiniObject<typeof llmOptionsFields>>,
  "schema"
> & { schema?: Schema | JsonSchemaObject };

export const webhookSchema = z.union([
  urlSchema,
  z.object({
    url: urlSchema,
    headers: stringRecord,
    metadata: stringRecord,
    events: z.optional(z.array(z.enum(["completed", "failed", "page", "started"]))),
  }),
]);
export type Webhook = z.input<typeof webhookSchema>;

const jobStartedFields = {
  success: z._default(z.boolean(), true),
  id: z.string().check(z.minLength(1)),
};
export const jobStartedSchema = z.looseObject(jobStartedFields);
/** A job start's answer: `DeepResearchResponse`, `GenerateLLMsTextResponse` and the like. */
export type JobStarted = Fields<typeof jobStartedFields>;

// The closing quote proves the id arrived whole.
const CUT_JOB_ID = /"id"\s*:\s*"([^"\\]{1,200})"/;

/**
 * A job start's answer cut short on the way (`{"success":true,"id":"…","url":"…` without its end):
 * the job was started, so its id is kept when the cut came after it. Retrying instead would meet
 * the used idempotency key, or start a second job where there is none.
 */
export function salvageJobStarted(text: string): { success: true; id: string } | undefined {
  if (!/^\s*\{/.test(text) || /"success"\s*:\s*false/.test(text)) return undefined;
  const id = CUT_JOB_ID.exec(text)?.[1];
  return id === undefined ? undefined : { success: true, id };
}

const agentExtractFields = { model: optionalString, sessionId: optionalString };
export const agentExtractSchema = z.object(agentExtractFields);
export type AgentOptionsExtract = z.input<typeof agentExtractSchema>;
export const agentSchema = z.object({ ...agentExtractFields, prompt: optionalString });
export type AgentOptions = z.input<typeof agentSchema>;
