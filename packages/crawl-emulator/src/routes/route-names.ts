/**
 * Every API route of the emulator, as named in fault rules and in `stats().requests`. A `/v1`
 * route has the bare name (`crawl.status`); its `/v2` twin the same name after `v2.`
 * (`v2.crawl.status`), so that a fault scripted for one version never fires on the other and a
 * `"*"` rule fires on both.
 */
export const V1_ROUTE_NAMES = [
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

export const V2_ROUTE_NAMES = [
  "v2.crawl.start",
  "v2.crawl.status",
  "v2.crawl.cancel",
  "v2.crawl.errors",
  "v2.crawl.ws",
  "v2.crawl.active",
  "v2.crawl.paramsPreview",
  "v2.scrape",
  "v2.scrape.status",
  "v2.scrape.interact",
  "v2.scrape.interactStop",
  "v2.interact.start",
  "v2.interact.list",
  "v2.interact.execute",
  "v2.interact.stop",
  "v2.browser.start",
  "v2.browser.list",
  "v2.browser.execute",
  "v2.browser.stop",
  "v2.search",
  "v2.parse",
  "v2.research.papers",
  "v2.research.paper",
  "v2.research.similar",
  "v2.research.github",
  "v2.developer.search",
  "v2.monitor.create",
  "v2.monitor.list",
  "v2.monitor.get",
  "v2.monitor.update",
  "v2.monitor.delete",
  "v2.monitor.run",
  "v2.monitor.checks",
  "v2.monitor.check",
  "v2.map",
  "v2.batch.start",
  "v2.batch.status",
  "v2.batch.cancel",
  "v2.batch.errors",
  "v2.extract.start",
  "v2.extract.status",
  "v2.agent.start",
  "v2.agent.status",
  "v2.agent.cancel",
  "v2.team.creditUsage",
  "v2.team.creditUsageHistorical",
  "v2.team.tokenUsage",
  "v2.team.tokenUsageHistorical",
  "v2.team.queueStatus",
  "v2.concurrencyCheck",
] as const;

export const ROUTE_NAMES = [...V1_ROUTE_NAMES, ...V2_ROUTE_NAMES] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === "string" && (ROUTE_NAMES as readonly string[]).includes(value);
}
