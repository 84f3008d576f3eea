/* eslint-disable @typescript-eslint/no-explicit-any -- `any` defaults mirror the reference SDK's types, so code written against it keeps compiling */
import { z } from "zod";

export const urlSchema = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

export const formatSchema = z.enum([
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

export const locationSchema = z.object({
  country: z.string().optional(),
  languages: z.array(z.string()).optional(),
});

export const crawlScrapeOptionsSchema = z.object({
  formats: z.array(formatSchema).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  includeTags: z.array(z.string()).optional(),
  excludeTags: z.array(z.string()).optional(),
  onlyMainContent: z.boolean().optional(),
  waitFor: z.number().int().min(0).optional(),
  timeout: z.number().int().positive().optional(),
  location: locationSchema.optional(),
  mobile: z.boolean().optional(),
  skipTlsVerification: z.boolean().optional(),
  removeBase64Images: z.boolean().optional(),
  blockAds: z.boolean().optional(),
  proxy: z.enum(["basic", "stealth", "auto", "enhanced"]).optional(),
  storeInCache: z.boolean().optional(),
  maxAge: z.number().int().min(0).optional(),
  parsePDF: z.boolean().optional(),
});
export type CrawlScrapeOptions = z.input<typeof crawlScrapeOptionsSchema>;

export const actionSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("wait"),
    milliseconds: z.number().optional(),
    selector: z.string().optional(),
  }),
  z.object({ type: z.literal("click"), selector: z.string(), all: z.boolean().optional() }),
  z.object({
    type: z.literal("screenshot"),
    fullPage: z.boolean().optional(),
    quality: z.number().optional(),
  }),
  z.object({ type: z.literal("write"), text: z.string() }),
  z.object({ type: z.literal("press"), key: z.string() }),
  z.object({
    type: z.literal("scroll"),
    direction: z.enum(["up", "down"]).optional(),
    selector: z.string().optional(),
  }),
  z.object({ type: z.literal("scrape") }),
  z.object({ type: z.literal("executeJavascript"), script: z.string() }),
]);
export type Action = z.input<typeof actionSchema>;

export const actionsResultSchema = z.object({
  screenshots: z.array(z.string()),
  scrapes: z.array(z.object({ url: z.string(), html: z.string() })),
  javascriptReturns: z.array(z.object({ type: z.string(), value: z.unknown() })),
});
export type ActionsResult = z.infer<typeof actionsResultSchema>;

export const metadataSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  language: z.string().optional(),
  keywords: z.string().optional(),
  robots: z.string().optional(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogUrl: z.string().optional(),
  ogImage: z.string().optional(),
  ogAudio: z.string().optional(),
  ogDeterminer: z.string().optional(),
  ogLocale: z.string().optional(),
  ogLocaleAlternate: z.array(z.string()).optional(),
  ogSiteName: z.string().optional(),
  ogVideo: z.string().optional(),
  sourceURL: z.string().optional(),
  url: z.string().optional(),
  statusCode: z.number().optional(),
  error: z.string().optional(),
  proxyUsed: z.string().optional(),
  cacheState: z.enum(["miss", "hit"]).optional(),
  cachedAt: z.string().optional(),
  creditsUsed: z.number().optional(),
});
export type FirecrawlDocumentMetadata = z.infer<typeof metadataSchema> & { [key: string]: any };

const changeTrackingSchema = z.object({
  previousScrapeAt: z.string().nullable(),
  changeStatus: z.enum(["new", "same", "changed", "removed"]),
  visibility: z.enum(["visible", "hidden"]),
  diff: z.object({ text: z.string(), json: z.unknown() }).optional(),
  json: z.unknown().optional(),
});

/** Documents are checked for shape but kept whole: fields this client does not know survive. */
const documentShape = z.object({
  url: z.string().optional(),
  markdown: z.string().optional(),
  html: z.string().optional(),
  rawHtml: z.string().optional(),
  links: z.array(z.string()).optional(),
  extract: z.unknown().optional(),
  json: z.unknown().optional(),
  screenshot: z.string().optional(),
  metadata: metadataSchema.loose().optional(),
  actions: actionsResultSchema.loose().optional(),
  changeTracking: changeTrackingSchema.loose().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  warning: z.string().optional(),
});
export const documentSchema = documentShape.loose();

type DocumentFields = Omit<
  z.infer<typeof documentShape>,
  "extract" | "json" | "actions" | "metadata"
>;

export type FirecrawlDocument<
  T = any,
  ActionsSchema extends ActionsResult | never = never,
> = DocumentFields & {
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

/** Options of the LLM formats; `schema` is a zod 4 schema or a JSON Schema object. */
export interface LLMOptions<Schema extends z.ZodType = any> {
  prompt?: string;
  schema?: Schema | JsonSchemaObject;
  systemPrompt?: string;
}

export const llmOptionsSchema = z.object({
  prompt: z.string().optional(),
  schema: z.unknown().optional(),
  systemPrompt: z.string().optional(),
});

export const webhookSchema = z.union([
  urlSchema,
  z.object({
    url: urlSchema,
    headers: z.record(z.string(), z.string()).optional(),
    metadata: z.record(z.string(), z.string()).optional(),
    events: z.array(z.enum(["completed", "failed", "page", "started"])).optional(),
  }),
]);
export type Webhook = z.input<typeof webhookSchema>;

export const jobStartedSchema = z.looseObject({
  success: z.boolean().optional(),
  id: z.string().min(1),
});

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

export interface AgentOptions {
  model?: string;
  prompt?: string;
  sessionId?: string;
}

export interface AgentOptionsExtract {
  model?: string;
  sessionId?: string;
}
