import { CardContent, CardDescription, CardHeader, Card } from "@keystone/ui/components/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@keystone/ui/components/tabs";
import { Suspense, useEffect, useRef, useState } from "react";
import { type AnalysedSite, siteConfig } from "~/site.config";
import { linkedSite, rememberShownSite } from "../hooks/use-linked-site";
import { AnalysisOverview } from "../insights/lazy";
import type { AnalysisState } from "../model/analysis-state";
import { CRAWL_LIMIT } from "../model/constants";
import type { SiteId } from "../model/types";
import { CardHeading } from "./card-heading";
import { CrawlActions } from "./crawl-actions";
import { CrawlActivity } from "./crawl-activity";
import { CrawlOptions } from "./crawl-options";
import { CustomQueriesEditor } from "./custom-queries-editor";
import { customQueriesReady } from "../hooks/use-custom-query-check";
import { ForgetKeyButton } from "./forget-key-button";
import { SiteTabPanel } from "./site-tab-panel";

interface SiteAnalysisCardProps {
  sites: readonly AnalysedSite[];
  state: AnalysisState;
  headingRef: React.Ref<HTMLHeadingElement>;
  onCrawl: (siteId: SiteId) => void;
  onCrawlAll: () => void;
  onCancel: () => void;
  onForgetKey: () => void;
}

/** Step 2: crawl the analysed sites and review each one's result in its tab. */
export function SiteAnalysisCard({
  sites,
  state,
  headingRef,
  onCrawl,
  onCrawlAll,
  onCancel,
  onForgetKey,
}: SiteAnalysisCardProps) {
  const busy = state.activity.kind !== "idle";
  const { activity } = state;
  // Only the visible tab renders its result: a 100-page result is megabytes of JSON, and hidden
  // panels would hold it all in the DOM for nothing.
  // A link that names a site opens on its tab (this card renders in the browser only).
  const [shownSite, setShownSite] = useState(() => (linkedSite(sites) ?? sites[0])?.id ?? "");
  // A site's own crawl shows its tab as it starts; crawl all leaves the reader on the tab they
  // chose and marks the tab being crawled. Set while rendering, as React advises for state that
  // follows a prop, so no frame shows the old tab.
  const crawlingSite = activity.kind === "crawling" ? activity.siteId : undefined;
  const [followedSite, setFollowedSite] = useState(crawlingSite);
  if (crawlingSite !== followedSite) {
    setFollowedSite(crawlingSite);
    if (crawlingSite && activity.kind === "crawling" && !activity.position)
      setShownSite(crawlingSite);
  }
  const { activityRegion, shownHeading, focusActivity } = useCrawlFocus(busy);
  return (
    <Card>
      <CardHeader>
        <CardHeading ref={headingRef} tabIndex={-1} className="outline-none">
          {siteConfig.name} Website Analysis
        </CardHeading>
        <CardDescription>
          Crawl each subsidiary website (up to {CRAWL_LIMIT} pages) or all three in turn.
        </CardDescription>
        {!state.keyRemembered && (
          <p className="text-sm text-muted-foreground">
            Your API key is kept for this page only: this browser does not let the page store it.
          </p>
        )}
        <ForgetKeyButton disabled={busy} onForget={onForgetKey} />
      </CardHeader>
      <CardContent className="grid gap-6">
        <CrawlActions
          sites={sites}
          activity={state.activity}
          onCrawl={(siteId) =>
            void customQueriesReady().then((ready) => {
              if (!ready) return;
              onCrawl(siteId);
              focusActivity();
            })
          }
          onCrawlAll={() =>
            void customQueriesReady().then((ready) => {
              if (!ready) return;
              onCrawlAll();
              focusActivity();
            })
          }
        />
        {/* Issue 35: what the next crawl asks beyond the spec's request. */}
        <CrawlOptions disabled={busy} />
        <CustomQueriesEditor disabled={busy} />
        <CrawlActivity
          sites={sites}
          activity={activity}
          results={state.results}
          onCancel={onCancel}
          regionRef={activityRegion}
        />
        <Tabs
          value={shownSite}
          onValueChange={(siteId) => {
            setShownSite(siteId);
            rememberShownSite(siteId);
          }}
        >
          {/* Wraps on a narrow screen: one unbroken row of three names would widen the page. */}
          <TabsList aria-label="Analysed websites" className="flex-wrap">
            {sites.map((site) => (
              <TabsTrigger key={site.id} value={site.id}>
                {site.name}
                {site.id === crawlingSite && <CrawlingMark />}
              </TabsTrigger>
            ))}
          </TabsList>
          {sites.map((site) => (
            <TabsContent key={site.id} value={site.id}>
              {site.id === shownSite && (
                <SiteTabPanel
                  site={site}
                  result={state.results[site.id]}
                  error={state.errors[site.id]}
                  busy={busy}
                  crawling={
                    activity.kind === "crawling" && activity.siteId === site.id
                      ? activity
                      : undefined
                  }
                  headingRef={shownHeading}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
        {/* The comparison of the sites and the crawl history, once a crawl has finished. */}
        {Object.keys(state.results).length > 0 && (
          <Suspense fallback={null}>
            <AnalysisOverview sites={sites} results={state.results} busy={busy} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** In the tab of the site being crawled: a spinner (still under reduced motion) and the word. */
function CrawlingMark() {
  return (
    <span
      data-slot="crawling-mark"
      className="ml-1.5 inline-flex items-center gap-1 text-xs font-normal text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      crawling
    </span>
  );
}

/**
 * Where the focus goes while a crawl runs: a crawl button is disabled as its crawl starts, which
 * would drop the focus to <body>, so the crawl's progress region takes it; when the tool is idle
 * again and the focus is still there (or was dropped), the shown site's heading takes it, the
 * start of its result.
 */
function useCrawlFocus(busy: boolean) {
  const activityRegion = useRef<HTMLElement>(null);
  const shownHeading = useRef<HTMLHeadingElement>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      const focused = document.activeElement;
      if (focused === activityRegion.current || focused === document.body || focused === null)
        shownHeading.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);
  return {
    activityRegion,
    shownHeading,
    focusActivity: () => activityRegion.current?.focus(),
  };
}
