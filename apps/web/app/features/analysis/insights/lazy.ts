import { lazy } from "react";

// The findings, the chart and the history store load with the first crawl result, not with the page.
export const SiteInsights = lazy(() => import("./components/site-insights"));
export const AnalysisOverview = lazy(() => import("./components/analysis-overview"));
