import { Suspense, useMemo, useRef, useState } from "react";
import type { AnalysedSite } from "~/site.config";
import { useFormattedPages } from "../hooks/use-formatted-pages";
import { useKeepFocusInPlace } from "../hooks/use-keep-focus-in-place";
import type { SiteCrawlResult } from "../model/types";
import { CrawledPagesTable } from "./crawled-pages-table";
import { DownloadResultButton } from "./download-result-button";
import { JsonTextBox } from "./json-text-box";
import { RawHtmlChoice } from "./raw-html-choice";
import { hasRawHtml, withoutRawHtml } from "../model/format-result";
import { SiteDownloadButtons } from "../insights/components/site-download-buttons";
import { SiteInsights } from "../insights/lazy";

interface CrawlResultViewProps {
  site: AnalysedSite;
  result: SiteCrawlResult;
  busy: boolean;
}

/** While the audit's code loads, before the analysis starts (which then says "Analysing"). */
function LoadingNote() {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Loading the audit...
    </p>
  );
}

/**
 * A site's stored result: Status, Pages Crawled, Credits Used, its audit and charts, then the page
 * list and the extracted content as formatted JSON, last. Everything crawled is rendered as text,
 * never as markup.
 */
export function CrawlResultView({ site, result, busy }: CrawlResultViewProps) {
  // The box and the JSON download leave each page's rawHtml out unless "Include raw HTML".
  const [includeRawHtml, setIncludeRawHtml] = useState(false);
  const rawHtml = useMemo(() => hasRawHtml(result.data), [result.data]);
  const boxPages = useMemo(
    () => (includeRawHtml ? result.data : withoutRawHtml(result.data)),
    [includeRawHtml, result.data],
  );
  const json = useFormattedPages(boxPages);
  const insights = useRef<HTMLDivElement>(null);
  useKeepFocusInPlace(insights);
  const figures = [
    { label: "Status", value: result.status },
    { label: "Pages Crawled", value: String(result.completed) },
    { label: "Credits Used", value: String(result.creditsUsed) },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <dl className="grid grid-cols-3 gap-6" data-slot="crawl-figures">
          {figures.map(({ label, value }) => (
            <div key={label} className="grid gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <DownloadResultButton
            site={site}
            result={result}
            disabled={busy}
            includeRawHtml={includeRawHtml}
          />
          {/* The audit's files and its report sit beside the JSON download. */}
          <SiteDownloadButtons site={site} result={result} disabled={busy} />
        </div>
      </div>
      {result.incomplete && (
        <p className="rounded-md border border-border p-3 text-sm" data-slot="incomplete-result">
          Not every page could be read: {result.incomplete}
        </p>
      )}
      {/*
        The audit and its charts follow the figures, as the audit tools read (issue 36). They grow
        by screens when the findings arrive: what the keyboard is in below them stays in place.
      */}
      <div ref={insights} className="grid gap-6">
        <Suspense fallback={<LoadingNote />}>
          <SiteInsights site={site} result={result} busy={busy} />
        </Suspense>
      </div>
      <CrawledPagesTable site={site} pages={result.data} />
      {rawHtml && (
        <RawHtmlChoice
          id={`${site.id}-raw-html`}
          checked={includeRawHtml}
          onChange={setIncludeRawHtml}
        />
      )}
      <JsonTextBox
        id={`${site.id}-json`}
        heading="Extracted content (JSON)"
        chunks={json.chunks}
        busy={!json.done}
      />
    </div>
  );
}
