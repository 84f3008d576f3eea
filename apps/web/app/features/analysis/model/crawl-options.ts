import type { CustomQueries } from "./custom-queries";
import type { KeyValueStorage } from "./key-storage";

/**
 * The two switches beside the crawl buttons (issue 35). Both are off by default, so that the
 * crawl request stays the spec's (`formats: ["markdown", "html"]`) and no call is made beyond it.
 */
export interface CrawlOptions {
  /** Asks the provider for `rawHtml` too: the head and the structured data the audit reads. */
  fullDocument: boolean;
  /** One more call per site: the provider's map of the sitemap only, compared with the crawl. */
  compareSitemap: boolean;
}

/** What the next crawl asks beyond the spec's request: the two switches and the custom queries. */
export interface CrawlSetup {
  options: CrawlOptions;
  custom: CustomQueries;
}

export const DEFAULT_CRAWL_OPTIONS: CrawlOptions = { fullDocument: false, compareSitemap: false };

/**
 * Each switch is written in the address with its value spelled out, on or off, once it has been
 * set: a link then shows the sender's choice, whatever the reader's browser remembers.
 */
const SWITCHES = {
  fullDocument: { param: "document", on: "full", off: "main" },
  compareSitemap: { param: "sitemap", on: "compare", off: "off" },
} as const satisfies Record<keyof CrawlOptions, { param: string; on: string; off: string }>;

type SwitchName = keyof CrawlOptions;
const switchNames = Object.keys(SWITCHES) as SwitchName[];

/** The switches a query string sets (`?document=full&sitemap=compare`); unknown values set none. */
export function parseCrawlOptions(search: string): Partial<CrawlOptions> {
  const params = new URLSearchParams(search);
  const options: Partial<CrawlOptions> = {};
  for (const name of switchNames) {
    const { param, on, off } = SWITCHES[name];
    const value = params.get(param);
    if (value === on) options[name] = true;
    else if (value === off) options[name] = false;
  }
  return options;
}

/** `search` with both switches written in place of their own parameters, the others kept. */
export function withCrawlOptions(search: string, options: CrawlOptions): string {
  const params = new URLSearchParams(search);
  for (const name of switchNames) {
    const { param, on, off } = SWITCHES[name];
    params.set(param, options[name] ? on : off);
  }
  return `?${params.toString()}`;
}

/** Where the browser remembers the switches: their two values, nothing else (never the key). */
export const CRAWL_OPTIONS_STORAGE_KEY = "keystone-analysis-crawl-options";

/** The switches this browser remembers; anything unreadable is the default. */
export function rememberedCrawlOptions(storage: () => KeyValueStorage): Partial<CrawlOptions> {
  let text: string | null;
  try {
    text = storage().getItem(CRAWL_OPTIONS_STORAGE_KEY);
  } catch {
    return {};
  }
  let value: unknown;
  try {
    value = JSON.parse(text ?? "null");
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const options: Partial<CrawlOptions> = {};
  for (const name of switchNames) {
    const stored = (value as Record<string, unknown>)[name];
    if (typeof stored === "boolean") options[name] = stored;
  }
  return options;
}

/** Remembers the switches; a browser that refuses storage keeps them in the address only. */
export function rememberCrawlOptions(storage: () => KeyValueStorage, options: CrawlOptions) {
  const stored = { fullDocument: options.fullDocument, compareSitemap: options.compareSitemap };
  try {
    storage().setItem(CRAWL_OPTIONS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the switches still hold for this page and its address.
  }
}

/** The address's choice first, then what the browser remembers, then off. */
export function initialCrawlOptions(search: string, storage: () => KeyValueStorage): CrawlOptions {
  return {
    ...DEFAULT_CRAWL_OPTIONS,
    ...rememberedCrawlOptions(storage),
    ...parseCrawlOptions(search),
  };
}
