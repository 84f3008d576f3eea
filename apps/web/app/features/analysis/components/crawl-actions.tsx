import { Button } from "@keystone/ui/components/button";
import type { AnalysedSite } from "~/site.config";
import type { Activity, SiteId } from "../model/types";

interface CrawlActionsProps {
  sites: readonly AnalysedSite[];
  activity: Activity;
  onCrawl: (siteId: SiteId) => void;
  onCrawlAll: () => void;
}

/** One button per site and "Crawl All Websites"; Cancel is in the crawl's activity region. */
export function CrawlActions({ sites, activity, onCrawl, onCrawlAll }: CrawlActionsProps) {
  const busy = activity.kind !== "idle";
  return (
    <div className="flex flex-wrap gap-3">
      {sites.map((site) => (
        <Button key={site.id} variant="outline" disabled={busy} onClick={() => onCrawl(site.id)}>
          Crawl {site.name}
        </Button>
      ))}
      <Button disabled={busy} onClick={onCrawlAll}>
        Crawl All Websites
      </Button>
    </div>
  );
}
