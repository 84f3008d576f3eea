import { HealthScore } from "@keystone/ui/components/health-score";
import { SeverityCounts } from "@keystone/ui/components/severity-counts";
import { FINDING_ITEMS_SHOWN } from "@keystone/ui/components/finding-group";
import type { AnalysedSite } from "~/site.config";
import {
  HEALTH_FORMULA,
  type IssueGroup,
  SEVERITIES,
  type SiteAudit,
} from "@keystone/site-audit/vocabulary";
import { useAuditFilter } from "../../hooks/use-audit-filter";
import { isFiltering, passesFilter } from "../../model/audit-filter";
import { itemCount } from "../item-count";
import { AuditListings } from "./audit-listings";
import { IssueList } from "./issue-list";

/** A crawl's audit, or a saved one (`../../saved`), which keeps no listings. */
export type ShownAudit = Omit<SiteAudit, "listings" | "configuration"> &
  Partial<Pick<SiteAudit, "listings">>;

interface SiteAuditViewProps {
  site: AnalysedSite;
  audit: ShownAudit;
  /** Marks an issue group, e.g. "New" when it has pages the previous crawl did not. */
  badgeOf?: (issue: IssueGroup) => React.ReactNode;
}

const severityRank = (issue: IssueGroup) => SEVERITIES.indexOf(issue.severity);

/** Errors first, then warnings, then notices; within one, the most pages first (all counted). */
export function bySeverityThenCount(issues: readonly IssueGroup[]): IssueGroup[] {
  return [...issues].sort(
    (a, b) => severityRank(a) - severityRank(b) || itemCount(b) - itemCount(a),
  );
}

/** The health score, its trend over the kept crawls (`trend`), and the counts per severity. */
export function AuditHealth({
  site,
  audit,
  trend,
}: {
  site: AnalysedSite;
  audit: ShownAudit;
  trend?: React.ReactNode;
}) {
  const headingId = `${site.id}-health`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-slot="site-health">
      <h4 id={headingId} className="font-semibold">
        Health
      </h4>
      <div className="flex flex-wrap items-start gap-6">
        <HealthScore
          // At most 16rem, less on a 320 px screen, where a fixed 16rem widened the page by 2 px.
          className="w-full max-w-64"
          score={audit.health.score}
          label={`Health score of ${site.name}`}
          formula={`${HEALTH_FORMULA}: ${audit.health.pages - audit.health.pagesWithErrors} of ${audit.health.pages} pages.`}
        />
        <div role="group" aria-label={`Issues of ${site.name} per severity`}>
          <SeverityCounts counts={audit.counts} />
        </div>
      </div>
      {trend}
    </section>
  );
}

/** The issue groups, filtered (`filters` draws the filters' group above them), errors first. */
export function AuditIssues({
  site,
  audit,
  badgeOf,
  filters,
}: SiteAuditViewProps & { filters?: React.ReactNode }) {
  const filter = useAuditFilter();
  const shown = bySeverityThenCount(audit.issues.filter((issue) => passesFilter(filter, issue)));
  const headingId = `${site.id}-audit`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-slot="site-audit">
      <h4 id={headingId} className="font-semibold">
        Site audit ({audit.issues.length} {audit.issues.length === 1 ? "kind" : "kinds"} of issue)
      </h4>
      <p className="text-sm text-muted-foreground">
        {audit.checksRun} checks ran on the {audit.pageCount} crawled pages;{" "}
        {audit.checksRun - audit.issues.length} found nothing. Each issue counts all its pages and
        lists the first {FINDING_ITEMS_SHOWN}; the Findings CSV lists every page the audit kept.
      </p>
      {filters}
      {isFiltering(filter) && (
        <p role="status" className="text-sm">
          Showing {shown.length} of {audit.issues.length} kinds of issue (filtered).
        </p>
      )}
      {shown.length > 0 ? (
        <IssueList issues={shown} badgeOf={badgeOf} />
      ) : (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {audit.issues.length === 0
            ? "No issues found."
            : "No issues of the chosen severities and categories."}
        </p>
      )}
    </section>
  );
}

/**
 * A saved audit read alone (`../../saved`): its health score, counts and issues, then its listings.
 * A crawl's tab places these parts itself, among its charts (`site-insights.tsx`).
 */
export function SiteAuditView({ site, audit, badgeOf }: SiteAuditViewProps) {
  return (
    <div className="grid gap-6">
      <AuditHealth site={site} audit={audit} />
      <AuditIssues site={site} audit={audit} badgeOf={badgeOf} />
      {audit.listings && <AuditListings idPrefix={site.id} listings={audit.listings} />}
    </div>
  );
}
