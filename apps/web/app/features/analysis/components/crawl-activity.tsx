import { Progress } from "@keystone/ui/components/progress";
import type { Ref } from "react";
import type { AnalysedSite } from "~/site.config";
import { CRAWL_ALL_PAUSE_MS, CRAWL_LIMIT, OUTAGE_PATIENCE_MS } from "../model/constants";
import { messages } from "../model/messages";
import type { Activity } from "../model/types";

interface CrawlActivityProps {
  sites: readonly AnalysedSite[];
  activity: Activity;
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

/**
 * "Cleaning Services, site 2 of 3: 4 pages crawled of 11 found so far": the provider's total
 * grows as the crawl finds pages, so it is said to be what was found so far.
 */
export function siteLine(sites: readonly AnalysedSite[], activity: Activity): string {
  if (activity.kind !== "crawling") return "";
  const { position, completed, total } = activity;
  const name = siteName(sites, activity.siteId);
  const where = position ? `${name}, site ${position.index} of ${position.count}` : name;
  if (total <= 0) return where;
  return `${where}: ${plural(completed, "page")} crawled of ${total} found so far`;
}

/**
 * The crawl's progress: the bar, "Crawling website...", the site (and "site 2 of 3" in crawl all)
 * with its counts, the pause of crawl all, and that the provider is not answering while its
 * status checks keep trying. Always rendered, so that progress appearing shifts nothing below:
 * when nothing runs it says what a crawl does instead of leaving its space blank. Only the status
 * lines are live regions, so the page counts that change every poll are not announced. Its
 * height holds the bar, the status and the site's line (two lines of it on a narrow screen).
 */
export function CrawlActivity({ sites, activity, regionRef }: CrawlActivityProps) {
  const unansweredSince = activity.kind === "crawling" ? activity.unansweredSince : undefined;
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label="Crawl activity"
      data-slot="crawl-activity"
      className="grid min-h-[5.75rem] content-start gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-[4.5rem]"
    >
      {activity.kind === "crawling" && (
        <Progress value={activity.progress} aria-label="Crawl progress" />
      )}
      <p role="status" className="text-sm font-medium">
        {statusLine(sites, activity)}
      </p>
      {activity.kind === "crawling" && (
        <p className="text-sm break-words text-muted-foreground">{siteLine(sites, activity)}</p>
      )}
      {activity.kind === "idle" && (
        <p className="text-sm text-muted-foreground">
          A crawl&rsquo;s progress shows here: up to {CRAWL_LIMIT} pages per site.
        </p>
      )}
      <p role="status" data-slot="provider-not-answering" className="text-sm">
        {unansweredSince !== undefined &&
          `${messages.providerNotAnswering} No answer since ${new Date(unansweredSince).toLocaleTimeString()}; the crawl is given up after ${OUTAGE_PATIENCE_MS / 60_000} minutes without one. Cancel stops it.`}
      </p>
    </section>
  );
}
