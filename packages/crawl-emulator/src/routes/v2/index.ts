import type { RouteDefinition } from "../context.js";
import { v2AgentRoutes } from "./agent.js";
import { v2AgentRunRoutes } from "./agent-runs.js";
import { v2FeedbackRoutes } from "./feedback.js";
import { v2SupportRoutes } from "./support.js";
import { v2TeamCloudRoutes } from "./team-cloud.js";
import { v2BatchRoutes } from "./batch.js";
import { v2CrawlRoutes } from "./crawl.js";
import { v2ExtractRoutes } from "./extract.js";
import { v2MapRoutes } from "./map.js";
import { v2MonitorRoutes } from "./monitors.js";
import { v2ParseRoutes } from "./parse.js";
import { v2ResearchRoutes } from "./research.js";
import { v2ScrapeRoutes } from "./scrape.js";
import { v2SearchRoutes } from "./search.js";
import { v2SessionRoutes } from "./sessions.js";
import { v2TeamRoutes } from "./team.js";

/** Every `/v2` route, in the order Express tries them (`/v2/crawl/ongoing` before `:id`). */
export const v2Routes: readonly RouteDefinition[] = [
  ...v2CrawlRoutes,
  ...v2BatchRoutes,
  ...v2ScrapeRoutes,
  ...v2SessionRoutes,
  ...v2MonitorRoutes,
  ...v2ParseRoutes,
  ...v2ResearchRoutes,
  ...v2SearchRoutes,
  ...v2MapRoutes,
  ...v2ExtractRoutes,
  ...v2AgentRoutes,
  ...v2AgentRunRoutes,
  ...v2FeedbackRoutes,
  ...v2SupportRoutes,
  ...v2TeamCloudRoutes,
  ...v2TeamRoutes,
];
