import { Button } from "@keystone/ui/components/button";
import type { AnalysedSite } from "~/site.config";
import type { Activity, SiteId } from "../model/types";

interface CrawlActionsProps {
  sites: readonly AnalysedSite[];
  activity: Activity;
  onCrawl: (siteId: SiteId) => void;
  onCrawlAll: () => void;
  onCancel: () => void;
}

/** One button per site, "Crawl All Websites", and Cancel while a crawl runs. */
export function CrawlActions({
  sites,
  activity,
  onCrawl,
  onCrawlAll,
  onCancel,
}: CrawlActionsProps) {
  const busy = activity.kind !== "idle";
  const cancellable = activity.kind === "crawling" || activity.kind === "pausing";
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
      {cancellable && (
        <Button variant="destructive" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
