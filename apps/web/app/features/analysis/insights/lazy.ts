import { lazy } from "react";

// The audit, the chart and the history store load with the first crawl result, not with the page.
export const SiteInsights = lazy(() => import("./components/site-insights"));
export const AnalysisOverview = lazy(() => import("./components/analysis-overview"));
export const AuditFilters = lazy(() => import("./components/audit-filters"));
