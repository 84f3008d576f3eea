import { Toaster } from "@keystone/ui/components/toaster";
import { useEffect, useRef, useState } from "react";
import { siteConfig } from "~/site.config";
import { ApiKeySetupCard } from "./components/api-key-setup-card";
import { LeftRunningCrawls } from "./components/left-crawls";
import { SiteAnalysisCard } from "./components/site-analysis-card";
import { useAnalysis } from "./hooks/use-analysis";
import { analysisToasts } from "./toasts";

const sites = siteConfig.analysedSites;

/** The Website Analysis Tool: key setup first, then the crawls of the three subsidiary sites. */
export function AnalysisPage() {
  const { state, controller } = useAnalysis();
  const analysisHeading = useRef<HTMLHeadingElement>(null);
  // After "Forget key" the setup form comes back; the key field takes the focus the button had.
  const [keyForgotten, setKeyForgotten] = useState(false);

  // The setup form disappears once the key is accepted; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (state.keyAccepted) analysisHeading.current?.focus();
  }, [state.keyAccepted]);

  return (
    <section aria-labelledby="page-title" className="mx-auto grid max-w-5xl gap-10 px-4 py-16">
      <div>
        <h1 id="page-title" className="text-4xl font-bold tracking-tight">
          Website Analysis Tool
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          Crawl the websites of our moving, cleaning and financial services companies and review
          what each site publishes.
        </p>
      </div>
      <LeftRunningCrawls
        crawls={state.leftCrawls}
        onCancel={controller.cancelLeftCrawl}
        onKeep={controller.keepLeftCrawl}
      />
      {state.keyAccepted ? (
        <SiteAnalysisCard
          sites={sites}
          state={state}
          headingRef={analysisHeading}
          onCrawl={(siteId) => void controller.crawlSite(siteId)}
          onCrawlAll={() => void controller.crawlAll()}
          onCancel={controller.cancel}
          onForgetKey={() => {
            controller.forgetKey();
            setKeyForgotten(true);
          }}
        />
      ) : (
        <ApiKeySetupCard
          busy={state.activity.kind !== "idle"}
          onSubmitKey={(apiKey) => void controller.validateKey(apiKey)}
          onCancel={controller.cancel}
          focusKeyField={keyForgotten}
          keySaved={state.keySaved}
          onUseSavedKey={() => void controller.validateSavedKey()}
          onForgetKey={controller.forgetKey}
        />
      )}
      {/* A toast's second line (the provider's reason) starts on a line of its own. */}
      <Toaster
        store={analysisToasts}
        className="[&_[data-slot=toast-description]]:whitespace-pre-line"
      />
    </section>
  );
}
