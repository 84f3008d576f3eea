import { lazy, Suspense, useState } from "react";
import { siteConfig } from "~/site.config";
import { ApiKeySetupCard } from "./components/api-key-setup-card";
import { preloadSiteAnalysisCard, SiteAnalysisCard } from "./components/lazy-site-analysis-card";
import { LeftRunningCrawls } from "./components/left-crawls";
import { useAnalysis } from "./hooks/use-analysis";
import { LinkedViewNote } from "./saved/components/linked-view-note";
import { SavedAuditsSlot } from "./saved/components/saved-audits-slot";
import { analysisToasts } from "./toasts";

const sites = siteConfig.analysedSites;

/**
 * The toaster is markup that its behaviour fills, prerendered with the page: hydrating it (a hidden
 * prototype of each toast, with its icons) waits until the key form is interactive. Its behaviour
 * shows every toast of the store once it attaches, so none is lost meanwhile.
 */
const Toaster = lazy(() =>
  import("@keystone/ui/components/toaster").then((module) => ({ default: module.Toaster })),
);

/**
 * The setup form disappears once the key is accepted; keyboard focus goes to the heading of what
 * replaced it, once that card has loaded and mounted.
 */
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

/** The Website Analysis Tool: key setup first, then the crawls of the three subsidiary sites. */
export function AnalysisPage() {
  const { state, controller } = useAnalysis();
  // After "Forget key" the setup form comes back; the key field takes the focus the button had.
  const [keyForgotten, setKeyForgotten] = useState(false);

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
        // A result shows in the analysis step's tabs: offered once the key is accepted.
        onShowResult={state.keyAccepted ? controller.showLeftResult : undefined}
        isSiteCrawl={(crawl) => sites.some((site) => site.url === crawl.url)}
      />
      {/* The key step says what a shared link asks to see, and offers the audits saved here. */}
      {!state.keyAccepted && <LinkedViewNote sites={sites} />}
      {state.keyAccepted ? (
        <Suspense
          fallback={
            <p role="status" className="text-muted-foreground">
              Loading the analysis…
            </p>
          }
        >
          <SiteAnalysisCard
            sites={sites}
            state={state}
            headingRef={focusOnMount}
            onCrawl={(siteId) => void controller.crawlSite(siteId)}
            onCrawlAll={() => void controller.crawlAll()}
            onCancel={controller.cancel}
            onForgetKey={() => {
              controller.forgetKey();
              setKeyForgotten(true);
            }}
          />
        </Suspense>
      ) : (
        <ApiKeySetupCard
          busy={state.activity.kind !== "idle"}
          onSubmitKey={(apiKey) => {
            preloadSiteAnalysisCard();
            void controller.validateKey(apiKey);
          }}
          onCancel={controller.cancel}
          focusKeyField={keyForgotten}
          keySaved={state.keySaved}
          onUseSavedKey={() => {
            preloadSiteAnalysisCard();
            void controller.validateSavedKey();
          }}
          onForgetKey={controller.forgetKey}
        />
      )}
      {!state.keyAccepted && <SavedAuditsSlot sites={sites} />}
      <Suspense>
        {/* A toast's second line (the provider's reason) starts on a line of its own. */}
        <Toaster
          store={analysisToasts}
          className="[&_[data-slot=toast-description]]:whitespace-pre-line"
        />
      </Suspense>
    </section>
  );
}
