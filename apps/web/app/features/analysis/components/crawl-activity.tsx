import { Progress } from "@keystone/ui/components/progress";
import type { AnalysedSite } from "~/site.config";
import { CRAWL_ALL_PAUSE_MS } from "../model/constants";
import type { Activity } from "../model/types";

interface CrawlActivityProps {
  sites: readonly AnalysedSite[];
  activity: Activity;
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

/**
 * The progress bar and "Crawling website..." while a crawl runs, and the pause of crawl all. Only
 * the status line is a live region, so the page counts that change every poll are not announced.
 */
export function CrawlActivity({ sites, activity }: CrawlActivityProps) {
  return (
    <div className="grid min-h-16 content-start gap-2">
      {activity.kind === "crawling" && (
        <Progress value={activity.progress} aria-label="Crawl progress" />
      )}
      <p role="status" className="text-sm font-medium">
        {statusLine(sites, activity)}
      </p>
      {activity.kind === "crawling" && (
        <p className="text-sm text-muted-foreground">
          {siteName(sites, activity.siteId)}
          {activity.total > 0 && `: ${activity.completed} of ${activity.total} pages`}
        </p>
      )}
    </div>
  );
}
