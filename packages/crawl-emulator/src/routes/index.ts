import { batchRoutes } from "./batch.js";
import type { RouteDefinition } from "./context.js";
import { crawlRoutes } from "./crawl.js";
import { deepResearchRoutes } from "./deep-research.js";
import { extractRoutes } from "./extract.js";
import { llmstxtRoutes } from "./llmstxt.js";
import { mapRoutes } from "./map.js";
import { scrapeRoutes } from "./scrape.js";
import { searchRoutes } from "./search.js";
import { teamRoutes } from "./team.js";

/** Every API route, in match order (`/v1/crawl/active` before `/v1/crawl/{id}`). */
const apiRoutes: readonly RouteDefinition[] = [
  ...crawlRoutes,
  ...batchRoutes,
  ...scrapeRoutes,
  ...searchRoutes,
  ...mapRoutes,
  ...extractRoutes,
  ...deepResearchRoutes,
  ...llmstxtRoutes,
  ...teamRoutes,
];

interface MatchedRoute {
  route: RouteDefinition;
  params: Record<string, string>;
}

export function matchRoute(method: string, pathname: string): MatchedRoute | undefined {
  for (const route of apiRoutes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: { ...match.groups } };
  }
  return undefined;
}
