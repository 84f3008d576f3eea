import { Button } from "@keystone/ui/components/button";
import { createContext, useContext, useId, useState } from "react";
import type { CrawlInlinks, IgnoredIssues, IssueGroup } from "@keystone/site-audit/vocabulary";
import { normaliseUrl } from "@keystone/site-audit/vocabulary";
import { ignoredIssues } from "../ignored-issues";
import { InlinksTable } from "./inlinks-table";

/** What an issue list needs to offer a site's tools on its rows: inlinks and ignoring. */
export interface IssueTools {
  siteId: string;
  inlinks: CrawlInlinks | undefined;
  ignored: IgnoredIssues;
  /** The list shows ignored issues: its buttons stop ignoring. */
  listsIgnored: boolean;
}

export const IssueToolsContext = createContext<IssueTools | undefined>(undefined);

/** A page's inlinks, under its key (a crawl's inlinks are keyed by the linked page's key). */
export function inlinksOf(inlinks: CrawlInlinks | undefined, url: string) {
  if (!inlinks) return undefined;
  return inlinks.byPage[normaliseUrl(url) ?? url] ?? inlinks.byPage[url];
}

/** "Ignore this check" on the site, or "Stop ignoring", under an issue's how to fix it. */
export function IgnoreCheckButton({ issue }: { issue: IssueGroup }) {
  const tools = useContext(IssueToolsContext);
  if (!tools) return null;
  const ignored = tools.ignored.checks.includes(issue.id);
  // An issue listed among the ignored only for some pages is un-ignored page by page.
  if (tools.listsIgnored && !ignored) return null;
  return (
    <div className="pt-1">
      <Button
        variant="outline"
        size="sm"
        data-slot="ignore-check"
        onClick={() => ignoredIssues.toggleCheck(tools.siteId, issue.id)}
      >
        {ignored ? "Stop ignoring this check" : "Ignore this check on the site"}
      </Button>
    </div>
  );
}

/** Under one page of an issue: its inlinks (opened on demand) and ignoring the issue there. */
export function PageTools({ issue, url }: { issue: IssueGroup; url: string }) {
  const tools = useContext(IssueToolsContext);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!tools) return null;
  const inlinks = inlinksOf(tools.inlinks, url);
  const ignoredHere = tools.ignored.pages.some(
    (entry) => entry.check === issue.id && entry.url === url,
  );
  const wholeCheck = tools.ignored.checks.includes(issue.id);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-2">
        {tools.inlinks && (
          <Button
            variant="ghost"
            size="sm"
            data-slot="show-inlinks"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            Inlinks ({inlinks?.total ?? 0})
          </Button>
        )}
        {!wholeCheck && (tools.listsIgnored ? ignoredHere : true) && (
          <Button
            variant="ghost"
            size="sm"
            data-slot="ignore-page"
            onClick={() => ignoredIssues.togglePage(tools.siteId, issue.id, url)}
          >
            {ignoredHere ? "Stop ignoring on this page" : "Ignore on this page"}
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <InlinksTable inlinks={inlinks} caption={`Pages linking to ${url}`} />
        </div>
      )}
    </div>
  );
}
