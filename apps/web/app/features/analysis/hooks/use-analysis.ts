import { useEffect, useState, useSyncExternalStore } from "react";
import { siteConfig } from "~/site.config";
import { createAnalysisController } from "../model/analysis-controller";
import { lazyFirecrawlProvider } from "../model/lazy-firecrawl-provider";
import { createApiKeyStore } from "../model/key-storage";
import { realSleep } from "../model/sleep";
import { analysisToasts } from "../toasts";

/** The analysis controller wired to the browser: provider from the site config, localStorage, toasts. */
export function useAnalysis() {
  const [controller] = useState(() =>
    createAnalysisController({
      sites: siteConfig.analysedSites,
      keyTestUrl: siteConfig.provider.keyTestUrl,
      createProvider: lazyFirecrawlProvider(siteConfig.provider.apiUrl),
      keyStore: createApiKeyStore(() => window.localStorage, siteConfig.provider.storageKey),
      sleep: realSleep,
      notify: (notice) => analysisToasts.add(notice),
    }),
  );
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  // Leaving the page stops a running crawl at the provider instead of letting it spend credits.
  useEffect(() => () => controller.cancel(), [controller]);
  return { state, controller };
}
