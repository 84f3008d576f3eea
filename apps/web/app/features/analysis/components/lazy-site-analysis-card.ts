import { lazy } from "react";

const load = () => import("./site-analysis-card");

/**
 * The card of the second step (the crawls, results and insights) loads apart from the page: the
 * first screen is the key form alone, and hydrating it should not pay for code that only runs once
 * a key is accepted. `preloadSiteAnalysisCard` starts the download when a key is submitted, so the
 * card is usually there by the time the key check has passed.
 */
export const SiteAnalysisCard = lazy(() =>
  load().then((module) => ({ default: module.SiteAnalysisCard })),
);

export function preloadSiteAnalysisCard(): void {
  void load();
}
