import { lazy } from "react";

// The audit, the charts and the history store load with the first crawl result, not with the page;
// the audit's filters load with the audit, in each site's tab.
export const SiteInsights = lazy(() => import("./components/site-insights"));
export const AnalysisOverview = lazy(() => import("./components/analysis-overview"));
