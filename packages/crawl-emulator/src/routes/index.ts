import { batchRoutes } from "./batch.js";
import { concurrencyRoutes } from "./concurrency.js";
import type { RouteDefinition } from "./context.js";
import { crawlRoutes } from "./crawl.js";
import { deepResearchRoutes } from "./deep-research.js";
import { extractRoutes } from "./extract.js";
import { llmstxtRoutes } from "./llmstxt.js";
import { mapRoutes } from "./map.js";
import { scrapeRoutes } from "./scrape.js";
import { searchRoutes } from "./search.js";
import { teamRoutes } from "./team.js";
import { v2Routes } from "./v2/index.js";

/**
 * Every API route, v1 then v2, in the order Express tries them (`/v1/crawl/active` before
 * `/v1/crawl/:id`). The v2 routes share v1's jobs, sites and faults and differ in shapes only.
 */
export const apiRoutes: readonly RouteDefinition[] = [
  ...crawlRoutes,
  ...batchRoutes,
  ...scrapeRoutes,
  ...searchRoutes,
  ...mapRoutes,
  ...extractRoutes,
  ...deepResearchRoutes,
  ...llmstxtRoutes,
  ...teamRoutes,
  ...concurrencyRoutes,
  ...v2Routes,
];
