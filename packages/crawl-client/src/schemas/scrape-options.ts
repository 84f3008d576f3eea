// The scrape options of a v1 scrape, crawl or batch: formats and browser actions.
import * as z from "zod/mini";
import {
  type Fields,
  optionalBoolean,
  optionalCount,
  optionalNumber,
  optionalString,
  optionalStrings,
  stringRecord,
} from "./fields.js";

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

export const actionsResultFields = {
  screenshots: z.array(z.string()),
  scrapes: z.array(z.object({ url: z.string(), html: z.string() })),
  javascriptReturns: z.array(z.object({ type: z.string(), value: z.unknown() })),
};
export type ActionsResult = Fields<typeof actionsResultFields>;
