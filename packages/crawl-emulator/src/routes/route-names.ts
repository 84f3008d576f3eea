/** Every API route of the emulator, as named in fault rules and in `stats().requests`. */
export const ROUTE_NAMES = [
  "crawl.start",
  "crawl.status",
  "crawl.cancel",
  "crawl.errors",
  "crawl.ws",
  "crawl.active",
  "scrape",
  "search",
  "map",
  "batch.start",
  "batch.status",
  "batch.cancel",
  "batch.errors",
  "extract.start",
  "extract.status",
  "deepResearch.start",
  "deepResearch.status",
  "llmstxt.start",
  "llmstxt.status",
  "team.creditUsage",
  "team.tokenUsage",
  "concurrencyCheck",
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === "string" && (ROUTE_NAMES as readonly string[]).includes(value);
}
