import { CardContent, CardDescription, CardHeader, Card } from "@keystone/ui/components/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@keystone/ui/components/tabs";
import { Suspense, useState } from "react";
import { type AnalysedSite, siteConfig } from "~/site.config";
import { AnalysisOverview, AuditFilters } from "../insights/lazy";
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
  // Only the visible tab renders its result: a 100-page result is megabytes of JSON, and hidden
  // panels would hold it all in the DOM for nothing.
  const [shownSite, setShownSite] = useState<string>(sites[0]?.id ?? "");
  // A crawl shows its site's tab as it starts (crawl all follows each site in turn); set while
  // rendering, as React advises for state that follows a prop, so no frame shows the old tab.
  const crawlingSite = state.activity.kind === "crawling" ? state.activity.siteId : undefined;
  const [followedSite, setFollowedSite] = useState(crawlingSite);
  if (crawlingSite !== followedSite) {
    setFollowedSite(crawlingSite);
    if (crawlingSite) setShownSite(crawlingSite);
  }
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
          onCrawl={(siteId) => void customQueriesReady().then((ready) => ready && onCrawl(siteId))}
          onCrawlAll={() => void customQueriesReady().then((ready) => ready && onCrawlAll())}
          onCancel={onCancel}
        />
        {/* Issue 35: what the next crawl asks beyond the spec's request. */}
        <CrawlOptions disabled={busy} />
        <CustomQueriesEditor disabled={busy} />
        <CrawlActivity sites={sites} activity={state.activity} />
        {/* The audit's filters, once there is an audit to filter: they load with it. */}
        {Object.keys(state.results).length > 0 && (
          <Suspense fallback={null}>
            <AuditFilters />
          </Suspense>
        )}
        <Tabs value={shownSite} onValueChange={setShownSite}>
          {/* Wraps on a narrow screen: one unbroken row of three names would widen the page. */}
          <TabsList aria-label="Analysed websites" className="flex-wrap">
            {sites.map((site) => (
              <TabsTrigger key={site.id} value={site.id}>
                {site.name}
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
