import { Button } from "@keystone/ui/components/button";
import { Input } from "@keystone/ui/components/input";
import { SeverityBadge } from "@keystone/ui/components/severity-badge";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type {
  CrawlAnalysis,
  IssueGroup,
  PageDigest,
} from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import { inspectUrl, useInspectedUrl } from "../inspected-url";
import { InlinksTable, type LinkRow, LinksTable } from "./inlinks-table";
import { inlinksOf } from "./issue-tools";

/** Matching addresses listed under the search box; the rest are counted. */
export const MATCHES_SHOWN = 20;

/** The crawl's pages whose address holds `query` (plain text, any case): no pattern is run. */
export function matchingPages(pages: readonly PageDigest[], query: string): PageDigest[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return pages.filter((page) => page.url.toLowerCase().includes(needle));
}

/** An issue found on the page, or ignored there. */
interface PageIssue {
  issue: IssueGroup;
  details: string[];
  ignored: boolean;
}

function issuesOn(url: string, issues: readonly IssueGroup[], ignored: boolean): PageIssue[] {
  return issues.flatMap((issue) => {
    const details = issue.items.filter((item) => item.url === url).map((item) => item.detail);
    return details.length > 0 ? [{ issue, details, ignored }] : [];
  });
}

/** The links a page holds to crawled pages, read back from the crawl's inlinks. */
function outlinksOf(analysis: CrawlAnalysis, url: string): LinkRow[] {
  const found: LinkRow[] = [];
  for (const [to, inlinks] of Object.entries(analysis.inlinks?.byPage ?? {})) {
    for (const { from, text, position } of inlinks.items)
      if (from === url) found.push({ address: to, text, position });
  }
  return found;
}

const show = (value: number | string | null | undefined, none = "(none)") =>
  value === undefined || value === null || value === "" ? none : String(value);

function PageView({
  site,
  page,
  analysis,
  issues,
  ignoredIssues,
  takeFocus,
  onClose,
}: {
  site: AnalysedSite;
  page: PageDigest;
  analysis: CrawlAnalysis;
  issues: readonly IssueGroup[];
  ignoredIssues: readonly IssueGroup[];
  /** Chosen from the list just now: the view's heading takes the focus, as a new page would. */
  takeFocus: boolean;
  /** Closes the view; the focus goes back to the search box. */
  onClose: () => void;
}) {
  const headingId = `${site.id}-page-view`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, page.url]);
  const found = [...issuesOn(page.url, issues, false), ...issuesOn(page.url, ignoredIssues, true)];
  const outlinks = useMemo(() => outlinksOf(analysis, page.url), [analysis, page.url]);
  const facts: [string, string][] = [
    ["Status", show(page.status, "no status")],
    ["Final URL", show(page.finalUrl, "(not recorded)")],
    ["Title", show(page.title)],
    ["Meta description", show(page.description)],
    ["H1", show(page.h1)],
    ["Word count", show(page.wordCount, "(not recorded)")],
    [
      "Depth",
      page.depth === null ? "not reached from the start URL" : show(page.depth, "(not recorded)"),
    ],
    ["Inlinks", show(page.inlinks, "(not recorded)")],
    ["Outlinks", show(page.outlinks, "(not recorded)")],
    [
      "Indexability",
      page.indexability === undefined
        ? "(not recorded)"
        : `${page.indexability}${page.indexabilityReason ? ` (${page.indexabilityReason})` : ""}`,
    ],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-md border p-3"
      data-slot="page-view"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h5
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 font-semibold break-all outline-hidden"
        >
          Page {page.url}
        </h5>
        <Button variant="outline" size="sm" onClick={onClose}>
          Close page view
        </Button>
      </div>
      <dl
        className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm"
        data-slot="page-facts"
      >
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1">
        <h6 className="text-sm font-semibold">Issues on this page ({found.length})</h6>
        {found.length === 0 ? (
          <p className="text-sm text-muted-foreground">No issues found on this page.</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-slot="page-issues">
            {found.map(({ issue, details, ignored }) => (
              <li
                key={issue.id}
                data-check={issue.id}
                className="flex flex-wrap items-baseline gap-2"
              >
                <SeverityBadge severity={issue.severity} />
                <span className="font-medium">{issue.label}</span>
                {ignored && <span className="text-xs text-muted-foreground">(ignored)</span>}
                <span className="text-xs break-words text-muted-foreground">
                  {details.join("; ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <InlinksTable
        inlinks={inlinksOf(analysis.inlinks, page.url)}
        caption="Inlinks: crawled pages linking here"
      />
      {outlinks.length === 0 ? (
        <p className="text-xs text-muted-foreground">No links to other crawled pages.</p>
      ) : (
        <LinksTable
          slot="outlinks"
          caption="Outlinks to crawled pages"
          addressHeader="To"
          rows={outlinks}
          total={outlinks.length}
        />
      )}
    </section>
  );
}

/**
 * One URL: a search box over the crawl's addresses (a substring, any case) listing the pages that
 * match, and the chosen page's view: its status, texts, words, depth, links, indexability, every
 * issue on it, its inlinks and its outlinks. The chosen page is kept in the query (`?page=`).
 */
export function UrlInspector({
  site,
  analysis,
  issues,
  ignoredIssues,
}: {
  site: AnalysedSite;
  analysis: CrawlAnalysis;
  issues: readonly IssueGroup[];
  ignoredIssues: readonly IssueGroup[];
}) {
  const [query, setQuery] = useState("");
  const [chosenHere, setChosenHere] = useState(false);
  const inspected = useInspectedUrl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => matchingPages(analysis.pages, query), [analysis.pages, query]);
  const page = inspected === "" ? undefined : analysis.pages.find((each) => each.url === inspected);
  const headingId = `${site.id}-one-url`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-slot="url-inspector">
      <h4 id={headingId} className="font-semibold">
        One URL
      </h4>
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          Find a page of {site.name}
        </label>
        <Input
          id={inputId}
          ref={input}
          type="search"
          value={query}
          autoComplete="off"
          placeholder="Part of its address, e.g. /contact"
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      {query.trim() !== "" && (
        <div className="grid gap-1" data-slot="url-matches">
          <p role="status" className="text-xs text-muted-foreground">
            {matches.length} of {analysis.pages.length} pages match
            {matches.length > MATCHES_SHOWN ? `; the first ${MATCHES_SHOWN} are listed` : ""}.
          </p>
          <ul aria-label={`Pages of ${site.name} matching the search`} className="grid gap-1">
            {matches.slice(0, MATCHES_SHOWN).map((match) => (
              <li key={match.key}>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0 py-0.5 font-mono text-xs break-all whitespace-normal"
                  aria-current={match.url === inspected ? "true" : undefined}
                  onClick={() => {
                    setChosenHere(true);
                    inspectUrl(match.url);
                  }}
                >
                  {match.url}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {page && (
        <PageView
          site={site}
          page={page}
          analysis={analysis}
          issues={issues}
          ignoredIssues={ignoredIssues}
          takeFocus={chosenHere}
          onClose={() => {
            inspectUrl("");
            input.current?.focus();
          }}
        />
      )}
    </section>
  );
}
