import { useEffect, useState, useSyncExternalStore } from "react";
import { siteConfig } from "~/site.config";
import { createAnalysisController, type Notice } from "../model/analysis-controller";
import { lazyFirecrawlProvider } from "../model/lazy-firecrawl-provider";
import { createApiKeyStore } from "../model/key-storage";
import { createPendingStarts } from "../model/pending-starts";
import { realSleep } from "../model/sleep";
import { analysisToasts } from "../toasts";
import { currentCrawlSetup } from "./use-crawl-setup";
import { useLeaveGuard } from "./use-leave-guard";

/** A toast shows the product's text, and the provider's reason on the line under it. */
function showToast({ detail, description, ...notice }: Notice) {
  analysisToasts.add({
    ...notice,
    description: detail ? `${description}\n${detail}` : description,
  });
}

/** The analysis controller wired to the browser: provider from the site config, localStorage, toasts. */
export function useAnalysis() {
  const [controller] = useState(() =>
    createAnalysisController({
      sites: siteConfig.analysedSites,
      keyTestUrl: siteConfig.provider.keyTestUrl,
      createProvider: lazyFirecrawlProvider(siteConfig.provider.apiUrl),
      keyStore: createApiKeyStore(() => window.localStorage, siteConfig.provider.storageKey),
      pendingStarts: createPendingStarts(() => window.sessionStorage, Date.now),
      sleep: realSleep,
      notify: showToast,
      crawlSetup: currentCrawlSetup,
    }),
  );
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  useLeaveGuard(controller);
  useEffect(() => void controller.opened(), [controller]);
  // Leaving the tool without leaving the page stops a running crawl at the provider too.
  useEffect(() => () => controller.cancel(), [controller]);
  return { state, controller };
}
