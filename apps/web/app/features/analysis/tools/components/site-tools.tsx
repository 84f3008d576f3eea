import { useMemo } from "react";
import { type CrawlAnalysis, type SiteAudit, applyIgnored } from "@keystone/site-audit/vocabulary";
import type { AnalysedSite } from "~/site.config";
import { useIgnored } from "../use-ignored";
import { IgnoredIssuesView } from "./ignored-issues-view";
import { IssueToolsContext } from "./issue-tools";
import { UrlInspector } from "./url-inspector";

/**
 * A site's audit with the user's tools around it: the audit rendered by `children` without the
 * ignored issues (its health score and counts recounted by `applyIgnored`), its rows offering
 * each page's inlinks and "ignore", then the ignored issues and the one-URL view, then what
 * `after` renders of the same audit (the parts of the tab that follow the issues).
 */
export function SiteTools({
  site,
  analysis,
  children,
  after,
}: {
  site: AnalysedSite;
  analysis: CrawlAnalysis;
  children: (audit: SiteAudit) => React.ReactNode;
  after?: (audit: SiteAudit) => React.ReactNode;
}) {
  const ignored = useIgnored(site.id);
  const applied = useMemo(() => applyIgnored(analysis.audit, ignored), [analysis.audit, ignored]);
  const tools = useMemo(
    () => ({ siteId: site.id, inlinks: analysis.inlinks, ignored, listsIgnored: false }),
    [site.id, analysis.inlinks, ignored],
  );
  return (
    <IssueToolsContext.Provider value={tools}>
      {children(applied.audit)}
      <IgnoredIssuesView site={site} ignored={applied.ignored} />
      <UrlInspector
        site={site}
        analysis={analysis}
        issues={applied.audit.issues}
        ignoredIssues={applied.ignored}
      />
      {after?.(applied.audit)}
    </IssueToolsContext.Provider>
  );
}
