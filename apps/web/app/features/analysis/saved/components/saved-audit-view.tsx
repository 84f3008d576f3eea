import { useEffect, useMemo, useRef } from "react";
import type { AnalysedSite } from "~/site.config";
import { useCatalogue } from "../use-catalogue";
import type { CrawlRecord } from "../../history/crawl-record";
import AuditFilters from "../../insights/components/audit-filters";
import { SiteAuditView } from "../../insights/components/site-audit-view";
import { savedAuditOf, savedOnText } from "../saved-audit";

/**
 * A saved audit in the views of a crawl's audit, read only: the filters apply, nothing crawls.
 * Why each issue matters and how to fix it come from today's catalogue, loaded when one is opened.
 */
export function SavedAuditView({ site, record }: { site: AnalysedSite; record: CrawlRecord }) {
  const { catalogue, failed } = useCatalogue();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useMemo(
    () => (catalogue === null ? null : savedAuditOf(record, catalogue)),
    [catalogue, record],
  );
  // The opened audit takes the focus from the Open button, which it now follows.
  useEffect(() => {
    if (saved) heading.current?.focus();
  }, [saved]);
  const savedOn = savedOnText(record.crawledAt);
  const headingId = `${site.id}-saved-audit`;

  return (
    <section aria-labelledby={headingId} data-slot="saved-audit" className="grid gap-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {site.name}, saved on{" "}
        <time dateTime={new Date(record.crawledAt).toISOString()}>{savedOn}</time>
      </h3>
      <p className="rounded-md border p-3 text-sm" data-slot="saved-audit-note">
        Read only: the audit of {site.name} saved on {savedOn}, not crawled again. The history keeps
        each issue&rsquo;s first 100 pages and no page content, so the page table, the pages by
        status and depth and the downloads come with a new crawl.
        {saved?.healthFromKeptPages &&
          " An error had more pages than were kept: the health score counts the pages kept."}
        {saved !== null &&
          saved.unknownChecks > 0 &&
          ` ${saved.unknownChecks} issues of checks this version does not know are not shown.`}
      </p>
      {failed && (
        <p role="status" className="text-sm text-destructive">
          The saved audit could not be shown: the audit&rsquo;s code did not load.
        </p>
      )}
      {saved === null ? (
        !failed && (
          <p role="status" className="text-sm text-muted-foreground">
            Opening the saved audit...
          </p>
        )
      ) : (
        <>
          <AuditFilters />
          <SiteAuditView site={site} audit={saved.audit} />
        </>
      )}
    </section>
  );
}
