import type { AnalysedSite } from "~/site.config";
import type { ResultError } from "../model/analysis-state";
import type { SiteCrawlResult } from "../model/types";
import { CrawlErrorNotice } from "./crawl-error-notice";
import { CrawlResultView } from "./crawl-result-view";

interface SiteTabPanelProps {
  site: AnalysedSite;
  result: SiteCrawlResult | undefined;
  /** Why the last crawl gave no result; an earlier result stays shown under it. */
  error: ResultError | undefined;
  busy: boolean;
}

/** A site's description and URL, then its last crawl's error, its result or the hint to crawl it. */
export function SiteTabPanel({ site, result, error, busy }: SiteTabPanelProps) {
  return (
    <div className="grid gap-6 pt-4">
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">{site.name}</h3>
        <p className="text-muted-foreground">{site.description}</p>
        <p className="text-sm">
          URL:{" "}
          <a
            href={site.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {site.url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      {error && <CrawlErrorNotice error={error} />}
      {result ? (
        <CrawlResultView site={site} result={result} busy={busy} />
      ) : (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No data yet. Click &ldquo;Crawl {site.name}&rdquo; to analyse this website.
        </p>
      )}
    </div>
  );
}
