import type { AnalysedSite } from "~/site.config";
import type { ResultError } from "../model/analysis-state";
import type { Ref } from "react";
import type { Activity, SiteCrawlResult } from "../model/types";
import { CrawlErrorNotice } from "./crawl-error-notice";
import { CrawlResultView } from "./crawl-result-view";

interface SiteTabPanelProps {
  site: AnalysedSite;
  result: SiteCrawlResult | undefined;
  /** Why the last crawl gave no result; an earlier result stays shown under it. */
  error: ResultError | undefined;
  busy: boolean;
  /** The crawl that runs now, when it is this site's. */
  crawling?: Extract<Activity, { kind: "crawling" }> | undefined;
  /** The site's heading, focused when a crawl the user started from the keyboard ends. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** What the tab says while its site is crawled: that it is, and how far it has come. */
function crawlingLine({ completed, total, position }: Extract<Activity, { kind: "crawling" }>) {
  const counts = total > 0 ? `: ${completed} of ${total} pages found so far are crawled` : "";
  const turn = position ? ` (site ${position.index} of ${position.count})` : "";
  return `This website is being crawled now${turn}${counts}.`;
}

/** A site's description and URL, then its last crawl's error, its result or the hint to crawl it. */
export function SiteTabPanel({
  site,
  result,
  error,
  busy,
  crawling,
  headingRef,
}: SiteTabPanelProps) {
  return (
    <div className="grid gap-6 pt-4">
      <div className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {site.name}
        </h3>
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
      {crawling && (
        <p
          data-slot="site-crawling"
          className="rounded-md border border-dashed p-6 text-center text-muted-foreground"
        >
          {crawlingLine(crawling)}
          {result ? " The result below is from its last crawl." : ""}
        </p>
      )}
      {result ? (
        <CrawlResultView site={site} result={result} busy={busy} />
      ) : crawling ? null : (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No data yet. Click &ldquo;Crawl {site.name}&rdquo; to analyse this website.
        </p>
      )}
    </div>
  );
}
