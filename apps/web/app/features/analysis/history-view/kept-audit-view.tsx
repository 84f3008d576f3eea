import { Button } from "@keystone/ui/components/button";
import { useEffect, useMemo, useRef } from "react";
import type { AnalysedSite } from "~/site.config";
import { useCatalogue } from "../saved/use-catalogue";
import type { CrawlRecord } from "../history/crawl-record";
import { SiteAuditView } from "../insights/components/site-audit-view";
import { savedAuditOf, savedOnText } from "../saved/saved-audit";

interface KeptAuditViewProps {
  site: AnalysedSite;
  id: number;
  record: CrawlRecord;
  onClose: () => void;
}

/**
 * A kept crawl's audit, read only, in the views of a crawl's audit: the filters above the tabs
 * apply. Why each issue matters and how to fix it come from today's catalogue, loaded on open.
 */
export function KeptAuditView({ site, id, record, onClose }: KeptAuditViewProps) {
  const { catalogue, failed } = useCatalogue();
  const heading = useRef<HTMLHeadingElement>(null);
  const kept = useMemo(
    () => (catalogue === null ? null : savedAuditOf(record, catalogue)),
    [catalogue, record],
  );
  // The opened audit takes the focus from the Open button (or the trend's point) that opened it.
  useEffect(() => {
    if (kept) heading.current?.focus();
  }, [kept]);
  const keptOn = savedOnText(record.crawledAt, { seconds: true });
  const headingId = `${site.id}-history-open`;
  // Its own ids and names, apart from the latest audit's in the same tab.
  const shownAs = { ...site, id: `${site.id}-crawl-${id}`, name: `${site.name} on ${keptOn}` };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="kept-audit"
      className="grid gap-4 rounded-md border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
          Crawl of <time dateTime={new Date(record.crawledAt).toISOString()}>{keptOn}</time> (read
          only)
        </h5>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" data-slot="kept-audit-note">
        Read only: the audit of {site.name} as it was on {keptOn}. The history keeps each
        issue&rsquo;s first 100 pages and no page content, so the page table, the pages by status
        and depth and the downloads are those of the latest crawl only.
        {kept?.healthFromKeptPages &&
          " An error had more pages than were kept: the health score is estimated from the pages kept."}
        {kept !== null &&
          kept.unknownChecks > 0 &&
          ` ${kept.unknownChecks} issues of checks this version does not know are not shown.`}
      </p>
      {failed && (
        <p role="status" className="text-sm text-destructive">
          The crawl could not be shown: the audit&rsquo;s code did not load.
        </p>
      )}
      {kept === null ? (
        !failed && (
          <p role="status" className="text-sm text-muted-foreground">
            Opening the crawl...
          </p>
        )
      ) : (
        <SiteAuditView site={shownAs as AnalysedSite} audit={kept.audit} />
      )}
    </section>
  );
}
