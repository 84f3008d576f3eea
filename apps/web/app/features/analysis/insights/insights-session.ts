import { openHistoryStore } from "../history/history-store";
import { analyseOffThread } from "./analyse-off-thread";
import { analysisExtrasOf } from "./analysis-extras";
import { createInsightsController } from "./insights-controller";

/**
 * The page's one insights controller. This module loads with the first crawl result, so neither
 * the findings nor the history store cost anything before that.
 */
export const insightsSession = createInsightsController({
  analyse: (result, site) => analyseOffThread(result.data, site.url, analysisExtrasOf(result)),
  openHistory: openHistoryStore,
  now: Date.now,
});
