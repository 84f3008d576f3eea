import { useMemo } from "react";
import type { AnalysedSite } from "~/site.config";
import { REDIRECTED_STATUS } from "@keystone/site-audit/vocabulary";
import { pageRows } from "../model/format-result";
import type { CrawledPage } from "../model/types";

/**
 * Rows rendered: a crawl asks for 100 pages, so every ordinary result shows whole; a server that
 * answers with thousands does not make thousands of rows.
 */
export const PAGE_ROWS_SHOWN = 200;

interface CrawledPagesTableProps {
  site: AnalysedSite;
  pages: readonly CrawledPage[];
}

/**
 * Title, URL, status and final URL of each crawled page, the first 200 of them; a redirected page
 * is its own row, with its 3xx or "redirected" and where it ended. URLs are shown as text, never
 * followed.
 */
export function CrawledPagesTable({ site, pages }: CrawledPagesTableProps) {
  const rows = useMemo(() => pageRows(pages), [pages]);
  const followedRedirects = rows.some((row) => row.status === REDIRECTED_STATUS);
  const headingId = `${site.id}-pages`;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="font-semibold">
        Pages ({rows.length})
      </h4>
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Title
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                URL
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Status code
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Final URL
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, PAGE_ROWS_SHOWN).map((row, index) => (
              <tr key={index} className="border-t">
                <td className="px-3 py-2">{row.title}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{row.url}</td>
                <td className="px-3 py-2 tabular-nums">{row.status}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">
                  {row.redirected ? (
                    row.finalUrl
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">same as the URL</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {followedRedirects && (
        <p className="text-sm text-muted-foreground" data-slot="redirect-status-note">
          &ldquo;{REDIRECTED_STATUS}&rdquo;: the provider followed the redirect and reported only
          the final page&rsquo;s status, so this address&rsquo;s own 3xx code is not known.
        </p>
      )}
      {rows.length > PAGE_ROWS_SHOWN && (
        <p className="text-sm text-muted-foreground">
          The table shows the first {PAGE_ROWS_SHOWN} of the {rows.length} pages; the Pages CSV and
          the JSON download have every one.
        </p>
      )}
    </div>
  );
}
