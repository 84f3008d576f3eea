import { Button } from "@keystone/ui/components/button";
import { Progress } from "@keystone/ui/components/progress";
import type { Ref } from "react";
import type { AnalysedSite } from "~/site.config";
import { CRAWL_ALL_PAUSE_MS, CRAWL_LIMIT, OUTAGE_PATIENCE_MS } from "../model/constants";
import { messages } from "../model/messages";
import type { Activity, SiteCrawlResult, SiteId } from "../model/types";

interface CrawlActivityProps {
  sites: readonly AnalysedSite[];
  activity: Activity;
  results: Partial<Record<SiteId, SiteCrawlResult>>;
  onCancel: () => void;
  /** The region, focused when a crawl starts from its button (which is then disabled). */
  regionRef?: Ref<HTMLElement>;
}

function siteName(sites: readonly AnalysedSite[], id: string): string {
  return sites.find((site) => site.id === id)?.name ?? id;
}

function statusLine(sites: readonly AnalysedSite[], activity: Activity): string {
  if (activity.kind === "crawling") return "Crawling website...";
  if (activity.kind === "pausing") {
    return `Next: ${siteName(sites, activity.nextSiteId)} in ${CRAWL_ALL_PAUSE_MS / 1000} seconds`;
  }
  return "";
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

type Crawling = Extract<Activity, { kind: "crawling" }>;

/**
 * "Cleaning Services, site 2 of 3: 4 pages crawled of 11 found so far": the provider's total
 * grows as the crawl finds pages, so it is said to be what was found so far.
 */
export function siteLine(sites: readonly AnalysedSite[], activity: Crawling): string {
  const { position, completed, total } = activity;
  const name = siteName(sites, activity.siteId);
  const where = position ? `${name}, site ${position.index} of ${position.count}` : name;
  if (total <= 0) return where;
  return `${where}: ${plural(completed, "page")} crawled of ${total} found so far`;
}

/** The longest line a crawl can show, which the idle region keeps room for. */
function longestCrawl(sites: readonly AnalysedSite[]): Crawling {
  const longest = [...sites].sort((a, b) => b.name.length - a.name.length)[0];
  return {
    kind: "crawling",
    siteId: longest?.id ?? "moving",
    progress: 100,
    completed: CRAWL_LIMIT,
    total: CRAWL_LIMIT,
    position: { index: sites.length, count: sites.length },
  };
}

/** What the idle region says under its hint: the sites crawled on this visit. */
function crawledSoFar(
  sites: readonly AnalysedSite[],
  results: CrawlActivityProps["results"],
): string {
  const crawled = sites.flatMap((site) => {
    const result = results[site.id];
    return result ? [`${site.name} (${plural(result.completed, "page")})`] : [];
  });
  return crawled.length === 0 ? "No site crawled yet." : `Crawled: ${crawled.join(", ")}.`;
}

/**
 * The crawl's progress: "Crawling website..." with Cancel, the bar, the site (and "site 2 of 3"
 * in crawl all) with its counts, the pause of crawl all, and that the provider is not answering
 * while its status checks keep trying. Always rendered, at the height of its busiest state
 * (the idle and the running layers share one grid cell, the hidden one invisible but measured),
 * so that progress appearing shifts nothing below at any width; when nothing runs it says what
 * shows there and which sites were crawled, rather than leaving its space blank. Only the status
 * lines are live regions, so the page counts that change every poll are not announced.
 */
export function CrawlActivity({
  sites,
  activity,
  results,
  onCancel,
  regionRef,
}: CrawlActivityProps) {
  const idle = activity.kind === "idle";
  const crawling = activity.kind === "crawling";
  const cancellable = activity.kind === "crawling" || activity.kind === "pausing";
  const unansweredSince = activity.kind === "crawling" ? activity.unansweredSince : undefined;
  // Sized with the longest line a crawl can show while nothing runs, and never seen then.
  const shown = activity.kind === "crawling" ? activity : longestCrawl(sites);
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Crawl activity"
      data-slot="crawl-activity"
      className="grid content-start gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* Each pair of layers shares one grid cell: the cell is as high as the higher of them. */}
      <div className="grid">
        <p
          className={`col-start-1 row-start-1 self-center text-sm text-muted-foreground ${idle ? "" : "invisible"}`}
          aria-hidden={idle ? undefined : true}
        >
          A crawl&rsquo;s progress shows here: up to {CRAWL_LIMIT} pages per site.
        </p>
        <div className="col-start-1 row-start-1 flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm font-medium">
            {statusLine(sites, activity)}
          </p>
          {cancellable ? (
            <Button variant="destructive" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <div className="h-9" />
          )}
        </div>
      </div>
      <div className="grid">
        <div
          className={`col-start-1 row-start-1 grid content-start gap-2 ${crawling ? "" : "invisible"}`}
          aria-hidden={crawling ? undefined : true}
        >
          {activity.kind === "crawling" ? (
            <Progress value={activity.progress} aria-label="Crawl progress" />
          ) : (
            <div className="h-2" />
          )}
          <p
            data-slot={crawling ? "crawl-site" : undefined}
            // A fixed number of lines, whatever the line says: three on a narrow screen, one on a
            // wider one, so that the first count does not move what is below.
            className="line-clamp-3 min-h-15 text-sm break-words text-muted-foreground sm:line-clamp-1 sm:min-h-5"
          >
            {siteLine(sites, shown)}
          </p>
        </div>
        <p
          className={`col-start-1 row-start-1 text-sm text-muted-foreground ${idle ? "" : "invisible"}`}
          aria-hidden={idle ? undefined : true}
        >
          {crawledSoFar(sites, results)}
        </p>
      </div>
      <p role="status" data-slot="provider-not-answering" className="text-sm">
        {unansweredSince !== undefined &&
          `${messages.providerNotAnswering} No answer since ${new Date(unansweredSince).toLocaleTimeString()}; the crawl is given up after ${OUTAGE_PATIENCE_MS / 60_000} minutes without one. Cancel stops it.`}
      </p>
    </section>
  );
}
